import {
  Kind,
  OperationTypeNode,
  parse,
  type DocumentNode,
  type FragmentDefinitionNode,
  type SelectionSetNode,
} from 'graphql'

/** Deeper selections than the admin or any client of ours needs: refused before they run. */
export const MAX_QUERY_DEPTH = 10
/** Fields a document may select once its fragments are expanded (each spread counts in full). */
export const MAX_SELECTED_FIELDS = 5_000
/** Tokens the parser reads before giving up on a document. */
const MAX_TOKENS = 10_000

export const tooDeepMessage = (depth: number) =>
  `The query is ${depth} levels deep; at most ${MAX_QUERY_DEPTH} are allowed.`
export const TOO_MANY_FIELDS_MESSAGE = `The query selects more than ${MAX_SELECTED_FIELDS} fields once its fragments are expanded.`
export const SUBSCRIPTIONS_MESSAGE = 'Subscriptions are not supported.'
export const fragmentCycleMessage = (name: string) => `Fragment "${name}" spreads itself.`

/** How deep a selection nests and how many fields it selects, fragments expanded. */
type Size = { depth: number; fields: number }

class DocumentTooLarge extends Error {}

/**
 * Measures every operation of a document with fragments expanded, in time linear in the document:
 * each fragment is measured once and reused wherever it is spread. A document whose spreads double
 * at each level (a few hundred bytes that expand to billions of fields) is caught here instead of
 * in Payload's cost rule, which expands every spread and would hold the server for minutes.
 */
function measure(document: DocumentNode): Size {
  const fragments = new Map<string, FragmentDefinitionNode>()
  for (const definition of document.definitions) {
    if (definition.kind === Kind.FRAGMENT_DEFINITION) fragments.set(definition.name.value, definition)
  }
  const measured = new Map<string, Size>()
  const visiting = new Set<string>()

  const fragmentSize = (name: string): Size => {
    const known = measured.get(name)
    if (known) return known
    const fragment = fragments.get(name)
    if (!fragment) return { depth: 0, fields: 0 }
    if (visiting.has(name)) throw new DocumentTooLarge(fragmentCycleMessage(name))
    visiting.add(name)
    const size = selectionSize(fragment.selectionSet)
    visiting.delete(name)
    measured.set(name, size)
    return size
  }

  const selectionSize = (selectionSet: SelectionSetNode | undefined): Size => {
    let depth = 0
    let fields = 0
    for (const selection of selectionSet?.selections ?? []) {
      let inner: Size
      if (selection.kind === Kind.FIELD) {
        const child = selectionSize(selection.selectionSet)
        inner = { depth: child.depth + 1, fields: child.fields + 1 }
      } else if (selection.kind === Kind.INLINE_FRAGMENT) {
        inner = selectionSize(selection.selectionSet)
      } else {
        inner = fragmentSize(selection.name.value)
      }
      depth = Math.max(depth, inner.depth)
      fields += inner.fields
      if (fields > MAX_SELECTED_FIELDS) throw new DocumentTooLarge(TOO_MANY_FIELDS_MESSAGE)
    }
    return { depth, fields }
  }

  let total: Size = { depth: 0, fields: 0 }
  for (const definition of document.definitions) {
    if (definition.kind !== Kind.OPERATION_DEFINITION) continue
    if (definition.operation === OperationTypeNode.SUBSCRIPTION)
      throw new DocumentTooLarge(SUBSCRIPTIONS_MESSAGE)
    const size = selectionSize(definition.selectionSet)
    total = { depth: Math.max(total.depth, size.depth), fields: total.fields + size.fields }
  }
  return total
}

/**
 * Why a GraphQL query must be refused before Payload sees it (unparsable, a subscription, a
 * fragment cycle, too deep or too large once expanded), or null.
 */
export function queryProblem(query: string): string | null {
  let document: DocumentNode
  try {
    document = parse(query, { maxTokens: MAX_TOKENS })
  } catch (error) {
    return error instanceof Error ? error.message : 'The query cannot be parsed.'
  }
  try {
    const { depth } = measure(document)
    return depth > MAX_QUERY_DEPTH ? tooDeepMessage(depth) : null
  } catch (error) {
    if (error instanceof DocumentTooLarge) return error.message
    throw error
  }
}
