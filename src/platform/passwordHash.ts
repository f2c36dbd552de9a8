import crypto from 'node:crypto'
import { promisify } from 'node:util'

// Looked up at each call: the server limits how many run at once (src/server/passwordHashingSlots.ts).
const pbkdf2 = (...args: Parameters<typeof crypto.pbkdf2Sync>) => promisify(crypto.pbkdf2)(...args)
const randomBytes = promisify(crypto.randomBytes)

/**
 * Payload 3.90's local strategy (payload/dist/auth/strategies/local/generatePasswordSaltHash.js):
 * pbkdf2-sha256 over a 32-byte random hex salt, 600,000 iterations, 32-byte key, stored as hex with
 * a version prefix. Hashes without the prefix are the legacy 25,000 iterations / 512-byte key,
 * which Payload still accepts and upgrades at the next login.
 */
const CURRENT_PREFIX = 'pbkdf2-sha256-v1:'
const CURRENT = { iterations: 600_000, keyLength: 32 }
const LEGACY = { iterations: 25_000, keyLength: 512 }

export type PasswordSaltHash = { salt: string; hash: string }

/** The salt and hash Payload would store for `password`, so Payload's own login accepts it. */
export async function hashPassword(password: string): Promise<PasswordSaltHash> {
  const salt = (await randomBytes(32)).toString('hex')
  const key = await pbkdf2(password, salt, CURRENT.iterations, CURRENT.keyLength, 'sha256')
  return { salt, hash: `${CURRENT_PREFIX}${key.toString('hex')}` }
}

/** Checks `password` against a stored salt and hash of either format, in constant time. */
export async function verifyPassword(
  password: string,
  stored: { salt?: string | null; hash?: string | null },
): Promise<boolean> {
  const { salt, hash } = stored
  if (typeof salt !== 'string' || typeof hash !== 'string') return false
  const isCurrent = hash.startsWith(CURRENT_PREFIX)
  const { iterations, keyLength } = isCurrent ? CURRENT : LEGACY
  const expected = Buffer.from(isCurrent ? hash.slice(CURRENT_PREFIX.length) : hash, 'hex')
  const actual = await pbkdf2(password, salt, iterations, keyLength, 'sha256')
  return actual.length === expected.length && crypto.timingSafeEqual(actual, expected)
}
