'use client'

import { useRouter } from 'next/navigation'
import React, { useEffect, useId, useRef, useState } from 'react'
import styled from 'styled-components'

import { toast } from '@/components/toast/toastStore'
import { Button } from '@/components/ui/Button'
import { apiRequest } from '@/lib/api/client'
import { theme } from '@/styles/theme'
import { fieldInput, framed } from '@/styles/mixins'

/** Spec §9: the sign-up success panel stays this long before the crash course opens. */
export const REDIRECT_DELAY_MS = 1000

type Status = 'idle' | 'submitting' | 'success'

// The schema (and zod with it) loads when the visitor starts typing, keeping it off the first paint.
const loadSchema = () => import('@/lib/validations/auth').then((loaded) => loaded.newsletterSchema)

const Form = styled.form`
  display: flex;
  flex-direction: column;
  gap: ${theme.space(3)};
  width: 100%;
  max-width: 520px;
`

const Row = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${theme.space(3)};
  @media (min-width: 480px) {
    flex-direction: row;
    align-items: flex-start;
  }
`

const Field = styled.div`
  display: flex;
  flex: 1;
  flex-direction: column;
  gap: ${theme.space(1)};
`

const Input = styled.input`
  min-height: 48px;
  padding: 0 ${theme.space(4)};
  ${fieldInput}
  &[aria-invalid='true'] {
    border-color: ${theme.colors.destructive};
  }
`

const FieldError = styled.p`
  margin: 0;
  color: ${theme.colors.destructive};
  font-size: ${theme.fontSizes.sm};
`

const SuccessPanel = styled.div`
  max-width: 520px;
  padding: ${theme.space(5)};
  ${framed(theme.colors.success)}
  background: ${theme.colors.surface};
  h2 {
    margin: 0 0 ${theme.space(1)};
    color: ${theme.colors.success};
    font-size: ${theme.fontSizes.xl};
  }
  p {
    margin: 0;
  }
`

/** The hero's crash-course sign-up (spec §4): idle, submitting, then Thank you! and /crash-course. */
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
      <SuccessPanel role="status">
        <h2>Thank you!</h2>
        <p>Check your email for the next steps.</p>
      </SuccessPanel>
    )
  }

  const submitting = status === 'submitting'
  return (
    <Form onSubmit={signUp} noValidate aria-label="Free crash course sign-up">
      <Row>
        <Field>
          <label htmlFor={inputId} className="visually-hidden">
            Email address
          </label>
          <Input
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
          {error && <FieldError id={errorId}>{error}</FieldError>}
        </Field>
        <Button type="submit" $size="lg" disabled={submitting}>
          {submitting ? 'Signing up...' : 'Sign Up Free'}
        </Button>
      </Row>
    </Form>
  )
}
