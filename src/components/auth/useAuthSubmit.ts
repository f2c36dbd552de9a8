'use client'

import type React from 'react'
import { useState } from 'react'

import { toast } from '@/components/toast/toastStore'
import { apiRequest, failureMessage } from '@/lib/api/client'

type AuthSchemas = typeof import('@/lib/validations/auth')

/**
 * Each form's shared schema (src/lib/validations/auth.ts), endpoint (spec §7), and failure texts
 * (spec §8): `missing` when the server's answer has no error text, `fallback` when it is unreadable.
 */
const AUTH_FORMS = {
  login: {
    schema: 'signInSchema',
    path: '/api/auth/login',
    failure: { missing: 'Login failed', fallback: 'Login failed. Please try again.' },
  },
  signup: {
    schema: 'signupFormSchema',
    path: '/api/auth/signup',
    failure: { missing: 'Signup failed', fallback: 'Signup failed. Please try again.' },
  },
  changePassword: {
    schema: 'changePasswordFormSchema',
    path: '/api/auth/change-password',
    failure: { missing: 'Password change failed', fallback: 'Failed to change password. Please try again.' },
  },
  forgotPassword: {
    schema: 'forgotPasswordSchema',
    path: '/api/auth/forgot-password',
    failure: { missing: 'Request failed', fallback: 'Something went wrong. Please try again.' },
  },
  resetPassword: {
    schema: 'resetPasswordFormSchema',
    path: '/api/auth/reset-password',
    failure: { missing: 'Password reset failed', fallback: 'Failed to reset password. Please try again.' },
  },
} as const satisfies Record<string, { schema: keyof AuthSchemas; path: string; failure: object }>

// zod loads with the first submit, not with the page: most visits to a form never send it.
const loadSchema = (form: keyof typeof AUTH_FORMS) =>
  import('@/lib/validations/auth').then((schemas) => schemas[AUTH_FORMS[form].schema])

/**
 * The submit of the five auth forms (login, signup, change, forgot and reset password): read the
 * form's fields by name, validate them with the shared schema, stay busy while the call runs, clear
 * the fields when it succeeds, and toast the spec's failure text when it does not (`showFailure`
 * may show it instead, returning true).
 */
export function useAuthSubmit<Answer = unknown>(
  form: keyof typeof AUTH_FORMS,
  onSuccess: (answer: Answer) => Promise<void> | void,
  showFailure?: (message: string) => boolean,
) {
  const { path, failure } = AUTH_FORMS[form]
  const [busy, setBusy] = useState(false)

  /** The form's onSubmit; `extra` adds values that are not fields (the reset link's token). */
  const submit =
    (extra: Record<string, string> = {}) =>
    async (event: React.FormEvent<HTMLFormElement>) => {
      event.preventDefault()
      const fields = event.currentTarget
      const values = { ...Object.fromEntries(new FormData(fields)), ...extra }
      const parsed = (await loadSchema(form)).safeParse(values)
      if (!parsed.success) {
        toast({ title: 'Error', description: parsed.error.issues[0]?.message, variant: 'destructive' })
        return
      }
      setBusy(true)
      try {
        const answer = await apiRequest<Answer>('POST', path, parsed.data)
        fields.reset()
        await onSuccess(answer)
      } catch (error) {
        const message = failureMessage(error, failure)
        if (!showFailure?.(message)) toast({ title: 'Error', description: message, variant: 'destructive' })
      } finally {
        setBusy(false)
      }
    }

  return { busy, submit }
}
