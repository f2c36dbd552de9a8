'use client'

import type React from 'react'
import { useRef, useState } from 'react'

import { toast } from '@/ui/toast/toastStore'
import { apiRequest, failureMessage } from '@/platform/http/apiClient'

type AuthSchemas = typeof import('@/features/accounts/validations')

/** Each form's shared schema (src/features/accounts/validations.ts). */
const SCHEMAS = {
  login: 'signInSchema',
  signup: 'signupFormSchema',
  changePassword: 'changePasswordFormSchema',
  forgotPassword: 'forgotPasswordSchema',
  resetPassword: 'resetPasswordFormSchema',
} as const satisfies Record<string, keyof AuthSchemas>

type AuthForm = keyof typeof SCHEMAS

/**
 * Each form's failure texts (spec §8): `missing` when the server's answer has no error text,
 * `fallback` when it is unreadable.
 */
const FAILURES: Record<AuthForm, { missing: string; fallback: string }> = {
  login: { missing: 'Login failed', fallback: 'Login failed. Please try again.' },
  signup: { missing: 'Signup failed', fallback: 'Signup failed. Please try again.' },
  changePassword: {
    missing: 'Password change failed',
    fallback: 'Failed to change password. Please try again.',
  },
  forgotPassword: { missing: 'Request failed', fallback: 'Something went wrong. Please try again.' },
  resetPassword: {
    missing: 'Password reset failed',
    fallback: 'Failed to reset password. Please try again.',
  },
}

/** Each form's endpoint (spec §7) is its name in kebab case: changePassword posts to /api/auth/change-password. */
const endpoint = (form: AuthForm) =>
  `/api/auth/${form.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`)}`

// zod loads with the first submit, not with the page: most visits to a form never send it.
const loadSchema = (form: AuthForm) =>
  import('@/features/accounts/validations').then((schemas) => schemas[SCHEMAS[form]])

/**
 * The submit of the five auth forms (login, signup, change, forgot and reset password): read the
 * form's fields by name, validate them with the shared schema, stay busy while the call runs, clear
 * the fields when it succeeds, and toast the spec's failure text when it does not (`showFailure`
 * may show it instead, returning true).
 */
export function useAuthSubmit<Answer = unknown>(
  form: AuthForm,
  onSuccess: (answer: Answer) => Promise<void> | void,
  showFailure?: (message: string) => boolean,
) {
  const [busy, setBusy] = useState(false)
  // Set at once, before the schema loads: a second click in that time must not send the form again.
  const sending = useRef(false)

  /** The form's onSubmit; `extra` adds values that are not fields (the reset link's token). */
  const submit =
    (extra: Record<string, string> = {}) =>
    async (event: React.FormEvent<HTMLFormElement>) => {
      event.preventDefault()
      if (sending.current) return
      sending.current = true
      try {
        const fields = event.currentTarget
        const values = { ...Object.fromEntries(new FormData(fields)), ...extra }
        const parsed = (await loadSchema(form)).safeParse(values)
        if (!parsed.success) {
          toast({ title: 'Error', description: parsed.error.issues[0]?.message, variant: 'destructive' })
          return
        }
        setBusy(true)
        try {
          const answer = await apiRequest<Answer>('POST', endpoint(form), parsed.data)
          fields.reset()
          await onSuccess(answer)
        } catch (error) {
          const message = failureMessage(error, FAILURES[form])
          if (!showFailure?.(message)) toast({ title: 'Error', description: message, variant: 'destructive' })
        } finally {
          setBusy(false)
        }
      } finally {
        sending.current = false
      }
    }

  return { busy, submit }
}
