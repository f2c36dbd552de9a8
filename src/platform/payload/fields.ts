import type {
  CollectionSlug,
  Field,
  FieldHook,
  NumberFieldValidation,
  PayloadRequest,
  TextFieldSingleValidation,
  Validate,
} from 'payload'
import { number, relationship, text, upload } from 'payload/shared'

import { vimeoVideoId } from '@/platform/http/embeds'
import { isLinkAddress, LINK_ADDRESS_MESSAGE } from '@/platform/http/linkAddress'

/** Fields shared by the content collections. */
export const orderField: Field = {
  name: 'order',
  type: 'number',
  defaultValue: 0,
  admin: { position: 'sidebar', description: 'Lower numbers come first' },
}

/**
 * A duplicate's slug: `<slug>-copy`, or `-copy-2` and on when that is taken, so the copy saves
 * with a slug of the same shape (Payload's own default, "<slug> - Copy", is not one).
 */
const copySlug: FieldHook = async ({ value, collection, req }) => {
  if (typeof value !== 'string' || !collection) return value
  for (let copy = 1; copy <= 100; copy += 1) {
    const candidate = `${value}-copy${copy === 1 ? '' : `-${copy}`}`
    const { totalDocs } = await req.payload.count({
      collection: collection.slug as CollectionSlug,
      where: { slug: { equals: candidate } },
      overrideAccess: true,
      req,
    })
    if (totalDocs === 0) return candidate
  }
  return `${value}-copy-${Date.now()}`
}

export const slugField = (description: string): Field => ({
  name: 'slug',
  type: 'text',
  required: true,
  unique: true,
  index: true,
  hooks: { beforeDuplicate: [copySlug] },
  admin: { position: 'sidebar', description },
})

/** The ids a relationship or upload value names: an id, a populated document, or a list of them. */
const namedIds = (value: unknown): unknown[] =>
  (Array.isArray(value) ? value : [value])
    .map((item) => (item && typeof item === 'object' ? (item as { id?: unknown }).id : item))
    .filter((id) => id !== undefined && id !== null && id !== '')

/**
 * A relationship's or an upload's `validate`: Payload's own checks, then that every document it
 * names exists. Payload does not look: on SQLite the foreign key then fails the write with a 500,
 * and MongoDB would keep a reference to nothing.
 */
export function existingDocuments(base: Validate, relationTo: CollectionSlug, label: string): Validate {
  return async (value, args) => {
    const valid = await base(value, args)
    if (valid !== true) return valid
    const { req, event, previousValue } = args as {
      req: PayloadRequest
      event?: string
      previousValue?: unknown
    }
    // Not on each change of the admin's form, and only the ids this write adds: one whose document
    // was deleted since (MongoDB keeps the id) does not block saving the rest
    if (event === 'onChange') return true
    const kept = new Set(namedIds(previousValue))
    const ids = [...new Set(namedIds(value))].filter((id) => !kept.has(id))
    if (ids.length === 0) return true
    try {
      const found = await req.payload.count({
        collection: relationTo,
        where: { id: { in: ids } },
        overrideAccess: true,
        req,
      })
      return found.totalDocs === ids.length ? true : `No ${label} has that id`
    } catch {
      return `No ${label} has that id`
    }
  }
}

/** An upload field of the media library whose file must exist. */
export const mediaField = (field: {
  name: string
  required?: boolean
  admin?: Record<string, unknown>
}): Field => ({
  ...field,
  type: 'upload',
  relationTo: 'media',
  validate: existingDocuments(upload as Validate, 'media', 'file in the media library'),
})

/** A relationship field's `validate`: Payload's own checks, then that each document it names exists. */
export const existingRelationship = (relationTo: CollectionSlug, label: string): Validate =>
  existingDocuments(relationship as Validate, relationTo, label)

/** A required relationship to one user, who must exist. */
export const userField = (field: { name: string; required?: boolean; index?: boolean }): Field => ({
  ...field,
  type: 'relationship',
  relationTo: 'users',
  validate: existingRelationship('users', 'user'),
})

export const imageField = (name = 'image', required = false): Field => mediaField({ name, required })

/** A text field's `validate` for links: Payload's own text checks (required, length), then {@link isLinkAddress}. */
export const linkAddress: TextFieldSingleValidation = (value, args) => {
  const base = text(value, args)
  if (base !== true) return base
  return !value || isLinkAddress(value) ? true : LINK_ADDRESS_MESSAGE
}

/**
 * Whether a value is the one already stored: a rule added after it was saved does not refuse a
 * save of the document's other fields (Payload passes the stored value as `previousValue`).
 */
export const isStoredValue = (value: unknown, args: unknown): boolean =>
  value === (args as { previousValue?: unknown }).previousValue

/** A text field's `validate` for a video the site plays: a Vimeo link (its player) or a video file of this site. */
export const videoAddress: TextFieldSingleValidation = (value, args) => {
  const base = text(value, args)
  if (base !== true) return base
  if (!value || isStoredValue(value, args) || vimeoVideoId(value) !== null || /^\/(?![/\\])\S+$/.test(value))
    return true
  return 'Use a Vimeo link (https://vimeo.com/76979871) or a video file of this site (a path starting with /)'
}

/** A text field's `validate` for the id of a Vimeo video that the site embeds: its digits. */
export const vimeoId: TextFieldSingleValidation = (value, args) => {
  const base = text(value, args)
  if (base !== true) return base
  return !value || isStoredValue(value, args) || /^\d{1,20}$/.test(value)
    ? true
    : 'Use the Vimeo video id: the digits at the end of its link (e.g. 76979871)'
}

/** A number field's `validate` for a count or an amount of time that is whole: Payload's own checks, then "Use a whole number". */
export const wholeNumber: NumberFieldValidation = (value, args) => {
  const valid = number(value, args)
  if (valid !== true) return valid
  return typeof value === 'number' && !Number.isInteger(value) ? 'Use a whole number' : true
}

/**
 * Field access for a value only the server changes once the document exists (the sender's
 * progress, a payment's details, the consent record): a save of the admin's form, which sends back
 * every field as it loaded them, leaves it as stored instead of writing a stale copy over it. The
 * server writes it through the local API, which skips field access.
 */
export const keptByServer = { update: () => false }
