import {
  NotFound,
  type CollectionBeforeOperationHook,
  type CollectionConfig,
  type CollectionSlug,
  type DefaultDocumentIDType,
  type FlattenedField,
  type GlobalBeforeOperationHook,
  type GlobalConfig,
  type PayloadRequest,
  type Where,
} from 'payload'

import { hasAdminRole } from '../access/adminOnly'
import { isDocumentId } from '../database/database'
import { ClientError } from './clientError'
import {
  MAX_LIKE_WORDS,
  badWhereOperator,
  badWhereValue,
  conditionCount,
  likeWords,
  malformedWhere,
  oversizedValue,
  whereClauses,
} from './whereValues'

/** The largest page a REST or GraphQL caller may ask for (0 still means "all", as in Payload). */
export const MAX_PAGE_SIZE = 1_000
const MAX_PAGE = 1_000_000
/** The most conditions one query may carry: SQLite refuses a much deeper expression tree. */
export const MAX_WHERE_CLAUSES = 100
/** The most fields a query may sort by. */
export const MAX_SORT_TERMS = 10

/**
 * Fields only Payload or an admin sets: a member's own write may not forge when an account was
 * made ("Member Since"), when a document last changed, or the sign-in lockout's counters. (Roles
 * and the password-change flag have field access of their own on the users collection.)
 */
const SYSTEM_FIELDS = ['createdAt', 'updatedAt', 'loginAttempts', 'lockUntil'] as const

/** Payload's query operators our collections can answer; the geo ones need point fields, which none has. */
const OPERATORS = new Set([
  'equals',
  'not_equals',
  'in',
  'not_in',
  'all',
  'exists',
  'greater_than',
  'greater_than_equal',
  'less_than',
  'less_than_equal',
  'like',
  'not_like',
  'contains',
])

const badRequest = (message: string) => new ClientError(message)

const isWholeNumber = (value: unknown, min: number, max: number) => {
  const number = typeof value === 'string' && value.trim() !== '' ? Number(value) : value
  return typeof number === 'number' && Number.isInteger(number) && number >= min && number <= max
}

/** The first operator of a where's clauses that the database cannot answer, or null. */
const unsupportedOperator = (clauses: [string, unknown][]): string | null =>
  clauses
    .flatMap(([, condition]) => Object.keys(condition && typeof condition === 'object' ? condition : {}))
    .find((operator) => !OPERATORS.has(operator)) ?? null

/** The first clause's `like` with more than MAX_LIKE_WORDS words, as a 400's message, or null. */
const tooManyWords = (clauses: [string, unknown][]): string | null => {
  for (const [path, condition] of clauses) {
    if (!condition || typeof condition !== 'object') continue
    for (const [operator, value] of Object.entries(condition)) {
      if (likeWords(operator, value) > MAX_LIKE_WORDS) {
        return `The value of "${path}" for "${operator}" may have at most ${MAX_LIKE_WORDS} words`
      }
    }
  }
  return null
}

const isRow = (value: unknown): value is Record<string, unknown> =>
  value !== null && typeof value === 'object' && !Array.isArray(value)

/** A rich-text node: an object whose `children`, when it has them, are nodes too. */
const isRichTextNode = (node: unknown): boolean => {
  if (!isRow(node)) return false
  const { children } = node
  return children === undefined || (Array.isArray(children) && children.every(isRichTextNode))
}

/** A relationship's or upload's value: an id, `{ relationTo, value }`, or a document with its id. */
const isReference = (value: unknown): boolean =>
  typeof value === 'string' ||
  (typeof value === 'number' && Number.isFinite(value)) ||
  (isRow(value) && (isReference(value.value) || isReference(value.id)))

