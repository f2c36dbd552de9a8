import type { Payload } from 'payload'

import { sharedPasswordExpiry } from '@/features/accounts/users/sharedPasswordExpiry'
import { getEnv } from '@/platform/env'
import { hashPassword } from '@/platform/passwordHash'
import { bulkImportUserSchema } from '@/features/accounts/validations'

import { isUniqueViolation } from '@/platform/http/endpoint'

export type ImportFailure = { email: string; error: string }

export type ImportResult = {
  message: string
  created: number
  skipped: number
  failed: ImportFailure[]
}

const LOOKUP_CHUNK = 500

const plural = (count: number, word: string) => `${count} ${word}${count === 1 ? '' : 's'}`

export const importMessage = (created: number, skipped: number, failed: number) =>
  `Imported ${plural(created, 'user')} (${skipped} skipped, ${failed} failed)`

const rowEmail = (row: unknown): string => {
  const email = (row as { email?: unknown } | null)?.email
  return typeof email === 'string' ? email : ''
}

async function existingEmails(payload: Payload, emails: string[]): Promise<Set<string>> {
  const found = new Set<string>()
  for (let start = 0; start < emails.length; start += LOOKUP_CHUNK) {
    const chunk = emails.slice(start, start + LOOKUP_CHUNK)
    const { docs } = await payload.find({
      collection: 'users',
      where: { email: { in: chunk } },
      pagination: false,
      depth: 0,
      select: { email: true },
      overrideAccess: true,
    })
    for (const doc of docs) found.add(doc.email.toLowerCase())
  }
  return found
}

/**
 * Creates the members of `rows` that do not exist yet, all with `password` and requirePasswordChange;
 * the shared password signs them in for IMPORTED_PASSWORD_TTL_DAYS.
 * Existing e-mails (and repeats within the list) are skipped and left untouched; invalid rows are
 * reported, not fatal. Hashing with Payload's pbkdf2 costs ~0.3 s, so the shared password is hashed
 * once and the rows are written through the database layer; each user's own password change later
 * gives them a salt and hash of their own.
 *
 * Imports at once (two of the same list, on one worker or several) need no queue: the unique e-mail
 * decides each row, and the import that finds a row created by the other counts it skipped. A queue
 * in memory would also hold each waiting import's work slot while the one ahead gives its slot back
 * to hash (src/server/passwordHashingSlots.ts) and must take one again: five imports at once, with
 * four slots, would wait on each other for ever.
 */
export async function importUsers(
  payload: Payload,
  rows: unknown[],
  password: string,
): Promise<ImportResult> {
  const failed: ImportFailure[] = []
  const candidates: { email: string; name?: string }[] = []
  const seen = new Set<string>()
  let skipped = 0

  for (const row of rows) {
    const parsed = bulkImportUserSchema.safeParse(row)
    if (!parsed.success) {
      failed.push({ email: rowEmail(row), error: parsed.error.issues[0]?.message ?? 'Invalid user' })
      continue
    }
    if (seen.has(parsed.data.email)) {
      skipped += 1
      continue
    }
    seen.add(parsed.data.email)
    candidates.push(parsed.data)
  }

  const existing = await existingEmails(
    payload,
    candidates.map((candidate) => candidate.email),
  )
  const toCreate = candidates.filter((candidate) => !existing.has(candidate.email))
  skipped += candidates.length - toCreate.length

  let created = 0
  if (toCreate.length > 0) {
    const { salt, hash } = await hashPassword(password)
    const expiresAt = sharedPasswordExpiry(getEnv().IMPORTED_PASSWORD_TTL_DAYS)
    for (const { email, name } of toCreate) {
      const now = new Date().toISOString()
      try {
        await payload.db.create({
          collection: 'users',
          data: {
            email,
            ...(name ? { name } : {}),
            roles: ['member'],
            requirePasswordChange: true,
            sharedPasswordExpiresAt: expiresAt,
            salt,
            hash,
            loginAttempts: 0,
            createdAt: now,
            updatedAt: now,
          },
          returning: false,
        })
        created += 1
      } catch (error) {
        // Created meanwhile by someone else: the same outcome as an existing e-mail.
        if (isUniqueViolation(error)) skipped += 1
        else failed.push({ email, error: 'Could not create this user' })
      }
    }
  }

  return { message: importMessage(created, skipped, failed.length), created, skipped, failed }
}
