import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto'

import type { Booking } from '@/payload-types'
import { getEnv } from '@/platform/env'

/**
 * The signed link of one booking (/bookings/<token>): the booking's name (its reference), an
 * expiry (seconds since the epoch) and an HMAC of both under a key derived from PAYLOAD_SECRET.
 * Whoever holds the link manages the booking, as with the receipt of any booking service; nothing
 * else names a booking. The signature is checked before the database is asked for the booking.
 */

const SIGNATURE_LENGTH = 32
// Lower case only: page paths are matched case-insensitively (a capital redirects to lower case)
const TOKEN_PATTERN = /^([a-z0-9]{1,32})\.([0-9a-z]{1,12})\.([0-9a-f]{32})$/
/** `r` and 24 hex digits: neither a SQLite id (digits) nor a MongoDB ObjectId (24 hex digits). */
const REFERENCE_PATTERN = /^r[0-9a-f]{24}$/

// Booking ids are numbers on SQLite and ObjectId strings on MongoDB
/** What names a booking (bookingName): its id, and its reference when it has one. */
export type NamedBooking = { id: number | string; reference?: Booking['reference'] }

/** A new booking's reference: random, so never that of a deleted booking whose id was given again. */
export const newBookingReference = (): string => `r${randomBytes(12).toString('hex')}`

export const isBookingReference = (name: string): boolean => REFERENCE_PATTERN.test(name)

/**
 * What names a booking in its link, its calendar UID, its e-mails' outbox keys and its refund's
 * idempotency key. SQLite gives the id of a deleted booking (the newest) to the next one, so the
 * id alone would hand the old buyer's links, invitations and refund to the new buyer. A booking
 * recorded before references existed is named by its id, as its links already are.
 */
export const bookingName = (booking: NamedBooking): string => booking.reference || String(booking.id)

/** True when a link's name is this booking's: an id-named link never opens a booking that has a reference. */
export const namesBooking = (name: string, booking: NamedBooking): boolean => name === bookingName(booking)

const signingKey = () => createHmac('sha256', getEnv().PAYLOAD_SECRET).update('booking-links').digest()

const sign = (name: string, expiry: string) =>
  createHmac('sha256', signingKey())
    .update(`booking:${name}.${expiry}`)
    .digest('hex')
    .slice(0, SIGNATURE_LENGTH)

export function createBookingToken(booking: NamedBooking, expiresAt: Date): string {
  const expiry = Math.floor(expiresAt.getTime() / 1000).toString(36)
  const name = bookingName(booking)
  return `${name}.${expiry}.${sign(name, expiry)}`
}

export type TokenCheck = { ok: true; name: string } | { ok: false; reason: 'invalid' | 'expired' }

/** The booking name a token carries, when its signature holds and it has not expired at `now`. */
export function verifyBookingToken(token: unknown, now: Date = new Date()): TokenCheck {
  if (typeof token !== 'string') return { ok: false, reason: 'invalid' }
  const match = TOKEN_PATTERN.exec(token)
  if (!match) return { ok: false, reason: 'invalid' }
  const [, name, expiry, signature] = match
  const expected = Buffer.from(sign(name, expiry))
  if (!timingSafeEqual(expected, Buffer.from(signature))) return { ok: false, reason: 'invalid' }
  if (parseInt(expiry, 36) * 1000 < now.getTime()) return { ok: false, reason: 'expired' }
  return { ok: true, name }
}
