/** GraphQL documents shared by the benches and the fuzz cases (POST /api/graphql). */

/** A GraphQL string literal (JSON's escaping is valid GraphQL). */
export const graphqlString = (value: string) => JSON.stringify(value)

/** One `loginUser` per password, aliased a1, a2, ... when there are several, in one mutation. */
export function loginMutation(email: string, passwords: string[]): string {
  const field = (password: string) =>
    `loginUser(email: ${graphqlString(email)}, password: ${graphqlString(password)}) { exp }`
  if (passwords.length === 1) return `mutation { ${field(passwords[0])} }`
  return `mutation { ${passwords.map((password, i) => `a${i + 1}: ${field(password)}`).join(' ')} }`
}

export const unlockMutation = (email: string) => `mutation { unlockUser(email: ${graphqlString(email)}) }`

/** The body of a batch: one operation per document, as a JSON array. */
export const batchBody = (documents: string[]) => JSON.stringify(documents.map((query) => ({ query })))
