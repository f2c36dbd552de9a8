import {
  Kind,
  OperationTypeNode,
  parse,
  type DocumentNode,
  type FieldNode,
  type FragmentDefinitionNode,
  type SelectionSetNode,
} from 'graphql'

import { MAX_PAGE_SIZE } from '../payload/validateOperationArgs'

/** Deeper selections than the admin or any client of ours needs: refused before they run. */
export const MAX_QUERY_DEPTH = 10
/** Fields a document may select once its fragments are expanded (each spread counts in full). */
export const MAX_SELECTED_FIELDS = 5_000
/**
 * Documents a request may ask for, its lists' page sizes added up (aliases and fragments
 * expanded): one full page. Payload's cost rule counts a field once, whatever its `limit`.
 */
export const MAX_DOCUMENTS = MAX_PAGE_SIZE
/** Payload's page size when a list names none. */
const DEFAULT_PAGE_SIZE = 10
/** Tokens the parser reads before giving up on a document. */
const MAX_TOKENS = 10_000
/**
 * Fields an operation may ask for at its top level, aliases and fragments expanded. Payload wraps
 * the request once more for each top-level field of a collection it resolves, and every later
 * read of the request goes through all the wrappings: a few hundred aliases of one query held a
 * worker's event loop for seconds.
 */
export const MAX_ROOT_FIELDS = 20

export const tooDeepMessage = (depth: number) =>
  `The query is ${depth} levels deep; at most ${MAX_QUERY_DEPTH} are allowed.`
export const TOO_MANY_FIELDS_MESSAGE = `The query selects more than ${MAX_SELECTED_FIELDS} fields once its fragments are expanded.`
export const SUBSCRIPTIONS_MESSAGE = 'Subscriptions are not supported.'
export const fragmentCycleMessage = (name: string) => `Fragment "${name}" spreads itself.`
/**
 * How deeply a query may nest its brackets (selections, argument objects and lists together): the
 * selections' own limit is 10 levels, and a `where` of Payload's nests a few levels per condition.
 * The parser, and Payload's and the database's handling of a `where`, recurse once per level.
 */
export const MAX_BRACKET_DEPTH = 64

export const tooManyRootFieldsMessage = (fields: number) =>
  `The query asks for ${fields} top-level fields; at most ${MAX_ROOT_FIELDS} are allowed.`
export const TOO_NESTED_MESSAGE = `The query nests its brackets more than ${MAX_BRACKET_DEPTH} levels deep.`

/**
 * Whether a GraphQL document nests `{`, `[` and `(` deeper than MAX_BRACKET_DEPTH, counted in one
 * pass over its text outside strings ("...", block strings) and comments (# to the line's end).
 */
function nestsTooDeep(query: string): boolean {
  let depth = 0
  for (let index = 0; index < query.length; index += 1) {
    const char = query[index]
    if (char === '#') {
      const end = query.indexOf('\n', index)
      if (end < 0) return false
      index = end
    } else if (char === '"') {
      if (query.startsWith('"""', index)) {
        const end = query.indexOf('"""', index + 3)
        if (end < 0) return false
        index = end + 2
      } else {
        for (index += 1; index < query.length && query[index] !== '"'; index += 1) {
          if (query[index] === '\\') index += 1
        }
      }
    } else if (char === '{' || char === '[' || char === '(') {
      depth += 1
      if (depth > MAX_BRACKET_DEPTH) return true
    } else if ((char === '}' || char === ']' || char === ')') && depth > 0) depth -= 1
  }
  return false
}
export const TOO_MANY_DOCUMENTS_MESSAGE = `The query asks for more than ${MAX_DOCUMENTS} documents (the page sizes of its lists added up).`

/**
 * How deep a selection nests, how many fields and how many documents it asks for, fragments
 * expanded, how many of those fields are at its own level (`top`), and whether it selects a page's
 * `docs` or `totalDocs` (directly or through a fragment).
 */
type Size = { depth: number; fields: number; top: number; documents: number; selectsPage: boolean }

/** The fields of a page of documents: selecting either makes Payload read the page. */
const PAGE_FIELDS = new Set(['docs', 'totalDocs'])
/** The arguments of Payload's list queries (a single document's query takes an `id`). */
const LIST_ARGUMENTS = new Set(['limit', 'page', 'pagination', 'where', 'sort'])

