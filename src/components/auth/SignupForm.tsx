'use client'

import { useRouter } from 'next/navigation'
import React, { useState } from 'react'

import { toast } from '@/components/toast/toastStore'
import { Button } from '@/components/ui/Button'
import { apiRequest } from '@/lib/api/client'
import { MIN_PASSWORD_LENGTH } from '@/lib/validations/auth'

import { AuthCard } from './AuthCard'
import { failureText } from './failureText'
import { Form, FormField } from './FormField'

/** The on-screen rules of the sign-up form (spec §5), in the order they are checked. */
export function signupProblem(password: string, confirmPassword: string): string | null {
  if (password !== confirmPassword) return 'Passwords do not match'
  if (password.length < MIN_PASSWORD_LENGTH) return 'Password must be at least 8 characters'
  return null
}

/** Spec §2 Signup and §4 Signup success: toast, then /login. */
export function SignupForm() {
  const router = useRouter()
  const [name, setName] = useState('')
  const [email, setEmail] = useState('')
  const [password, setPassword] = useState('')
  const [confirmPassword, setConfirmPassword] = useState('')
  const [busy, setBusy] = useState(false)

  const createAccount = async (event: React.FormEvent) => {
    event.preventDefault()
    const problem = signupProblem(password, confirmPassword)
    if (problem) {
      toast({ title: 'Error', description: problem, variant: 'destructive' })
      return
    }
    setBusy(true)
    try {
      const trimmedName = name.trim()
      await apiRequest('POST', '/api/auth/signup', {
        email,
        password,
        ...(trimmedName ? { name: trimmedName } : {}),
      })
      toast({ title: 'Account created!', description: 'Your account is ready. Please sign in.' })
      router.push('/login')
    } catch (error) {
      toast({
        title: 'Error',
        description: failureText(error, {
          missing: 'Signup failed',
          fallback: 'Signup failed. Please try again.',
        }),
        variant: 'destructive',
      })
      setBusy(false)
    }
  }

  return (
    <AuthCard
      title="Create Your Account"
      description="Sign up to track your progress through the programs."
      footer={{ text: 'Already have an account?', linkLabel: 'Sign in', href: '/login' }}
    >
      <Form onSubmit={createAccount}>
        <FormField
          label="Name"
          name="name"
          autoComplete="name"
          placeholder="Your name (optional)"
          value={name}
          onValueChange={setName}
        />
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
          autoComplete="new-password"
          placeholder="at least 8 characters"
          required
          value={password}
          onValueChange={setPassword}
        />
        <FormField
          label="Confirm Password"
          type="password"
          name="confirmPassword"
          autoComplete="new-password"
          required
          value={confirmPassword}
          onValueChange={setConfirmPassword}
        />
        <Button type="submit" $block disabled={busy}>
          {busy ? 'Creating account...' : 'Create Account'}
        </Button>
      </Form>
    </AuthCard>
  )
}
