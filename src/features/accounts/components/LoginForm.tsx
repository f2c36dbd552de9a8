'use client'

import { useRouter } from 'next/navigation'
import React from 'react'

import { mergeGuestProgress } from '@/features/course/client'
import { safeNextPath } from '@/features/accounts/nextPath'
import { toast } from '@/ui/toast/toastStore'
import { Link } from '@/ui/Link'
import { useSession, type CurrentUser } from '@/ui/session'

import { AuthCard } from './AuthCard'
import { EmailField, Form, PasswordField, SubmitButton } from './FormField'
import { useAuthSubmit } from './useAuthSubmit'

export const CHANGE_PASSWORD_PATH = '/profile?change-password=true'

/**
 * Spec §2 Login and §4 Login success: toast, then / (or `next`, e.g. a buyer's first lesson) or
 * the forced password change.
 */
export function LoginForm({
  next = null,
  enrolled = false,
  newAccount = false,
  alreadyEnrolled = false,
  alreadyOwned = false,
}: {
  next?: string | null
  /** Back from buying the course: the account was theirs before the purchase. */
  enrolled?: boolean
  /** Back from buying the course, with an account the purchase created (its password is set by e-mail). */
  newAccount?: boolean
  /** Back from buying the course the account had already: the payment was refunded. */
  alreadyEnrolled?: boolean
  /** Back from a checkout at no cost of the course the account had already: nothing was charged. */
  alreadyOwned?: boolean
}) {
  const router = useRouter()
  const nextPath = safeNextPath(next)
  // A new password, asked for from here, leads to the same place after signing in
  const forgotPath = nextPath
    ? `/forgot-password?${new URLSearchParams({ next: nextPath })}`
    : '/forgot-password'
  const { mutate: setSession } = useSession()
  const { busy, submit } = useAuthSubmit('login', async ({ user }: { user: CurrentUser }) => {
    await setSession({ user }, { revalidate: false })
    toast({ title: 'Welcome back!', description: 'You have signed in successfully.' })
    if (user.requirePasswordChange) {
      router.push(CHANGE_PASSWORD_PATH)
      return
    }
    await mergeGuestProgress(user.id).catch(() => 0)
    router.push(nextPath ?? '/')
  })

  return (
    <AuthCard
      title="Welcome Back"
      description="Sign in to your account to continue your journey."
      footer={{ text: "Don't have an account?", linkLabel: 'Sign up', href: '/signup' }}
    >
      {enrolled && (
        <p role="status" className="auth-card__confirmation">
          Thank you for your purchase! Log in with the e-mail you paid with to open your lessons.
        </p>
      )}
      {newAccount && (
        <p role="status" className="auth-card__confirmation">
          Thank you for your purchase! Your account uses the e-mail you paid with. If you have not set its
          password yet, use the link we e-mailed you; then log in here to open your lessons.
        </p>
      )}
      {alreadyEnrolled && (
        <p role="status" className="auth-card__confirmation">
          You already have this course, so your payment was refunded. Log in with the e-mail you paid with to
          continue your lessons.
        </p>
      )}
      {alreadyOwned && (
        <p role="status" className="auth-card__confirmation">
          You already have this course, and nothing was charged. Log in with the e-mail you used to continue
          your lessons; if you have not set its password yet, use the link we e-mailed you.
        </p>
      )}
      <Form onSubmit={submit()}>
        <EmailField />
        <PasswordField label="Password" name="password" />
        <Link className="auth-card__aside-link" href={forgotPath}>
          Forgot password?
        </Link>
        <SubmitButton busy={busy} label="Sign In" busyLabel="Signing in..." />
      </Form>
    </AuthCard>
  )
}
