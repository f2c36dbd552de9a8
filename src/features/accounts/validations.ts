import { z } from 'zod'

import { emailAddress, MAX_PASSWORD_LENGTH, MIN_PASSWORD_LENGTH, textField } from '@/platform/validation'

import { safeNextPath } from './nextPath'
import { INVALID_RESET_LINK_MESSAGE } from './resetMessages'

export const MAX_NAME_LENGTH = 100

const TOO_LONG_NAME = `Name must be at most ${MAX_NAME_LENGTH} characters`
const tooLongPassword = (field: string) => `${field} must be at most ${MAX_PASSWORD_LENGTH} characters`
/** Payload refuses to check a password that is only white space, so no account may be given one. */
const hasNonSpace = (value: string) => value.trim() !== ''
const onlySpaces = (field: string) => `${field} must not be only spaces`

/**
 * Characters a name is shown without: C0 and C1 controls (a NUL cut the stored name short) and the
 * bidirectional embeddings, overrides and isolates (which reorder the text shown after the name).
 */
const UNSHOWABLE_IN_NAME = /[\u0000-\u001f\u007f-\u009f\u202a-\u202e\u2066-\u2069]/
export const CONTROL_CHARACTERS_IN_NAME = 'Name must not contain control characters'

/** Why a name cannot be kept as typed, or null. */
export const nameProblem = (value: string): string | null =>
  UNSHOWABLE_IN_NAME.test(value) ? CONTROL_CHARACTERS_IN_NAME : null

const name = z
  .string('Name must be text')
  .trim()
  .max(MAX_NAME_LENGTH, TOO_LONG_NAME)
  .refine((value) => nameProblem(value) === null, CONTROL_CHARACTERS_IN_NAME)

export const signInSchema = z.object({
  email: emailAddress,
  password: z
    .string(textField('Password', 'Password is required'))
    .min(1, 'Password is required')
    .max(MAX_PASSWORD_LENGTH, tooLongPassword('Password'))
    .refine(hasNonSpace, 'Password is required'),
})

export const registrationSchema = z.object({
  email: emailAddress,
  password: z
    .string(textField('Password', 'Password must be at least 8 characters'))
    .min(MIN_PASSWORD_LENGTH, 'Password must be at least 8 characters')
    .max(MAX_PASSWORD_LENGTH, tooLongPassword('Password'))
    .refine(hasNonSpace, onlySpaces('Password')),
  name: name.optional(),
})

export const changePasswordSchema = z
  .object({
    currentPassword: z
      .string(textField('Current password', 'Current password is required'))
      .min(1, 'Current password is required')
      .max(MAX_PASSWORD_LENGTH, tooLongPassword('Current password'))
      .refine(hasNonSpace, 'Current password is required'),
    newPassword: z
      .string(textField('New password', 'New password must be at least 8 characters'))
      .min(MIN_PASSWORD_LENGTH, 'New password must be at least 8 characters')
      .max(MAX_PASSWORD_LENGTH, tooLongPassword('New password'))
      .refine(hasNonSpace, onlySpaces('New password')),
    confirmPassword: z
      .string(textField('Password confirmation', 'Please confirm your password'))
      .min(1, 'Please confirm your password')
      .max(MAX_PASSWORD_LENGTH, tooLongPassword('Password confirmation')),
  })
  .refine((data) => data.newPassword === data.confirmPassword, {
    message: 'Passwords do not match',
    path: ['confirmPassword'],
  })

const NOT_A_SITE_PATH = 'next must be a path of this site, starting with /'

/** A path of this site to lead to after signing in (`?next=`), as safeNextPath reads it. */
const nextPath = z
  .string(NOT_A_SITE_PATH)
  .max(2048, 'next must be at most 2048 characters')
  .transform((value, ctx) => {
    const path = safeNextPath(value)
    if (path !== null) return path
    ctx.addIssue({ code: 'custom', message: NOT_A_SITE_PATH })
    return z.NEVER
  })

/** `next` (optional): where the e-mailed link leads after signing in, carried from an expired link. */
export const forgotPasswordSchema = z.object({ email: emailAddress, next: nextPath.optional() })

