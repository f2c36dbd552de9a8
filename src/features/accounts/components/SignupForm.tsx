'use client'

import { useRouter } from 'next/navigation'
import React from 'react'

import { toast } from '@/ui/toast/toastStore'

import { AuthCard } from './AuthCard'
import { EmailField, Form, FormField, PasswordField, SubmitButton } from './FormField'
import { useAuthSubmit } from './useAuthSubmit'

/** Spec §2 Signup and §4 Signup success: toast, then /login. */
export function SignupForm() {
  const router = useRouter()
  const { busy, submit } = useAuthSubmit('signup', () => {
    toast({ title: 'Account created!', description: 'Your account is ready. Please sign in.' })
    router.push('/login')
  })

  return (
    <AuthCard
      title="Create Your Account"
      description="Sign up to track your progress through the programs."
      footer={{ text: 'Already have an account?', linkLabel: 'Sign in', href: '/login' }}
    >
      <Form onSubmit={submit()}>
        <FormField label="Name" name="name" autoComplete="name" placeholder="Your name (optional)" />
        <EmailField />
        <PasswordField label="Password" name="password" isNew placeholder="at least 8 characters" />
        <PasswordField label="Confirm Password" name="confirmPassword" isNew />
        <SubmitButton busy={busy} label="Create Account" busyLabel="Creating account..." />
      </Form>
    </AuthCard>
  )
}