/** What a field's single value must be, as the end of a 400's message, or null when it is that. */
function badValue(field: FlattenedField, value: unknown): string | null {
  switch (field.type) {
    case 'text':
    case 'textarea':
    case 'email':
    case 'code':
      if (typeof value !== 'string') return 'must be text'
      // SQLite ends the stored text at a NUL: "ab\u0000" would keep "ab", and "\u0000" pass `required` as ""
      return value.includes('\u0000') ? 'must not contain a NUL character' : null
    case 'select':
    case 'radio':
      return typeof value === 'string' ? null : 'must be one of its options (text)'
    case 'date':
      return typeof value === 'string' ? null : 'must be a date (text)'
    case 'richText':
      return isRow(value) &&
        isRow(value.root) &&
        Array.isArray(value.root.children) &&
        isRichTextNode(value.root)
        ? null
        : 'must be a rich-text document ({"root":{"children":[...]}})'
    case 'relationship':
    case 'upload':
      return isReference(value) ? null : 'must be the id of a document'
    default:
      return null
  }
}

/** Field types whose value is a list when the field has `hasMany`. */
const MANY_TYPES = new Set(['text', 'select', 'relationship', 'upload', 'number'])

/**
 * The first field of a write whose value is not of its field's kind, as a 400's message, or null.
 * The database fails such a value with a 500, or Payload stores it mangled: a list field (array,
 * blocks) whose rows are not objects (`{"features": [5, null]}` saved a program with no features);
 * a text, select or date that is not text (`{"name": {}}` was stored as "{}"); a rich text that is
 * not a document; a relationship or upload that is not an id (a list, for one); a group that is not
 * an object. The admin's form sends a list without rows as the number 0, which Payload saves as an
 * empty list; null clears any field but a group.
 */
function badRows(fields: FlattenedField[], data: Record<string, unknown>, prefix = ''): string | null {
  for (const field of fields) {
    if (!('name' in field) || !(field.name in data)) continue
    const value = data[field.name]
    const path = `${prefix}${field.name}`
    if (field.type === 'group' || field.type === 'tab') {
      if (!isRow(value)) return `"${path}" must be an object`
      const inner = badRows(field.flattenedFields, value, `${path}.`)
      if (inner) return inner
      continue
    }
    if (value === undefined || value === null) continue
    if (field.type === 'array' || field.type === 'blocks') {
      // The admin's form sends an empty list as its row count, 0
      if (value === 0) continue
      if (!Array.isArray(value) || !value.every(isRow)) return `"${path}" must be a list of rows (objects)`
      if (field.type !== 'array') continue
      for (const [index, row] of value.entries()) {
        const inner = badRows(field.flattenedFields, row as Record<string, unknown>, `${path}.${index}.`)
        if (inner) return inner
      }
      continue
    }
    if ('hasMany' in field && field.hasMany && MANY_TYPES.has(field.type)) {
      if (!Array.isArray(value)) return `"${path}" must be a list`
      for (const item of value) {
        const problem = badValue(field, item)
        if (problem) return `Each value of "${path}" ${problem}`
      }
      continue
    }
    const problem = badValue(field, value)
    if (problem) return `"${path}" ${problem}`
  }
  return null
}

/** Visits every list row of `data` (arrays within groups, tabs and arrays; blocks' own rows). */
function eachRow(
  fields: FlattenedField[],
  data: Record<string, unknown>,
  visit: (row: Record<string, unknown>) => void,
): void {
  for (const field of fields) {
    if (!('name' in field)) continue
    const value = data[field.name]
    if ((field.type === 'group' || field.type === 'tab') && isRow(value)) {
      eachRow(field.flattenedFields, value, visit)
    } else if ((field.type === 'array' || field.type === 'blocks') && Array.isArray(value)) {
      for (const row of value) {
        if (!isRow(row)) continue
        visit(row)
        if (field.type === 'array') eachRow(field.flattenedFields, row, visit)
      }
    }
  }
}

/**
 * A list row's id names the row in the database (on SQLite, the key of the list's table). A write
 * that gives a row the id of another document's row (a copy of that document, ids and all) would
 * fail on the key after the document's own row was written, and leave it without its lists. So a
 * row keeps its id only when it is one of the document's own rows, once (a second row with the
 * same id would fail on the key too); any other row is new and gets a new id. A create, and an
 * update of many documents at once, make only new rows.
 */