export const resetPasswordSchema = z
  .object({
    token: z
      .string(INVALID_RESET_LINK_MESSAGE)
      .trim()
      .min(1, INVALID_RESET_LINK_MESSAGE)
      .max(256, INVALID_RESET_LINK_MESSAGE),
    password: z
      .string(textField('Password', 'Password must be at least 8 characters'))
      .min(MIN_PASSWORD_LENGTH, 'Password must be at least 8 characters')
      .max(MAX_PASSWORD_LENGTH, tooLongPassword('Password'))
      .refine(hasNonSpace, onlySpaces('Password')),
    confirmPassword: z
      .string(textField('Password confirmation', 'Please confirm your password'))
      .min(1, 'Please confirm your password')
      .max(MAX_PASSWORD_LENGTH, tooLongPassword('Password confirmation')),
  })
  .refine((data) => data.password === data.confirmPassword, {
    message: 'Passwords do not match',
    path: ['confirmPassword'],
  })

/**
 * The on-screen forms (spec §5) check that the two passwords match before anything else, then
 * apply the schema the endpoint applies (which drops the sign-up's confirmation, unknown to its API).
 */
const passwordsMatch = (data: { password: string; confirmPassword: string }) =>
  data.password === data.confirmPassword

export const signupFormSchema = z
  .object({
    email: z.string(),
    password: z.string(),
    confirmPassword: z.string(),
    name: z.string().optional(),
  })
  .refine(passwordsMatch, { message: 'Passwords do not match', path: ['confirmPassword'] })
  .transform(({ email, password, name }) => ({ email, password, ...(name?.trim() ? { name } : {}) }))
  .pipe(registrationSchema)

export const resetPasswordFormSchema = z
  .object({ token: z.string(), password: z.string(), confirmPassword: z.string() })
  .refine(passwordsMatch, { message: 'Passwords do not match', path: ['confirmPassword'] })
  .pipe(resetPasswordSchema)

export const changePasswordFormSchema = z
  .object({ currentPassword: z.string(), newPassword: z.string(), confirmPassword: z.string() })
  .refine((data) => data.newPassword === data.confirmPassword, {
    message: 'New passwords do not match',
    path: ['confirmPassword'],
  })
  .pipe(changePasswordSchema)

export type SignInInput = z.infer<typeof signInSchema>
export type RegistrationInput = z.infer<typeof registrationSchema>
export type ChangePasswordInput = z.infer<typeof changePasswordSchema>

/** Bulk import (spec §3 "Bulk import user", §7 bulk-import payload). */
export const MAX_IMPORT_USERS = 10_000
export const INVALID_IMPORT_FORMAT = 'Invalid format. Please provide an array of users.'

export const bulkImportUserSchema = z.object(
  {
    email: z.string('Email is required').pipe(emailAddress),
    name: name.nullish().transform((value) => value || undefined),
  },
  'Each user must be an object with an email',
)

export const bulkImportSchema = z.object({
  users: z
    .array(z.unknown(), INVALID_IMPORT_FORMAT)
    .max(MAX_IMPORT_USERS, `At most ${MAX_IMPORT_USERS} users per import`),
  password: z
    .string(textField('Password', 'Password is required'))
    .min(MIN_PASSWORD_LENGTH, 'Password must be at least 8 characters')
    .max(MAX_PASSWORD_LENGTH, tooLongPassword('Password'))
    .refine(hasNonSpace, onlySpaces('Password')),
})

export type BulkImportUser = z.infer<typeof bulkImportUserSchema>
export type BulkImportInput = z.infer<typeof bulkImportSchema>

/** What the import page reads from the text area: a JSON array of { email, name? }. */
export function parseImportText(text: string): { users: unknown[] } | { error: string } {
  let parsed: unknown
  try {
    parsed = JSON.parse(text)
  } catch (error) {
    return { error: error instanceof Error ? error.message : String(error) }
  }
  if (!Array.isArray(parsed)) return { error: INVALID_IMPORT_FORMAT }
  return { users: parsed }
}
