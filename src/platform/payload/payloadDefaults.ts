import {
  Forbidden,
  NotFound,
  type Access,
  type CollectionBeforeOperationHook,
  type Endpoint,
  type PayloadRequest,
  type SanitizedCollectionConfig,
  type SanitizedConfig,
} from 'payload'

import { adminOnly } from '../access/adminOnly'
import { isDocumentId } from '../database/database'
import { ClientError } from './clientError'
import { validateGlobalArgs, validateOperationArgs } from './validateOperationArgs'

/** Payload names the collections and globals it adds itself (locks, preferences, jobs, migrations) so. */
const SYSTEM_SLUG_PREFIX = 'payload-'
const LOCKED_DOCUMENTS_SLUG = 'payload-locked-documents'

type AccessMap = Record<string, unknown>

/** Payload's own rule, asked only once the caller is an admin (a flagged admin gets the 403 of adminOnly). */
const forAdminsOnly =
  (access: Access): Access =>
  (args) =>
    adminOnly(args) ? access(args) : false

function closeAccess(access: AccessMap | undefined): void {
  if (!access) return
  for (const [operation, rule] of Object.entries(access)) {
    if (typeof rule === 'function') access[operation] = forAdminsOnly(rule as Access)
  }
}

const forbidden = () =>
  Response.json({ errors: [{ message: 'You are not allowed to perform this action.' }] }, { status: 403 })

/**
 * Payload's preference endpoints (GET, POST and DELETE /api/payload-preferences/:key) write the
 * caller's row straight to the database without asking the collection's access rules; every
 * endpoint of a system collection is answered for admins only, and a preference's body must be JSON.
 */
const adminEndpoint = (endpoint: Endpoint): Endpoint => ({
  ...endpoint,
  handler: async (req: PayloadRequest) => {
    try {
      if (!adminOnly({ req })) return forbidden()
    } catch {
      return forbidden()
    }
    // The preference write (POST /:key) reads its body itself, outside Payload's JSON check
    if (endpoint.method === 'post' && endpoint.path === '/:key') {
      const refused = await readJsonBody(req)
      if (refused) return refused
    }
    return endpoint.handler(req)
  },
})

const badBody = (message: string) => Response.json({ errors: [{ message }] }, { status: 400 })

/**
 * Reads a POST's body as JSON for the handler (req.json answers it again), or answers 400: the
 * preference endpoint stores `{}` over the admin's preference when the body is not JSON.
 */
async function readJsonBody(req: PayloadRequest): Promise<Response | null> {
  let data: unknown
  try {
    data = JSON.parse((await req.text?.()) ?? '')
  } catch {
    return badBody('Invalid JSON')
  }
  // Any JSON value: the admin stores some preferences as plain text (the locale)
  if (data && typeof data === 'object' && !Array.isArray(data)) req.data = data as Record<string, unknown>
  req.json = () => Promise.resolve(data)
  return null
}

type LockTarget = { document?: unknown; globalSlug?: unknown; user?: unknown }

/** The id a polymorphic relationship's value names ({ relationTo, value }, its value populated or not). */
const relatedId = (related: unknown): { relationTo?: unknown; id?: unknown } => {
  const { relationTo, value } = (related && typeof related === 'object' ? related : {}) as {
    relationTo?: unknown
    value?: unknown
  }
  return { relationTo, id: value && typeof value === 'object' ? (value as { id?: unknown }).id : value }
}

/** Whether `id` names a document of `collection` in the database. */
async function documentExists(
  req: PayloadRequest,
  collection: SanitizedCollectionConfig | undefined,
  id: unknown,
): Promise<boolean> {
  if (!collection || !isDocumentId(collection, id)) return false
  const { totalDocs } = await req.payload.db.count({
    collection: collection.slug,
    where: { id: { equals: id } },
  })
  return totalDocs > 0
}

/**
 * A lock names an existing document of a lockable collection, or an existing global: a lock on
 * anything else is a 404 before anything is written (the database would otherwise fail half-way,
 * on the relationship row).
 */
