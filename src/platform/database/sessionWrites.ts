/** One of Payload's sessions of a signed-in browser, as its auth operations hand it to the adapter. */
export type Session = { id: string; createdAt?: Date | string | null; expiresAt: Date | string }

/** A list of sessions as a request read it: each session's expiry (ISO text), by id. */
export type ReadList = ReadonlyMap<string, string | null>

/**
 * How a write of a member's whole list of sessions is stored:
 * - `change`: only what the request changed since it read the list. Sessions that others added or
 *   ended meanwhile are left as they are.
 * - `list`: the list replaces the stored one.
 */
export type SessionWrite =
  | { kind: 'change'; ended: string[]; started: Session[]; renewed: Session[] }
  | { kind: 'list'; sessions: Session[] }

/** Payload's SQLite dates are ISO-8601 text; its operations hand some over as Date objects. */
export const asText = (value: Date | string | null | undefined): string | null =>
  value instanceof Date ? value.toISOString() : (value ?? null)

export const isSessionList = (value: unknown): value is Session[] =>
  Array.isArray(value) &&
  value.every((item) => typeof item === 'object' && item !== null && typeof item.id === 'string')

export const readListOf = (sessions: Session[]): ReadList =>
  new Map(sessions.map((session) => [session.id, asText(session.expiresAt)]))

/**
 * How to store `sessions`, the list a request hands over, given the list it `read` before (if it
 * did) and its own session `ownSid` (if it has one).
 *
 * A sign-in (adds one, drops expired ones), a sign-out (drops its own) and a renewal (changes its
 * own expiry) are stored as their change. A write that ends a live session other than the
 * request's own (a password change or reset, a sign-out everywhere) means "these sessions and no
 * others", as does a write by a request that read nothing first: the list replaces the stored one,
 * so a session opened meanwhile (with the old password) ends with the others.
 */
export function planSessionWrite(
  read: ReadList | undefined,
  sessions: Session[],
  ownSid: unknown,
  now: number,
): SessionWrite {
  if (!read) return { kind: 'list', sessions }
  const kept = new Set(sessions.map((session) => session.id))
  const ended = [...read.keys()].filter((id) => !kept.has(id))
  const live = (id: string) => {
    const expiresAt = read.get(id)
    return expiresAt != null && Date.parse(expiresAt) > now
  }
  if (ended.some((id) => id !== ownSid && live(id))) return { kind: 'list', sessions }
  return {
    kind: 'change',
    ended,
    started: sessions.filter((session) => !read.has(session.id)),
    renewed: sessions.filter(
      (session) => read.has(session.id) && read.get(session.id) !== asText(session.expiresAt),
    ),
  }
}
