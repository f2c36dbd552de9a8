import crypto from 'node:crypto'

import { parseCookies } from 'payload'

import { getEnv } from '@/platform/env'

/**
 * OWASP's "device cookie" against lockout attacks: a browser that signed in to an account with
 * the right password gets a signed cookie naming that account and a random nonce. A later sign-in
 * to the same account that presents it comes from a trusted device: it is counted against the
 * nonce's own budget instead of the account's lockout, so a stranger's wrong guesses cannot lock
 * the owner's own browser out. The cookie carries no session; it only vouches that this browser
 * once knew the password.
 */
export const DEVICE_COOKIE = 'login-device'
const LIFETIME_SECONDS = 180 * 24 * 60 * 60

const base64url = (text: string) => Buffer.from(text, 'utf8').toString('base64url')
const normalise = (email: string) => email.trim().toLowerCase()

function signature(payloadPart: string): string {
  const key = crypto.createHash('sha256').update(`device-cookie:${getEnv().PAYLOAD_SECRET}`).digest()
  return crypto.createHmac('sha256', key).update(payloadPart).digest('base64url')
}

/** A fresh device cookie's value for `email`: `<account>.<nonce>.<signature>`. */
export function deviceCookieValue(email: string): string {
  const payloadPart = `${base64url(normalise(email))}.${crypto.randomBytes(16).toString('hex')}`
  return `${payloadPart}.${signature(payloadPart)}`
}

/** The Set-Cookie header of a fresh device cookie for `email` (HttpOnly, sent only to /api). */
export function deviceCookieHeader(email: string): string {
  const secure = getEnv().NEXT_PUBLIC_SERVER_URL.startsWith('https://') ? '; Secure' : ''
  return `${DEVICE_COOKIE}=${deviceCookieValue(email)}; Path=/api; Max-Age=${LIFETIME_SECONDS}; HttpOnly; SameSite=Lax${secure}`
}

/**
 * The nonce of the request's device cookie when it is genuine (our signature) and names `email`,
 * or null: a forged, altered or other account's cookie makes the device untrusted.
 */
export function trustedDeviceNonce(headers: Headers, email: string): string | null {
  const value = parseCookies(headers).get(DEVICE_COOKIE)
  const parts = value?.split('.')
  if (!parts || parts.length !== 3) return null
  const [account, nonce, sent] = parts
  const expected = Buffer.from(signature(`${account}.${nonce}`))
  const given = Buffer.from(sent)
  if (given.length !== expected.length || !crypto.timingSafeEqual(given, expected)) return null
  return account === base64url(normalise(email)) ? nonce : null
}
