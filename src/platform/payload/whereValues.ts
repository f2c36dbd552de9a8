import type { FlattenedField, SanitizedCollectionConfig } from 'payload'

import { isDocumentId } from '../database/database'

/** `and` / `or`, in any case: GraphQL's where input names them `AND` / `OR`, and Payload takes both. */
const isConnective = (key: string) => key.toLowerCase() === 'and' || key.toLowerCase() === 'or'

/**
 * A where's field conditions, `[path, condition]`, in order, through every `and` / `or`. A clause
 * is `{ "<field path>": { "<operator>": value } }`, or `and` / `or` over a list of clauses.
 */
export function whereClauses(where: unknown): [string, unknown][] {
  if (!where || typeof where !== 'object') return []
  return Object.entries(where).flatMap(([key, value]): [string, unknown][] =>
    isConnective(key) ? Object.values(value ?? {}).flatMap(whereClauses) : [[key, value]],
  )
}

const isConditionObject = (value: unknown): value is Record<string, unknown> =>
  value !== null && typeof value === 'object' && !Array.isArray(value)

/**
 * The first part of an object `where` that the database adapters would fail on with a 500, as a
 * 400's message, or null: a field's condition that is not an object of operators (`{"title": null}`),
 * or an `and` / `or` that is not a list of clause objects (`{"and": null}`, `{"and": [null]}`). A
 * `where` that is not an object at all Payload ignores, and so does this.
 */
export function malformedWhere(where: unknown): string | null {
  if (!isConditionObject(where)) return null
  for (const [key, value] of Object.entries(where)) {
    if (isConnective(key)) {
      const members = value !== null && typeof value === 'object' ? Object.values(value) : null
      if (!members || members.some((member) => !isConditionObject(member))) {
        return `"${key}" must be a list of conditions, e.g. [{"title": {"equals": "x"}}]`
      }
      for (const member of members) {
        const inner = malformedWhere(member)
        if (inner) return inner
      }
    } else if (!isConditionObject(value)) {
      return `The condition on "${key}" must be an object of operators, e.g. {"equals": "x"}`
    }
  }
  return null
}

/** Operators whose value is a list: an array, a comma-separated string, or qs's indexed object. */
const LIST_OPERATORS = new Set(['in', 'not_in', 'all'])
/** Operators whose value is compared with the field's own values (`exists`, `like` take any text). */
const COMPARISONS = new Set([
  'equals',
  'not_equals',
  'in',
  'not_in',
  'all',
  'greater_than',
  'greater_than_equal',
  'less_than',
  'less_than_equal',
])

/** What a clause's value must be for the database to take it: a document id, a date, or any value. */
type Kind = { type: 'id'; of: Pick<SanitizedCollectionConfig, 'fields'> } | { type: 'date' } | null

type Collections = Record<string, { config: Pick<SanitizedCollectionConfig, 'fields'> } | undefined>

/** The most words a `like` may hold: the database matches each word as a condition of its own. */
export const MAX_LIKE_WORDS = 20
/** The longest text a `like`, `not_like` or `contains` may match (SQLite refuses a pattern over 50,000 bytes). */
export const MAX_PATTERN_LENGTH = 1_000
/** The most values an `in`, `not_in` or `all` may list (SQLite binds at most 32,766 values in a query). */
export const MAX_LIST_VALUES = 1_000

/** The field types whose values are text, which `like`, `not_like` and `contains` match within. */
const TEXT_TYPES = new Set(['text', 'textarea', 'email', 'code'])
/** The field types stored as a document id or a number: Payload answers `like` on them as `equals`. */
const NUMERIC_TYPES = new Set(['number', 'relationship', 'upload'])

const isFiniteNumber = (value: unknown) =>
  (typeof value === 'number' || (typeof value === 'string' && value.trim() !== '')) &&
  Number.isFinite(Number(value))

/** The field a where path names (`id`, a field, or a path through groups, arrays, blocks and single relationships), or null. */
type QueriedField = { type: string; hasMany?: boolean }

