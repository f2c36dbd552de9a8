import {
  getNullableType,
  GraphQLBoolean,
  isListType,
  isNonNullType,
  isObjectType,
  type GraphQLOutputType,
  type GraphQLResolveInfo,
} from 'graphql'
import type { Config } from 'payload'

/** Payload's type of `graphQL.queries`, which it does not export by name. */
type QueriesExtension = NonNullable<NonNullable<Config['graphQL']>['queries']>

type Resolver = (
  source: unknown,
  args: unknown,
  context: unknown,
  info: GraphQLResolveInfo,
) => Promise<unknown>

/**
 * A permission of Payload's sanitised permissions in the shape of its GraphQL type. Sanitising
 * folds a set of permissions that are all granted into `true` and leaves out those that are all
 * refused, where the type expects an object (`{ permission: Boolean! }`, a collection's operations,
 * its fields'); GraphQL then failed every such field with a 500. Here `true` and a missing value
 * unfold into their type's shape, every `Boolean!` in it true or false. Unfolded lazily: a field
 * is worked out only when the query asks for it.
 */
function inShapeOf(type: GraphQLOutputType, value: unknown): unknown {
  const nullable = getNullableType(type)
  if (isListType(nullable)) return value
  if (isObjectType(nullable)) {
    const granted = value === true
    if (!granted && value !== undefined && value !== null && value !== false && typeof value !== 'object') {
      return value
    }
    const source = typeof value === 'object' && value !== null ? (value as Record<string, unknown>) : null
    const shaped: Record<string, unknown> = {}
    for (const [name, field] of Object.entries(nullable.getFields())) {
      Object.defineProperty(shaped, name, {
        enumerable: true,
        get: () => inShapeOf(field.type, source ? source[name] : granted),
      })
    }
    return shaped
  }
  if (nullable === GraphQLBoolean) {
    if (typeof value === 'boolean') return value
    return isNonNullType(type) ? false : (value ?? null)
  }
  return typeof value === 'boolean' ? undefined : value
}

/**
 * Payload's `Access` query, answered in the shape its type declares: `canAccessAdmin` and every
 * permission asked for is true or false, never a 500 for a shape Payload's sanitising changed.
 * docs/decisions/0079-graphql-access-query.md
 */
export const accessQuery: QueriesExtension = (_graphQL, { Query }) => {
  const access = Query.fields.Access as { resolve?: Resolver } | undefined
  const resolve = access?.resolve
  if (!access || !resolve) return {}
  const answered: Resolver = async (source, args, context, info) =>
    inShapeOf(info.returnType, await resolve(source, args, context, info))
  return { Access: { ...access, resolve: answered } }
}