async function dropForeignRowIds(
  collection: { slug: string; flattenedFields: FlattenedField[] },
  operation: string,
  id: unknown,
  data: Record<string, unknown>,
  req: Parameters<CollectionBeforeOperationHook>[0]['req'],
): Promise<void> {
  let given = 0
  eachRow(collection.flattenedFields, data, (row) => {
    if (row.id !== undefined) given += 1
  })
  if (given === 0) return
  const own = new Set<string>()
  // An update of one document names it by its id (Payload calls that operation 'update' too)
  if (operation !== 'create' && (typeof id === 'string' || typeof id === 'number')) {
    const stored = await req.payload
      .findByID({
        collection: collection.slug as CollectionSlug,
        id,
        depth: 0,
        overrideAccess: true,
        req,
      })
      .catch(() => null)
    if (stored) {
      eachRow(collection.flattenedFields, stored as unknown as Record<string, unknown>, (row) => {
        if (row.id !== undefined && row.id !== null) own.add(String(row.id))
      })
    }
  }
  eachRow(collection.flattenedFields, data, (row) => {
    if (row.id === undefined) return
    const rowId = String(row.id)
    if (own.has(rowId)) own.delete(rowId)
    else delete row.id
  })
}

/** How many fields a sort names: a comma-separated string (REST, GraphQL) or a list. */
const sortTerms = (sort: unknown): number => {
  if (typeof sort === 'string') return sort.split(',').length
  if (Array.isArray(sort))
    return sort.flatMap((term) => (typeof term === 'string' ? term.split(',') : [term])).length
  return 0
}

/**
 * Refuses, before the database sees them, the arguments of a REST or GraphQL call that Payload
 * would pass on and the database fail on (a 5xx): a page size or page number that is not a whole
 * number in range, a sort by more than MAX_SORT_TERMS fields, an operator the collections cannot
 * answer or the field it names cannot take (whereValues' badWhereOperator), more than
 * MAX_WHERE_CLAUSES conditions (each word of a `like` counted, at most MAX_LIKE_WORDS in one), a
 * pattern or a list too large for the database (whereValues' oversizedValue), a where value the database cannot compare (text for an id, a date that is not one),
 * an id that cannot exist in this database (404), a body that is missing or not an object, and a
 * value not of its field's kind, such as a list whose rows are not objects (badRows). A write's
 * list rows keep their ids only within their own document (dropForeignRowIds). A write the caller's
 * access refuses is left to Payload's 403 before its body is looked at. A non-admin's write
 * loses the SYSTEM_FIELDS it carries, as Payload drops a field whose access refuses the caller.
 * The local API is trusted.
 */
export const validateOperationArgs: CollectionBeforeOperationHook = async ({
  args,
  collection,
  operation,
  req,
}) => {
  if (req.payloadAPI === 'local') return args
  const { limit, page, sort, where, id, data } = args as {
    limit?: unknown
    page?: unknown
    sort?: unknown
    where?: Where
    id?: unknown
    data?: unknown
  }
  if (limit !== undefined && !isWholeNumber(limit, 0, MAX_PAGE_SIZE)) {
    throw badRequest(`limit must be a whole number from 0 to ${MAX_PAGE_SIZE}`)
  }
  if (page !== undefined && !isWholeNumber(page, 1, MAX_PAGE)) {
    throw badRequest(`page must be a whole number from 1 to ${MAX_PAGE}`)
  }
  const terms = sortTerms(sort)
  if (terms > MAX_SORT_TERMS) {
    throw badRequest(`A query may sort by at most ${MAX_SORT_TERMS} fields; this one names ${terms}`)
  }
  const malformed = malformedWhere(where)
  if (malformed) throw badRequest(malformed)
  const clauses = whereClauses(where)
  const words = tooManyWords(clauses) ?? oversizedValue(clauses)
  if (words) throw badRequest(words)
  const conditions = conditionCount(clauses)
  if (conditions > MAX_WHERE_CLAUSES) {
    throw badRequest(`A query may have at most ${MAX_WHERE_CLAUSES} conditions; this one has ${conditions}`)
  }
  const operator = unsupportedOperator(clauses)
  if (operator) throw badRequest(`The query operator "${operator}" is not supported`)
  const misplaced = badWhereOperator(collection, clauses, req.payload.collections, req.payload.db.name)
  if (misplaced) throw badRequest(misplaced)
  const badValue = badWhereValue(collection, clauses, req.payload.collections)
  if (badValue) throw badRequest(badValue)
  if (id !== undefined && id !== null && !isDocumentId(collection, id)) throw new NotFound(req.t)
  // Payload passes an update by id as 'update' too
  const writes = operation === 'create' || operation === 'update'
  // A REST write whose body Payload could not read (not JSON, or multipart without `_payload`)
  // reaches the operation with no data at all; only an upload's file may come alone.
  if (writes && data === undefined && req.payloadAPI === 'REST' && !(collection.upload && req.file)) {
    throw new ClientError('The request body must be JSON (Content-Type: application/json)', 415)
  }
  if (writes && data !== undefined) {
    const checked = await checkWriteBody(data, collection.flattenedFields, args, () =>
      accessAllows(collection, operation, id, data, req),
    )
    if (!checked) return args
    await dropForeignRowIds(collection, operation, id, data as Record<string, unknown>, req)
    if (!hasAdminRole(req.user)) {
      for (const field of SYSTEM_FIELDS) delete (data as Record<string, unknown>)[field]
    }
  }
  return args
}

