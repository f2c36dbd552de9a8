import { TZDate } from '@date-fns/tz'
import { format } from 'date-fns'
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

/** Set on `req.context` to when the e-mailed link stops working (an ISO date). */
const RESET_EXPIRES = 'resetExpires'

/**
 * A new reset request does not break the link the member already has: while the stored token is
 * still valid, Payload's fresh token is replaced by it, and so is the new expiry (the new e-mail
 * carries the same link, which stops working when it would have: asking again never makes a link
 * live longer).
 */
export const keepValidResetToken: CollectionBeforeChangeHook = ({ data, originalDoc, operation, req }) => {
  if (operation !== 'update' || typeof data?.resetPasswordToken !== 'string') return data
  const { resetPasswordToken: stored, resetPasswordExpiration: expires } = (originalDoc ?? {}) as {
    resetPasswordToken?: unknown
    resetPasswordExpiration?: unknown
  }
  if (
    typeof stored !== 'string' ||
    typeof expires !== 'string' ||
    new Date(expires).getTime() <= Date.now()
  ) {
    if (typeof data.resetPasswordExpiration === 'string')
      req.context[RESET_EXPIRES] = data.resetPasswordExpiration
    return data
  }
  req.context[KEPT_RESET_TOKEN] = stored
  req.context[RESET_EXPIRES] = expires
  return { ...data, resetPasswordToken: stored, resetPasswordExpiration: expires }
}

/**
 * A new password, set by anyone anywhere (the member's change, an admin's edit), ends any reset
 * link sent before it. Payload's own reset expires its token itself.
 */
export const clearResetTokenOnPasswordChange: CollectionBeforeChangeHook = ({ data, operation }) => {
  if (operation === 'update' && typeof data?.password === 'string') {
    return { ...data, resetPasswordToken: null, resetPasswordExpiration: null }
  }
  return data
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

/** "05:48 UTC on 27 November 2026" */
const utcMinute = (date: Date): string => format(new TZDate(date, 'UTC'), "HH:mm 'UTC on' d MMMM yyyy")

/**
 * The reset e-mail. It names when it was asked for: a second request (at least RESET_EMAIL_INTERVAL_MS
 * later) that carries the kept link is then a message of its own, which the outbox sends rather than
 * taking for the first one again.
 */
export function resetPasswordEmailHTML({
  req,
  token,
}: { req?: PayloadRequest; token?: string } = {}): string {
  const next = req?.context[RESET_NEXT]
  const url = resetPasswordUrl(linkToken(req, token), { next: typeof next === 'string' ? next : undefined })
  const expires = req?.context[RESET_EXPIRES]
  const until =
    typeof expires === 'string' && !Number.isNaN(Date.parse(expires))
      ? `until ${utcMinute(new Date(expires))}`
      : 'within one hour'
  return [
    `<p>Someone (hopefully you) asked to reset the password of your account at ${utcMinute(new Date(Date.now()))}.</p>`,
    `<p><a href="${url}">Choose a new password</a></p>`,
    `<p>Or paste this address into your browser: ${url}</p>`,
    `<p>The link works once, ${until}. If you did not ask for it, ignore this e-mail: your password stays as it is.</p>`,
  ].join('\n')
}
