/** The largest JSON body the site's API takes (the spec's endpoints and GraphQL; the bulk import allows more). */
export const MAX_JSON_BODY_BYTES = 64 * 1024

/** True for `application/json`, with or without parameters such as a charset. */
export const isJsonContentType = (contentType: string | null): boolean =>
  /^application\/json\s*(;|$)/i.test(contentType?.trim() ?? '')

/**
 * The body of a request as text, or null once it grows past `maxBytes` (the rest is not read, so
 * an oversized body costs no more memory than the limit).
 */
export async function readTextWithin(
  request: { headers: Headers; body: ReadableStream<Uint8Array> | null },
  maxBytes: number,
): Promise<string | null> {
  if (Number(request.headers.get('content-length') ?? 0) > maxBytes) return null
  if (!request.body) return ''
  const reader = request.body.getReader()
  const chunks: Uint8Array[] = []
  let size = 0
  for (;;) {
    const { done, value } = await reader.read()
    if (done) break
    size += value.byteLength
    if (size > maxBytes) {
      await reader.cancel()
      return null
    }
    chunks.push(value)
  }
  return Buffer.concat(chunks).toString('utf8')
}
