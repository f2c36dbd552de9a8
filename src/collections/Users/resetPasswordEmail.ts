import { getEnv } from '../../lib/env'

/** How long a reset link works: one hour. */
export const RESET_LINK_LIFETIME_MS = 60 * 60 * 1000

/** The page of the site (not the admin's) where the link's token sets a new password. */
export function resetPasswordUrl(token: string): string {
  const site = getEnv().NEXT_PUBLIC_SERVER_URL.replace(/\/+$/, '')
  return `${site}/reset-password?token=${encodeURIComponent(token)}`
}

export const resetPasswordEmailSubject = () => 'Reset your password'

export function resetPasswordEmailHTML({ token }: { token?: string } = {}): string {
  const url = resetPasswordUrl(token ?? '')
  return [
    '<p>Someone (hopefully you) asked to reset the password of your account.</p>',
    `<p><a href="${url}">Choose a new password</a></p>`,
    `<p>Or paste this address into your browser: ${url}</p>`,
    '<p>The link works once, within one hour. If you did not ask for it, ignore this e-mail: your password stays as it is.</p>',
  ].join('\n')
}
