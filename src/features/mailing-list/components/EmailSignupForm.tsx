'use client'

import { useRouter } from 'next/navigation'
import React, { useEffect, useId, useRef, useState } from 'react'

import { toast } from '@/ui/toast/toastStore'
import { BusyButton } from '@/ui/BusyButton'
import { apiRequest } from '@/platform/http/apiClient'

/** Spec §9: the sign-up success panel stays this long before the crash course opens. */
export const REDIRECT_DELAY_MS = 1000

type Status = 'idle' | 'submitting' | 'success'

// The schema (and zod with it) loads when the visitor starts typing, keeping it off the first paint.
const loadSchema = () => import('../validations').then((loaded) => loaded.newsletterSchema)

/**
 * The hero's crash-course sign-up (spec §4): idle, submitting, then Thank you! and /crash-course.
 * Plain elements with classes, styled by the server-rendered hero (signupFormRules in HomeView), so
 * the form loads no styling code in the browser.
 */
export function EmailSignupForm() {
  const router = useRouter()
  const inputId = useId()
  const errorId = `${inputId}-error`
  const [email, setEmail] = useState('')
  const [error, setError] = useState<string | null>(null)
  const [status, setStatus] = useState<Status>('idle')
  const redirectTimer = useRef<ReturnType<typeof setTimeout> | null>(null)
  const busy = useRef(false)

  useEffect(
    () => () => {
      if (redirectTimer.current) clearTimeout(redirectTimer.current)
    },
    [],
  )

  async function signUp(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault()
    if (busy.current) return
    busy.current = true
    try {
      await submit()
    } finally {
      busy.current = false
    }
  }

  async function submit() {
    const newsletterSchema = await loadSchema()
    const parsed = newsletterSchema.safeParse({ email })
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message ?? 'Please enter a valid email address')
      return
    }
    setError(null)
    setStatus('submitting')
    try {
      await apiRequest('POST', '/api/email-signup', { email: parsed.data.email })
    } catch {
      setStatus('idle')
      toast({
        title: 'Error',
        description: 'Something went wrong. Please try again.',
        variant: 'destructive',
      })
      return
    }
    setStatus('success')
    toast({
      title: 'Success!',
      description: "You've been added to the list. Check your email for next steps.",
    })
    redirectTimer.current = setTimeout(() => router.push('/crash-course'), REDIRECT_DELAY_MS)
  }

  if (status === 'success') {
    return (
      <div className="signup-success" role="status">
        <h2>Thank you!</h2>
        <p>Check your email for the next steps.</p>
      </div>
    )
  }

  const submitting = status === 'submitting'
  return (
    <form className="signup-form" onSubmit={signUp} noValidate aria-label="Free crash course sign-up">
      <div className="signup-form__row">
        <div className="signup-form__field">
          <label htmlFor={inputId} className="visually-hidden">
            Email address
          </label>
          <input
            className="signup-form__input"
            id={inputId}
            type="email"
            name="email"
            autoComplete="email"
            placeholder="Enter your email"
            value={email}
            onChange={(event) => setEmail(event.target.value)}
            onFocus={() => void loadSchema()}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? errorId : undefined}
            disabled={submitting}
          />
          {error && (
            <p className="signup-form__error" id={errorId} role="alert">
              {error}
            </p>
          )}
        </div>
        <BusyButton type="submit" $size="lg" busy={submitting}>
          {submitting ? 'Signing up...' : 'Sign Up Free'}
        </BusyButton>
      </div>
    </form>
  )
}
