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

/**
 * The kind of a clause's path: `id` (or a single-collection relationship, or its `.id`) takes
 * document ids, a date field takes dates. Deeper paths, and fields of other types, are left to
 * Payload, which casts or ignores what it cannot use.
 */
function kindOf(
  collection: Pick<SanitizedCollectionConfig, 'fields' | 'flattenedFields'>,
  path: string,
  collections: Collections,
): Kind {
  if (path === 'id') return { type: 'id', of: collection }
  const [name, rest] = path.split('.', 2) as [string, string | undefined]
  const field = collection.flattenedFields.find((candidate: FlattenedField) => candidate.name === name)
  if (!field) return null
  if (field.type === 'date' && rest === undefined) return { type: 'date' }
  if (
    (field.type === 'relationship' || field.type === 'upload') &&
    typeof field.relationTo === 'string' &&
    (rest === undefined || rest === 'id')
  ) {
    const target = collections[field.relationTo]?.config
    return target ? { type: 'id', of: target } : null
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
      if (!COMPARISONS.has(operator)) continue
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
