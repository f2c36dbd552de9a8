import {
  GraphQLError,
  Kind,
  type ASTVisitor,
  type FragmentDefinitionNode,
  type SelectionSetNode,
  type ValidationContext,
} from 'graphql'

/** Deeper selections than the admin or any client of ours needs: refused before they run. */
export const MAX_QUERY_DEPTH = 10
/** Payload's query-cost limit (each field costs 1, lists more), set here rather than left implicit. */
export const MAX_QUERY_COMPLEXITY = 1000

export const ONE_AUTH_MUTATION_MESSAGE = 'A request may carry at most one sign-in or account mutation.'
export const tooDeepMessage = (depth: number) =>
  `The query is ${depth} levels deep; at most ${MAX_QUERY_DEPTH} are allowed.`

/** Payload's auth mutations of an auth collection: loginUser, forgotPasswordUser, unlockUser, ... */
const AUTH_MUTATION = /^(login|forgotPassword|resetPassword|unlock|verifyEmail|refreshToken)[A-Z]/

/**
 * At most one auth mutation per request, counted over every operation and fragment of the
 * document: aliases (`a1: loginUser(...) a2: loginUser(...)`) would otherwise try many passwords
 * in one request. Each one still counts in the rate limits and the account's lockout.
 */
export function oneAuthMutation(context: ValidationContext): ASTVisitor {
  let seen = 0
  return {
    Field(node) {
      const mutationType = context.getSchema().getMutationType()
      if (!mutationType || context.getParentType() !== mutationType) return
      if (!AUTH_MUTATION.test(node.name.value)) return
      seen += 1
      if (seen === 2) context.reportError(new GraphQLError(ONE_AUTH_MUTATION_MESSAGE, { nodes: [node] }))
    },
  }
}

function selectionDepth(
  selectionSet: SelectionSetNode | undefined,
  fragments: Map<string, FragmentDefinitionNode>,
  visiting: Set<string>,
): number {
  if (!selectionSet) return 0
  let deepest = 0
  for (const selection of selectionSet.selections) {
    if (selection.kind === Kind.FIELD) {
      deepest = Math.max(deepest, 1 + selectionDepth(selection.selectionSet, fragments, visiting))
    } else if (selection.kind === Kind.INLINE_FRAGMENT) {
      deepest = Math.max(deepest, selectionDepth(selection.selectionSet, fragments, visiting))
    } else {
      const name = selection.name.value
      const fragment = fragments.get(name)
      // A cycle of fragments is refused by GraphQL's own rules; do not follow it here.
      if (!fragment || visiting.has(name)) continue
      visiting.add(name)
      deepest = Math.max(deepest, selectionDepth(fragment.selectionSet, fragments, visiting))
      visiting.delete(name)
    }
  }
  return deepest
}

/** Each operation's selections nest at most MAX_QUERY_DEPTH levels, fragments included. */
export function maxDepth(context: ValidationContext): ASTVisitor {
  const fragments = new Map(
    context
      .getDocument()
      .definitions.filter((definition) => definition.kind === Kind.FRAGMENT_DEFINITION)
      .map((fragment) => [fragment.name.value, fragment]),
  )
  return {
    OperationDefinition(operation) {
      const depth = selectionDepth(operation.selectionSet, fragments, new Set())
      if (depth > MAX_QUERY_DEPTH)
        context.reportError(new GraphQLError(tooDeepMessage(depth), { nodes: [operation] }))
    },
  }
}
