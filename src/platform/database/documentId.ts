import type { Where } from 'payload'

/**
 * Document ids as the two database adapters write them (src/platform/database/database.ts chooses one): SQLite's
 * integers and MongoDB's ObjectIds, 24 hexadecimal characters. Everything that carries an id as
 * text (tokens, cursors, outbox purposes, URLs, CSV) reads it back through this module, so no other
 * code assumes either shape.
 */
export type DocumentId = number | string

export type IdShape = 'integer' | 'objectId'

/** Either shape, for patterns that embed an id (tokens, `broadcast:<id>` purposes). */
export const DOCUMENT_ID_PATTERN = '\\d{1,15}|[0-9a-fA-F]{24}'

const INTEGER_ID = /^\d{1,15}$/
const OBJECT_ID = /^[0-9a-f]{24}$/i

/** The shape of the ids of the adapter named `adapterName` (`payload.db.name`). */
export const idShapeOf = (adapterName: string): IdShape =>
  adapterName === 'mongoose' ? 'objectId' : 'integer'

/**
 * The id that `text` names on an adapter of `shape`, typed as that adapter stores it (a number on
 * SQLite, lower-case hex on MongoDB), or null when it cannot be one of its ids.
 */
export function parseDocumentId(text: unknown, shape: IdShape): DocumentId | null {
  const value = typeof text === 'number' && Number.isSafeInteger(text) && text >= 0 ? String(text) : text
  if (typeof value !== 'string') return null
  if (shape === 'integer') return INTEGER_ID.test(value) ? Number(value) : null
  return OBJECT_ID.test(value) ? value.toLowerCase() : null
}

/** `parseDocumentId` for the adapter of this Payload instance. */
export const documentIdOf = (payload: { db: { name: string } }, text: unknown): DocumentId | null =>
  parseDocumentId(text, idShapeOf(payload.db.name))

/**
 * The condition that continues a walk in id order after `cursor` (the last id seen, as the adapter
 * stores it), or none at the start. Both adapters sort and compare ids of their own shape, so a
 * page never skips or repeats a document; a number is never compared with an ObjectId.
 */
export const afterCursor = (cursor: DocumentId | null): Where =>
  cursor === null ? {} : { id: { greater_than: cursor } }
