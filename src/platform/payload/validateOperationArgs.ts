import {
  NotFound,
  type CollectionBeforeOperationHook,
  type CollectionConfig,
  type FlattenedField,
  type GlobalBeforeOperationHook,
  type GlobalConfig,
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

/**
 * The first list field (array or blocks) of a write whose value is not a list of rows (objects), as
 * a 400's message, or null. Payload drops such rows with a line in its log, and the write would
 * empty the list: `{"features": [5, null]}` saved a program with no features. The admin's form
 * sends a list without rows as the number 0, which Payload saves as an empty list.
 */
function badRows(fields: FlattenedField[], data: Record<string, unknown>, prefix = ''): string | null {
  for (const field of fields) {
    const value = data[field.name]
    // The admin's form sends an empty list as its row count, 0
    if (value === undefined || value === null || value === 0) continue
    const path = `${prefix}${field.name}`
    if (field.type === 'array' || field.type === 'blocks') {
      if (!Array.isArray(value) || !value.every(isRow)) return `"${path}" must be a list of rows (objects)`
      if (field.type !== 'array') continue
      for (const [index, row] of value.entries()) {
        const inner = badRows(field.flattenedFields, row as Record<string, unknown>, `${path}.${index}.`)
        if (inner) return inner
      }
    } else if (field.type === 'group' && isRow(value)) {
      const inner = badRows(field.flattenedFields, value, `${path}.`)
      if (inner) return inner
    }
  }
  return null
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
 * list field whose rows are not objects (badRows). A non-admin's write loses the SYSTEM_FIELDS
 * it carries, as Payload drops a field whose access refuses the caller. The local API is trusted.
 */
export const validateOperationArgs: CollectionBeforeOperationHook = ({
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
  const writes = operation === 'create' || operation === 'update' || operation === 'updateByID'
  // A REST write whose body Payload could not read (not JSON, or multipart without `_payload`)
  // reaches the operation with no data at all; only an upload's file may come alone.
  if (writes && data === undefined && req.payloadAPI === 'REST' && !(collection.upload && req.file)) {
    throw new ClientError('The request body must be JSON (Content-Type: application/json)', 415)
  }
  if (writes && data !== undefined) {
    if (data === null || typeof data !== 'object' || Array.isArray(data)) {
      throw badRequest('The request body must be a JSON object')
    }
    const rows = badRows(collection.flattenedFields, data as Record<string, unknown>)
    if (rows) throw badRequest(rows)
    if (!hasAdminRole(req.user)) {
      for (const field of SYSTEM_FIELDS) delete (data as Record<string, unknown>)[field]
    }
  }
  return args
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
export const validateGlobalArgs: GlobalBeforeOperationHook = ({ args, global, operation, req }) => {
  if (req.payloadAPI === 'local' || operation !== 'update') return args
  const { data } = args as { data?: unknown }
  if (data === undefined) return args
  if (data === null || typeof data !== 'object' || Array.isArray(data)) {
    throw badRequest('The request body must be a JSON object')
  }
  const rows = badRows(global.flattenedFields, data as Record<string, unknown>)
  if (rows) throw badRequest(rows)
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
