import type { Config } from 'payload'

/** Payload's type of `graphQL.queries`, which it does not export by name. */
type QueriesExtension = NonNullable<NonNullable<Config['graphQL']>['queries']>

type Resolver = (source: unknown, args: unknown, context: unknown, info: unknown) => Promise<unknown>

/**
 * Payload's `Access` query with `canAccessAdmin` answered. Its type says `canAccessAdmin: Boolean!`,
 * while its permissions leave the field out for anyone who may not use the admin, so every visitor
 * and member who asked got "Something went wrong." (status 500) instead of `false`.
 */
export const accessQuery: QueriesExtension = (_graphQL, { Query }) => {
  const access = Query.fields.Access as { resolve?: Resolver } | undefined
  const resolve = access?.resolve
  if (!access || !resolve) return {}
  const answered: Resolver = async (source, args, context, info) => ({
    canAccessAdmin: false,
    ...((await resolve(source, args, context, info)) as object),
  })
  return { Access: { ...access, resolve: answered } }
}
