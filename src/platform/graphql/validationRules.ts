import { GraphQLError, type ASTVisitor, type ValidationContext } from 'graphql'

/** Payload's query-cost limit (each field costs 1, lists more), set here rather than left implicit. */
export const MAX_QUERY_COMPLEXITY = 1000

export const ONE_AUTH_MUTATION_MESSAGE = 'A request may carry at most one sign-in or account mutation.'

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
