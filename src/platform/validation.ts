/** The input rules that features share, safe in the browser (the forms check them before they post). */
// date-fns by function: its index (or `parse`) loaded through Node 24's module loader costs the
// server's primary and each worker about 140-230 MB (this module is in dist/server.mjs).
import { isValid } from 'date-fns/isValid'
import { parseISO } from 'date-fns/parseISO'
import { z } from 'zod'

/** A day of the calendar as YYYY-MM-DD (2026-02-31 is not one). */
export const isCalendarDay = (value: unknown): value is string =>
  typeof value === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(value) && isValid(parseISO(value))

/**
 * A text field's zod message when its value is not text: `required` when it is missing (or null),
 * "<field> must be text" for a value of another type. Its checks (min, max) each name their own.
 */
export const textField = (field: string, required: string) => ({
  error: (issue: { input?: unknown }) =>
    issue.input === undefined || issue.input === null ? required : `${field} must be text`,
})

export const MIN_PASSWORD_LENGTH = 8
export const MAX_PASSWORD_LENGTH = 128

/** RFC 5321: 64 characters before the @, 254 in all. */
export const MAX_EMAIL_LENGTH = 254
export const MAX_EMAIL_LOCAL_PART_LENGTH = 64

const TOO_LONG_EMAIL = `Email must be at most ${MAX_EMAIL_LENGTH} characters`
const TOO_LONG_LOCAL_PART = `Email must have at most ${MAX_EMAIL_LOCAL_PART_LENGTH} characters before the @`

/** Why an e-mail address is too long for RFC 5321, or null. */
export function emailLengthError(address: string): string | null {
  if (address.length > MAX_EMAIL_LENGTH) return TOO_LONG_EMAIL
  const at = address.lastIndexOf('@')
  if (at > MAX_EMAIL_LOCAL_PART_LENGTH) return TOO_LONG_LOCAL_PART
  return null
}

/**
 * Every label of the domain starts and ends with a letter or digit (`example-.com` is not a host
 * name), as the users collection's own e-mail check requires: zod's check alone lets it through,
 * and an address Payload then refuses could be imported but never changed.
 */
const hasPlainDomainLabels = (address: string) =>
  address
    .slice(address.lastIndexOf('@') + 1)
    .split('.')
    .every((label) => !label.startsWith('-') && !label.endsWith('-'))

/** An e-mail address as every form and endpoint takes it (accounts and the mailing list): trimmed, lower-cased, RFC 5321 lengths. */
export const emailAddress = z
  .string('Please enter a valid email address')
  .trim()
  .toLowerCase()
  .max(MAX_EMAIL_LENGTH, TOO_LONG_EMAIL)
  .refine((address) => address.lastIndexOf('@') <= MAX_EMAIL_LOCAL_PART_LENGTH, TOO_LONG_LOCAL_PART)
  .pipe(z.email('Please enter a valid email address'))
  .refine(hasPlainDomainLabels, 'Please enter a valid email address')
