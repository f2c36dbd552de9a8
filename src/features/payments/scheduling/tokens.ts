import { createHmac, timingSafeEqual } from 'node:crypto'

import { getEnv } from '@/platform/env'

/**
 * The signed link of one booking (/bookings/<token>): the booking's id, an expiry (seconds since
 * the epoch) and an HMAC of both under a key derived from PAYLOAD_SECRET. Whoever holds the link
 * manages the booking, as with the receipt of any booking service; nothing else names a booking.
 */

const SIGNATURE_LENGTH = 32
// Lower case only: page paths are matched case-insensitively (a capital redirects to lower case)
const TOKEN_PATTERN = /^([a-z0-9]{1,32})\.([0-9a-z]{1,12})\.([0-9a-f]{32})$/

const signingKey = () => createHmac('sha256', getEnv().PAYLOAD_SECRET).update('booking-links').digest()

const sign = (id: string, expiry: string) =>
  createHmac('sha256', signingKey())
    .update(`booking:${id}.${expiry}`)
    .digest('hex')
    .slice(0, SIGNATURE_LENGTH)

export function createBookingToken(id: number | string, expiresAt: Date): string {
  const expiry = Math.floor(expiresAt.getTime() / 1000).toString(36)
  return `${id}.${expiry}.${sign(String(id), expiry)}`
}

export type TokenCheck = { ok: true; bookingId: string } | { ok: false; reason: 'invalid' | 'expired' }

/** The booking a token names, when its signature holds and it has not expired at `now`. */
export function verifyBookingToken(token: unknown, now: Date = new Date()): TokenCheck {
  if (typeof token !== 'string') return { ok: false, reason: 'invalid' }
  const match = TOKEN_PATTERN.exec(token)
  if (!match) return { ok: false, reason: 'invalid' }
  const [, id, expiry, signature] = match
  const expected = Buffer.from(sign(id, expiry))
  if (!timingSafeEqual(expected, Buffer.from(signature))) return { ok: false, reason: 'invalid' }
  if (parseInt(expiry, 36) * 1000 < now.getTime()) return { ok: false, reason: 'expired' }
  return { ok: true, bookingId: id }
}