/**
 * The page size of a field that lists documents (one that takes a list's arguments or selects a
 * page's fields): its `limit`, 10 when it names none, a full page for a `limit` that is 0,
 * negative, over a page or a variable, or for `pagination: false`; 0 for other fields.
 */
function pageSize(field: FieldNode, selectsPage: boolean): number {
  const argument = (name: string) =>
    field.arguments?.find((candidate) => candidate.name.value === name)?.value
  const lists = selectsPage || field.arguments?.some((candidate) => LIST_ARGUMENTS.has(candidate.name.value))
  if (!lists) return 0
  const pagination = argument('pagination')
  if (pagination && !(pagination.kind === Kind.BOOLEAN && pagination.value)) return MAX_DOCUMENTS
  const limit = argument('limit')
  if (!limit) return DEFAULT_PAGE_SIZE
  if (limit.kind !== Kind.INT) return MAX_DOCUMENTS
  const value = Number(limit.value)
  return value <= 0 || value > MAX_DOCUMENTS ? MAX_DOCUMENTS : value
}

class DocumentTooLarge extends Error {}

/**
 * Measures every operation of a document with fragments expanded, in time linear in the document:
 * each fragment is measured once and reused wherever it is spread. A document whose spreads double
 * at each level (a few hundred bytes that expand to billions of fields) is caught here instead of
 * in Payload's cost rule, which expands every spread and would hold the server for minutes.
 */
function measure(document: DocumentNode): Omit<Size, 'selectsPage' | 'top'> {
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
    if (!fragment) return { depth: 0, fields: 0, top: 0, documents: 0, selectsPage: false }
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
    let top = 0
    let documents = 0
    let selectsPage = false
    for (const selection of selectionSet?.selections ?? []) {
      let inner: Size
      if (selection.kind === Kind.FIELD) {
        const child = selectionSize(selection.selectionSet)
        inner = {
          depth: child.depth + 1,
          fields: child.fields + 1,
          top: 1,
          documents: child.documents + pageSize(selection, child.selectsPage),
          selectsPage: PAGE_FIELDS.has(selection.name.value),
        }
      } else if (selection.kind === Kind.INLINE_FRAGMENT) {
        inner = selectionSize(selection.selectionSet)
      } else {
        inner = fragmentSize(selection.name.value)
      }
      depth = Math.max(depth, inner.depth)
      fields += inner.fields
      top += inner.top
      documents += inner.documents
      selectsPage ||= inner.selectsPage
      if (fields > MAX_SELECTED_FIELDS) throw new DocumentTooLarge(TOO_MANY_FIELDS_MESSAGE)
      if (documents > MAX_DOCUMENTS) throw new DocumentTooLarge(TOO_MANY_DOCUMENTS_MESSAGE)
    }
    return { depth, fields, top, documents, selectsPage }
  }

  let total = { depth: 0, fields: 0, documents: 0 }
  for (const definition of document.definitions) {
    if (definition.kind !== Kind.OPERATION_DEFINITION) continue
    if (definition.operation === OperationTypeNode.SUBSCRIPTION)
      throw new DocumentTooLarge(SUBSCRIPTIONS_MESSAGE)
    const size = selectionSize(definition.selectionSet)
    if (size.top > MAX_ROOT_FIELDS) throw new DocumentTooLarge(tooManyRootFieldsMessage(size.top))
    total = {
      depth: Math.max(total.depth, size.depth),
      fields: total.fields + size.fields,
      documents: total.documents + size.documents,
    }
    if (total.documents > MAX_DOCUMENTS) throw new DocumentTooLarge(TOO_MANY_DOCUMENTS_MESSAGE)
  }
  return total
}

/**
 * Why a GraphQL query must be refused before Payload sees it (unparsable or nested too deeply to
 * parse, a subscription, a fragment cycle, too deep, too large, or asking for too many documents or
 * top-level fields once expanded), or null.
 */
export function queryProblem(query: string): string | null {
  if (nestsTooDeep(query)) return TOO_NESTED_MESSAGE
  let document: DocumentNode
  try {
    document = parse(query, { maxTokens: MAX_TOKENS })
  } catch (error) {
    // The parser recurses once per bracket; the scan above keeps it well within its stack
    if (error instanceof RangeError) return TOO_NESTED_MESSAGE
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
