import type { CollectionAfterReadHook } from 'payload'

/**
 * Payload lets a user read their own `sessions` (ids and expiry of every signed-in device). The
 * browser has no use for them: they are dropped from what a signed-in caller reads over REST or
 * GraphQL. The local API keeps them, and so does the session check itself, which reads the user
 * before `req.user` is set.
 */
export const hideSessions: CollectionAfterReadHook = ({ doc, req }) => {
  if (req.payloadAPI === 'local' || !req.user || !doc || typeof doc !== 'object') return doc
  const { sessions: _sessions, ...visible } = doc as Record<string, unknown>
  return visible
}
