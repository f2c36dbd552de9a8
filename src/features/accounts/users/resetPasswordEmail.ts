import type { CollectionBeforeChangeHook, PayloadRequest } from 'payload'

import { getEnv } from '@/platform/env'

/** How long a reset link works: one hour. */
export const RESET_LINK_LIFETIME_MS = 60 * 60 * 1000

/**
 * At most one reset e-mail per account in this time (Payload's forgotPassword.minRequestInterval,
 * reserved atomically on the account's row): a later request answers the same 200 and sends nothing.
 */
export const RESET_EMAIL_INTERVAL_MS = 10 * 60 * 1000

/** Set on `req.context` to the token a new reset e-mail must carry (see keepValidResetToken). */
const KEPT_RESET_TOKEN = 'keptResetToken'

/**
 * A new reset request does not break the link the member already has: while the stored token is
 * still valid, Payload's fresh token is replaced by it (the new e-mail carries the same link, valid
 * one hour from the new request).
 */
export const keepValidResetToken: CollectionBeforeChangeHook = ({ data, originalDoc, operation, req }) => {
  if (operation !== 'update' || typeof data?.resetPasswordToken !== 'string') return data
  const { resetPasswordToken: stored, resetPasswordExpiration: expires } = (originalDoc ?? {}) as {
    resetPasswordToken?: unknown
    resetPasswordExpiration?: unknown
  }
  if (typeof stored !== 'string' || typeof expires !== 'string' || new Date(expires).getTime() <= Date.now())
    return data
  req.context[KEPT_RESET_TOKEN] = stored
  return { ...data, resetPasswordToken: stored }
}

/** Set on `req.context` to the path of this site the e-mailed link leads to after signing in. */
const RESET_NEXT = 'resetNext'

/** The context of a forgotPassword call whose e-mailed link carries `next` (already checked). */
export const resetEmailContext = (next: string | undefined) => (next ? { [RESET_NEXT]: next } : {})

const linkToken = (req: PayloadRequest | undefined, token: string | undefined) => {
  const kept = req?.context[KEPT_RESET_TOKEN]
  return typeof kept === 'string' ? kept : (token ?? '')
}

/**
 * The page of the site (not the admin's) where the link's token sets a new password; `next`, a
 * path of the site, is where signing in with it leads (a buyer's first lesson); `firstPassword`
 * words the page for an account that never had one.
 */
export function resetPasswordUrl(
  token: string,
  { next, firstPassword = false }: { next?: string; firstPassword?: boolean } = {},
): string {
  const site = getEnv().NEXT_PUBLIC_SERVER_URL.replace(/\/+$/, '')
  // The next path keeps its slashes, as a reader of the e-mail sees them: they need no escaping in a query
  const nextParam = next ? `&next=${encodeURIComponent(next).replace(/%2F/g, '/')}` : ''
  return `${site}/reset-password?token=${encodeURIComponent(token)}${nextParam}${firstPassword ? '&first=1' : ''}`
}

export const resetPasswordEmailSubject = () => 'Reset your password'

export function resetPasswordEmailHTML({
  req,
  token,
}: { req?: PayloadRequest; token?: string } = {}): string {
  const next = req?.context[RESET_NEXT]
  const url = resetPasswordUrl(linkToken(req, token), { next: typeof next === 'string' ? next : undefined })
  return [
    '<p>Someone (hopefully you) asked to reset the password of your account.</p>',
    `<p><a href="${url}">Choose a new password</a></p>`,
    `<p>Or paste this address into your browser: ${url}</p>`,
    '<p>The link works once, within one hour. If you did not ask for it, ignore this e-mail: your password stays as it is.</p>',
  ].join('\n')
}