/**
 * A write's body (a collection's or a global's): a JSON object, each value of its field's kind
 * (badRows), or a 400. A caller the write's access refuses gets Payload's 403 instead, whatever its
 * fields hold: answers false, and the body is not looked at; an `overrideAccess` write is checked.
 */
async function checkWriteBody(
  data: unknown,
  fields: FlattenedField[],
  args: unknown,
  allowed: () => Promise<boolean>,
): Promise<boolean> {
  if (data === null || typeof data !== 'object' || Array.isArray(data)) {
    throw badRequest('The request body must be a JSON object')
  }
  const { overrideAccess } = args as { overrideAccess?: boolean }
  if (!overrideAccess && !(await allowed())) return false
  const rows = badRows(fields, data as Record<string, unknown>)
  if (rows) throw badRequest(rows)
  return true
}

/**
 * Whether the collection's access lets the caller make this write at all (a query for update
 * counts: Payload applies it). Payload asks the same question after this hook and answers 403.
 */
const accessAllows = async (
  collection: Parameters<CollectionBeforeOperationHook>[0]['collection'],
  operation: 'create' | 'update',
  id: unknown,
  data: unknown,
  req: PayloadRequest,
): Promise<boolean> => {
  // Payload fills in a default for every operation, and refuses any falsy answer
  const access = collection.access[operation]
  // isDocumentId has held the id to the collection's id type above
  const answer = await access({
    req,
    id: id as DefaultDocumentIDType | undefined,
    data,
    collectionConfig: collection,
  })
  return Boolean(answer)
}

/** The collection with validateOperationArgs running before its own beforeOperation hooks. */
export const withValidatedArguments = (collection: CollectionConfig): CollectionConfig => ({
  ...collection,
  hooks: {
    ...collection.hooks,
    beforeOperation: [validateOperationArgs, ...(collection.hooks?.beforeOperation ?? [])],
  },
})

/**
 * A global's REST or GraphQL update, checked as a collection's write is: a body that is not an
 * object, or a list field whose rows are not objects, is a 400 before Payload reads it (it would
 * otherwise drop or mangle the rows and answer 200).
 */
export const validateGlobalArgs: GlobalBeforeOperationHook = async ({ args, global, operation, req }) => {
  if (req.payloadAPI === 'local' || operation !== 'update') return args
  const { data } = args as { data?: unknown }
  if (data === undefined) return args
  await checkWriteBody(data, global.flattenedFields, args, async () =>
    Boolean(await global.access.update({ req, data })),
  )
  return args
}

/** The global with validateGlobalArgs running before its own beforeOperation hooks. */
export const withValidatedGlobalArguments = (global: GlobalConfig): GlobalConfig => ({
  ...global,
  hooks: {
    ...global.hooks,
    beforeOperation: [validateGlobalArgs, ...(global.hooks?.beforeOperation ?? [])],
  },
})
