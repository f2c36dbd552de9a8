'use client'

import Link from 'next/link'
import { useRouter } from 'next/navigation'
import React, { useState } from 'react'
import styled from 'styled-components'

import { mergeGuestProgress } from '@/components/course/guestProgress'
import { toast } from '@/components/toast/toastStore'
import { Button } from '@/components/ui/Button'
import { apiRequest } from '@/lib/api/client'
import { useSession, type CurrentUser } from '@/lib/session'

import { AuthCard } from './AuthCard'
import { failureText } from './failureText'
import { Form, FormField } from './FormField'

export const CHANGE_PASSWORD_PATH = '/profile?change-password=true'

const ForgotPasswordLink = styled(Link)`
  align-self: flex-end;
  margin-top: -${({ theme }) => theme.space(2)};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.primary};
`

/** Spec §2 Login and §4 Login success: toast, then / or the forced password change. */
export function LoginForm() {
  const router = useRouter()
  const { mutate: setSession } = useSession()
  const [email, setEmail] = useState('')
  const [password, setPassword] = useState('')
  const [busy, setBusy] = useState(false)

  const signIn = async (event: React.FormEvent) => {
    event.preventDefault()
    setBusy(true)
    try {
      const response = await apiRequest('POST', '/api/auth/login', { email, password })
      const { user } = (await response.json()) as { user: CurrentUser }
      await setSession({ user }, { revalidate: false })
      toast({ title: 'Welcome back!', description: 'You have signed in successfully.' })
      if (user.requirePasswordChange) {
        router.push(CHANGE_PASSWORD_PATH)
        return
      }
      await mergeGuestProgress(user.id).catch(() => 0)
      router.push('/')
    } catch (error) {
      toast({
        title: 'Error',
        description: failureText(error, {
          missing: 'Login failed',
          fallback: 'Login failed. Please try again.',
        }),
        variant: 'destructive',
      })
      setBusy(false)
    }
  }

  return (
    <AuthCard
      title="Welcome Back"
      description="Sign in to your account to continue your journey."
      footer={{ text: "Don't have an account?", linkLabel: 'Sign up', href: '/signup' }}
    >
      <Form onSubmit={signIn}>
        <FormField
          label="Email"
          type="email"
          name="email"
          autoComplete="email"
          placeholder="you@example.com"
          required
          value={email}
          onValueChange={setEmail}
        />
        <FormField
          label="Password"
          type="password"
          name="password"
          autoComplete="current-password"
          required
          value={password}
          onValueChange={setPassword}
        />
        <ForgotPasswordLink href="/forgot-password">Forgot password?</ForgotPasswordLink>
        <Button type="submit" $block disabled={busy}>
          {busy ? 'Signing in...' : 'Sign In'}
        </Button>
      </Form>
    </AuthCard>
  )
}