function fieldAt(
  collection: Pick<SanitizedCollectionConfig, 'flattenedFields'>,
  path: string,
  collections: Collections,
): QueriedField | null {
  let fields: readonly FlattenedField[] = collection.flattenedFields
  let found: QueriedField | null = null
  for (const name of path.split('.')) {
    if (found && (found.type === 'relationship' || found.type === 'upload')) {
      const relationTo = (found as { relationTo?: unknown }).relationTo
      if (name === 'id' && typeof relationTo === 'string') return found
      const target = typeof relationTo === 'string' ? collections[relationTo]?.config : undefined
      const targetFields = (target as Partial<Pick<SanitizedCollectionConfig, 'flattenedFields'>> | undefined)
        ?.flattenedFields
      if (!targetFields) return null
      fields = targetFields
    } else if (found) {
      const nested = found as {
        flattenedFields?: FlattenedField[]
        blocks?: { flattenedFields?: FlattenedField[] }[]
      }
      fields = nested.flattenedFields ?? nested.blocks?.flatMap((block) => block.flattenedFields ?? []) ?? []
    }
    if (name === 'id' && !found) {
      found = { type: 'id' }
      continue
    }
    const field: FlattenedField | undefined = fields.find((candidate) => candidate.name === name)
    if (!field) return null
    found = field
  }
  return found
}

/**
 * The kind of a clause's path: `id`, or a single-collection relationship or upload (or its `.id`),
 * at any depth, takes document ids; a date field takes dates. Fields of other types are left to
 * Payload, which casts or ignores what it cannot use.
 */
function kindOf(
  collection: Pick<SanitizedCollectionConfig, 'fields' | 'flattenedFields'>,
  path: string,
  collections: Collections,
): Kind {
  const field = fieldAt(collection, path, collections)
  if (!field) return null
  if (field.type === 'id') return { type: 'id', of: collection }
  if (field.type === 'date') return { type: 'date' }
  const relationTo = (field as { relationTo?: unknown }).relationTo
  if ((field.type === 'relationship' || field.type === 'upload') && typeof relationTo === 'string') {
    const target = collections[relationTo]?.config
    return target ? { type: 'id', of: target } : null
  }
  return null
}

/**
 * Whether the database can answer `operator` on a field of this type: `all` only on a field that
 * holds many values; `like` on text, or on an id or number (answered as `equals`, its value
 * checked as one); `not_like` only on text; `contains` on text or a field of many values. Other
 * operators are left as they are.
 */
function takesOperator(field: QueriedField, operator: string, value: unknown, database: string): boolean {
  const many = field.hasMany === true
  switch (operator) {
    case 'all':
      // The SQL adapters have no `all` (drizzle's operator map leaves it out)
      return many && database === 'mongoose'
    case 'like':
      if (TEXT_TYPES.has(field.type)) return true
      // An id's value is checked as one by badWhereValue
      if (field.type !== 'number') return !many && (NUMERIC_TYPES.has(field.type) || field.type === 'id')
      return !many && (value === null || value === '' || isFiniteNumber(value))
    case 'not_like':
      return TEXT_TYPES.has(field.type) && !many
    case 'contains':
      return TEXT_TYPES.has(field.type) || many || field.type === 'join'
    default:
      return true
  }
}

/**
 * The first of a where's clauses whose operator the field it names cannot take, as the message of
 * a 400 naming both, or null. Paths that name no field are left to Payload, which refuses them.
 */
export function badWhereOperator(
  collection: Pick<SanitizedCollectionConfig, 'flattenedFields'>,
  clauses: [string, unknown][],
  collections: Collections,
  database: string,
): string | null {
  for (const [path, condition] of clauses) {
    if (!condition || typeof condition !== 'object') continue
    const field = fieldAt(collection, path, collections)
    if (!field) continue
    for (const [operator, value] of Object.entries(condition)) {
      if (!takesOperator(field, operator, value, database)) {
        return `The path "${path}" cannot be queried with the operator "${operator}"`
      }
    }
  }
  return null
}

/** How many words a `like` value holds (the database matches each on its own), else 0. */
export function likeWords(operator: string, value: unknown): number {
  return operator === 'like' && typeof value === 'string' ? value.split(' ').length : 0
}

