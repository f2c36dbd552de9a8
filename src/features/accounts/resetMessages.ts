/*
 * The password reset's fixed answers, apart from the schemas: the reset forms show them, and a
 * browser bundle that imports them from auth.ts would carry all of zod for two strings.
 */

/** The one answer of POST /api/auth/forgot-password, whether the account exists or not. */
export const RESET_LINK_SENT_MESSAGE =
  "If an account exists for that email, we've sent a link to reset your password."
export const INVALID_RESET_LINK_MESSAGE = 'This reset link is invalid or has expired.'
