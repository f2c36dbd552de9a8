/**
 * The description of a failure toast (spec §8): the server's `{ "error" }` text when the answer
 * carried a readable JSON body, `missing` when that body had no error text, and `fallback` when
 * there was no such body at all (network failure, HTML error page).
 */
export function failureText(
  error: unknown,
  { missing, fallback }: { missing: string; fallback: string },
): string {
  if (!(error instanceof Error)) return fallback
  const body = error.message.replace(/^\d{3}: /, '')
  let parsed: unknown
  try {
    parsed = JSON.parse(body)
  } catch {
    return fallback
  }
  if (typeof parsed !== 'object' || parsed === null) return fallback
  const { error: text } = parsed as { error?: unknown }
  return typeof text === 'string' && text.trim() ? text : missing
}