/**
 * How many conditions the database builds for a where's clauses: one per operator, and one per
 * word of a `like`.
 */
export function conditionCount(clauses: [string, unknown][]): number {
  let count = 0
  for (const [, condition] of clauses) {
    if (!condition || typeof condition !== 'object') {
      count += 1
      continue
    }
    for (const [operator, value] of Object.entries(condition))
      count += Math.max(1, likeWords(operator, value))
  }
  return count
}

const PATTERN_OPERATORS = new Set(['like', 'not_like', 'contains'])

/**
 * The first of a where's clauses whose value is larger than any database answers (a 500 from
 * SQLite, a slow scan elsewhere), as the message of a 400 naming it, or null: a pattern that is not
 * text or is longer than MAX_PATTERN_LENGTH characters, a list of more than MAX_LIST_VALUES values.
 */
export function oversizedValue(clauses: [string, unknown][]): string | null {
  for (const [path, condition] of clauses) {
    if (!condition || typeof condition !== 'object') continue
    for (const [operator, value] of Object.entries(condition as Record<string, unknown>)) {
      // A list or an object (`where[title][like][0]=...`) is no pattern: Payload fails on it, or
      // passes an unchecked length on
      if (PATTERN_OPERATORS.has(operator) && value !== null && typeof value === 'object') {
        return `The value of "${path}" for "${operator}" must be text`
      }
      if (PATTERN_OPERATORS.has(operator) && typeof value === 'string' && value.length > MAX_PATTERN_LENGTH) {
        return `The value of "${path}" for "${operator}" may be at most ${MAX_PATTERN_LENGTH} characters`
      }
      if (LIST_OPERATORS.has(operator) && valuesOf(operator, value).length > MAX_LIST_VALUES) {
        return `The value of "${path}" for "${operator}" may list at most ${MAX_LIST_VALUES} values`
      }
    }
  }
  return null
}

const isDate = (value: unknown) =>
  (typeof value === 'string' || typeof value === 'number') && !Number.isNaN(new Date(value).getTime())

const valuesOf = (operator: string, value: unknown): unknown[] => {
  if (!LIST_OPERATORS.has(operator)) return [value]
  if (Array.isArray(value)) return value
  if (typeof value === 'string') return value.split(',')
  if (value && typeof value === 'object') return Object.values(value)
  return [value]
}

/**
 * The first of a where's clauses (whereClauses) whose value the database could not take (a failed query, a 500), as
 * the message of a 400 naming it, or null: a list or an object where one value belongs, text that
 * is not an id of the collection for an id, a date that is not one. `null` ("is empty") and an
 * empty single value are allowed.
 */
export function badWhereValue(
  collection: Pick<SanitizedCollectionConfig, 'fields' | 'flattenedFields'>,
  clauses: [string, unknown][],
  collections: Collections,
): string | null {
  for (const [path, condition] of clauses) {
    if (!condition || typeof condition !== 'object') continue
    const kind = kindOf(collection, path, collections)
    for (const [operator, value] of Object.entries(condition as Record<string, unknown>)) {
      // Payload answers `like` on an id as `equals`
      if (!COMPARISONS.has(operator) && !(operator === 'like' && kind?.type === 'id')) continue
      const values = valuesOf(operator, value)
      const polymorphic = value && typeof value === 'object' && 'relationTo' in value
      if (!polymorphic && values.some((one) => one !== null && typeof one === 'object')) {
        return `The value of "${path}" for "${operator}" must be ${LIST_OPERATORS.has(operator) ? 'a list of values' : 'a single value'}`
      }
      if (!kind) continue
      // An empty single value is a filter the admin has not filled in yet: Payload answers it as it
      // is (but fails on an empty list item)
      const empty = (one: unknown) => one === '' && !LIST_OPERATORS.has(operator)
      const fits = (one: unknown) =>
        one === null || empty(one) || (kind.type === 'id' ? isDocumentId(kind.of, one) : isDate(one))
      if (!values.every(fits)) {
        return `The value of "${path}" for "${operator}" must be ${kind.type === 'id' ? 'a document id' : 'a date'}`
      }
    }
  }
  return null
}