const requireLockedTarget: CollectionBeforeOperationHook = async ({ args, operation, req }) => {
  if (
    req.payloadAPI === 'local' ||
    (operation !== 'create' && operation !== 'update' && operation !== 'updateByID')
  )
    return args
  // Hooks run before Payload asks access: anyone but an admin is refused here, on GraphQL too, before
  // a lookup could tell them which documents exist.
  // (adminOnly throws its own 403 for an admin who must change their password first.)
  if (!adminOnly({ req })) throw new Forbidden(req.t)
  const { document, globalSlug, user } = (args.data ?? {}) as LockTarget
  const { payload } = req
  const collectionOf = (slug: unknown) =>
    typeof slug === 'string'
      ? payload.config.collections.find((collection) => collection.slug === slug)
      : undefined
  // The lock's holder must exist too: the database would fail the relationship row with a 500
  if (user !== undefined && user !== null) {
    const holder = relatedId(user)
    const holderCollection = collectionOf(holder.relationTo)
    if (!holderCollection?.auth || !(await documentExists(req, holderCollection, holder.id))) {
      throw new ClientError('The lock must name an existing user')
    }
  }
  if (globalSlug !== undefined && globalSlug !== null) {
    if (
      typeof globalSlug !== 'string' ||
      !payload.config.globals.some((global) => global.slug === globalSlug)
    )
      throw new NotFound(req.t)
  }
  if (document === undefined || document === null) return args
  const { relationTo, id } = relatedId(document)
  const target = collectionOf(relationTo)
  if (!target || target.lockDocuments === false || !(await documentExists(req, target, id))) {
    throw new NotFound(req.t)
  }
  return args
}

function closeCollection(collection: SanitizedCollectionConfig): void {
  closeAccess(collection.access as unknown as AccessMap)
  // No routes at all (payload-migrations) answers 501 "Cannot GET"; an empty list answers 404.
  collection.endpoints = (collection.endpoints || []).map(adminEndpoint)
  const before = [validateOperationArgs, ...(collection.hooks.beforeOperation ?? [])]
  if (collection.slug === LOCKED_DOCUMENTS_SLUG) before.push(requireLockedTarget)
  collection.hooks.beforeOperation = before
}

/**
 * Payload adds its own collections (payload-locked-documents, payload-preferences, payload-jobs,
 * payload-migrations, and any it adds later) while it builds the config, after plugins run, with
 * rules that let any signed-in user in: a member could lock the owner's documents, read what the
 * owner is editing, or store megabytes of preferences. Once the config is built, every collection
 * and global whose slug starts with `payload-` answers admins only (each of Payload's own rules
 * still applies on top: an admin sees only their own preferences), on REST, GraphQL and the
 * admin alike, with the argument checks of our own collections. See docs/decisions/0040.
 */
export function closeSystemCollections(config: SanitizedConfig): SanitizedConfig {
  for (const collection of config.collections) {
    if (collection.slug.startsWith(SYSTEM_SLUG_PREFIX)) closeCollection(collection)
  }
  for (const global of config.globals) {
    if (!global.slug.startsWith(SYSTEM_SLUG_PREFIX)) continue
    closeAccess(global.access as unknown as AccessMap)
    global.hooks.beforeOperation = [validateGlobalArgs, ...(global.hooks.beforeOperation ?? [])]
  }
  return config
}

const notFound = () => Response.json({ errors: [{ message: 'Not Found' }] }, { status: 404 })

/**
 * Payload routes /api/<slug>/versions and /api/globals/<slug>/versions (list, read, restore) on
 * every collection and global, versions or not, and the database fails on one that keeps none (a
 * 500). There they answer 404.
 */
export function closeMissingVersionRoutes(config: SanitizedConfig): SanitizedConfig {
  for (const entity of [...config.collections, ...config.globals]) {
    if (entity.versions || !entity.endpoints) continue
    entity.endpoints = entity.endpoints.map((endpoint) =>
      endpoint.path.startsWith('/versions') ? { ...endpoint, handler: notFound } : endpoint,
    )
  }
  return config
}

/**
 * Payload routes POST /api/<slug>/verify/:token on every auth collection, and the database fails
 * on one that does not verify e-mail addresses (a 500). There it answers 404.
 */
export function closeMissingVerifyRoutes(config: SanitizedConfig): SanitizedConfig {
  for (const collection of config.collections) {
    if (!collection.auth || collection.auth.verify || !collection.endpoints) continue
    collection.endpoints = collection.endpoints.map((endpoint) =>
      endpoint.path.startsWith('/verify/') ? { ...endpoint, handler: notFound } : endpoint,
    )
  }
  return config
}
