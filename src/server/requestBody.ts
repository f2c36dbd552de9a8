import { IncomingMessage, type IncomingHttpHeaders } from 'node:http'

/** How reading a body ended. */
export type BodyOutcome =
  | { kind: 'complete'; body: Buffer }
  /** It grew past the limit: reading stopped there. */
  | { kind: 'too-large' }
  /** No piece of it arrived for the idle time. */
  | { kind: 'idle' }
  /** The client went away, or the connection failed. */
  | { kind: 'aborted' }

/**
 * Reads a request's whole body into memory, counting bytes as they arrive: it stops at once when
 * the count passes `limit` (a chunked body, or one longer than its Content-Length said), or when
 * no data has come for `idleMs`. The caller answers; this only reads.
 */
export function readBody(request: IncomingMessage, limit: number, idleMs: number): Promise<BodyOutcome> {
  return new Promise((resolve) => {
    const chunks: Buffer[] = []
    let size = 0
    let timer = setTimeout(() => finish({ kind: 'idle' }), idleMs)
    const onData = (chunk: Buffer) => {
      size += chunk.length
      if (size > limit) return finish({ kind: 'too-large' })
      chunks.push(chunk)
      timer.refresh()
    }
    const onEnd = () => finish({ kind: 'complete', body: Buffer.concat(chunks, size) })
    const onAborted = () => finish({ kind: 'aborted' })
    function finish(outcome: BodyOutcome) {
      clearTimeout(timer)
      request.off('data', onData)
      request.off('end', onEnd)
      request.off('error', onAborted)
      request.off('close', onAborted)
      // What is left unread stays in the socket: the answer closes the connection (see refuseBody).
      if (outcome.kind !== 'complete') {
        request.pause()
        chunks.length = 0
      }
      resolve(outcome)
      // The timer's closure holds the chunks: replace it so nothing is kept past this point.
      timer = undefined as unknown as NodeJS.Timeout
    }
    request.on('data', onData)
    request.once('end', onEnd)
    request.once('error', onAborted)
    request.once('close', onAborted)
  })
}

/** The deepest nesting of arrays and objects a JSON body may have: Payload copies bodies recursively. */
export const MAX_JSON_DEPTH = 64

const QUOTE = 0x22
const BACKSLASH = 0x5c
const OPENERS = new Set([0x5b, 0x7b]) // [ {
const CLOSERS = new Set([0x5d, 0x7d]) // ] }

/**
 * Whether `body`, read as JSON, nests arrays and objects more than `limit` levels deep: one pass
 * over its bytes counting brackets outside strings, without parsing it (a parse, or Payload's
 * copy of what it parsed, recurses once per level and fails on a deep enough body).
 */
export function nestsDeeperThan(body: Buffer, limit: number = MAX_JSON_DEPTH): boolean {
  let depth = 0
  let inString = false
  for (let index = 0; index < body.length; index += 1) {
    const byte = body[index]
    if (inString) {
      if (byte === BACKSLASH) index += 1
      else if (byte === QUOTE) inString = false
    } else if (byte === QUOTE) inString = true
    else if (OPENERS.has(byte)) {
      depth += 1
      if (depth > limit) return true
    } else if (CLOSERS.has(byte) && depth > 0) depth -= 1
  }
  return false
}

/** A Content-Type's media type, lower-cased, without its parameters. */
export const mediaTypeOf = (contentType: string | undefined): string =>
  (contentType ?? '').split(';', 1)[0].trim().toLowerCase()

/** A multipart body the app could not read: the status and the message naming the problem. */
export type MultipartProblem = { status: 400 | 415; message: string }

/** The boundary parameter: a quoted string or a token (RFC 2046), nothing else. */
const BOUNDARY_PARAM = /;\s*boundary=(?:"([^"]{1,70})"|([A-Za-z0-9'()+_,\-./:=?]{1,70}))\s*(?=;|$)/gi

const CRLF = Buffer.from('\r\n')
/** The form field in which Payload's admin sends a write's JSON beside its file. */
const PAYLOAD_FIELD = /content-disposition:[^\r\n]*;\s*name="?_payload"?\s*(?:;|\r|$)/i

/**
 * Payload parses a multipart write's `_payload` field with JSON.parse, unguarded (a 500 when it is
 * not JSON), and copies what it parsed recursively (a stack overflow when it nests deeply): it is
 * held to what a JSON body is held to.
 */
function badPayloadField(headers: Buffer, value: Buffer): MultipartProblem | null {
  if (!PAYLOAD_FIELD.test(headers.toString('latin1'))) return null
  if (nestsDeeperThan(value)) {
    return { status: 400, message: `The _payload field's JSON nests more than ${MAX_JSON_DEPTH} levels deep` }
  }
  try {
    const parsed: unknown = JSON.parse(value.toString('utf8'))
    if (parsed !== null && typeof parsed === 'object' && !Array.isArray(parsed)) return null
  } catch {
    // named below
  }
  return { status: 400, message: 'The _payload field must be a JSON object' }
}
const HEADERS_END = Buffer.from('\r\n\r\n')

/**
 * Why a multipart body cannot be read, or null when it can (or is not multipart). Payload's REST
 * routes and Next's server actions parse a multipart body with busboy and answer one it gives up
 * on with a 500: no boundary or two, a quoted boundary left open, a part without its header block,
 * no closing delimiter, or another multipart type than form-data. Only that structure is checked
 * here, in one pass over the bytes without copying them (an upload may be 20 MB); a preamble
 * before the first part and an epilogue after the last are allowed, as busboy allows them.
 */
export function malformedMultipart(contentType: string | undefined, body: Buffer): MultipartProblem | null {
  const type = mediaTypeOf(contentType)
  if (!type.startsWith('multipart/')) return null
  if (type !== 'multipart/form-data') {
    return { status: 415, message: 'A multipart body must be multipart/form-data' }
  }
  const boundaries = [...(contentType ?? '').matchAll(BOUNDARY_PARAM)]
  const named = (contentType ?? '').match(/;\s*boundary=/gi)?.length ?? 0
  if (boundaries.length !== 1 || named !== 1) {
    return {
      status: 400,
      message: 'multipart/form-data needs one boundary parameter of 1 to 70 characters',
    }
  }
  const delimiter = Buffer.from(`--${boundaries[0][1] ?? boundaries[0][2]}`)
  const unclosed: MultipartProblem = {
    status: 400,
    message: 'The multipart/form-data body does not end with its closing boundary',
  }
  // The first delimiter opens the body or follows the preamble's line break
  let at = body.subarray(0, delimiter.length).equals(delimiter)
    ? 0
    : body.indexOf(Buffer.concat([CRLF, delimiter]))
  if (at < 0) return unclosed
  if (at > 0) at += CRLF.length
  const next = Buffer.concat([CRLF, delimiter])
  for (;;) {
    const after = at + delimiter.length
    // `--boundary--` closes the body
    if (body[after] === 0x2d && body[after + 1] === 0x2d) return null
    const lineEnd = body.indexOf(CRLF, after)
    if (lineEnd < 0) return unclosed
    const partEnd = body.indexOf(next, lineEnd)
    if (partEnd < 0) return unclosed
    const part = body.subarray(lineEnd + CRLF.length, partEnd)
    // A part's headers end with a blank line (none at all: the part opens with it)
    const headersEnd = part.subarray(0, CRLF.length).equals(CRLF) ? 0 : part.indexOf(HEADERS_END)
    if (headersEnd < 0) {
      return { status: 400, message: 'The multipart/form-data body cannot be read as form fields' }
    }
    const payloadProblem = badPayloadField(
      part.subarray(0, headersEnd),
      part.subarray(headersEnd + HEADERS_END.length),
    )
    if (payloadProblem) return payloadProblem
    at = partEnd + CRLF.length
  }
}

/** Whether a request's Content-Type is one whose body the app reads as JSON (text/plain: Next's server actions). */
export function isJsonLike(contentType: string | undefined): boolean {
  const type = mediaTypeOf(contentType)
  return type === 'application/json' || type.endsWith('+json') || type === 'text/plain'
}

/**
 * Whether a call of a Next server action (a `Next-Action` header) carries a body Next cannot
 * decode: its client sends the arguments as JSON text (text/plain), and Next answers a body that is
 * not JSON with a 500. A multipart call (arguments with files) is left to Next.
 */
export function isUndecodableActionCall(headers: IncomingHttpHeaders, body: Buffer): boolean {
  if (!headers['next-action']) return false
  if (mediaTypeOf(headers['content-type']) !== 'text/plain') return false
  try {
    JSON.parse(body.toString('utf8'))
    return false
  } catch {
    return true
  }
}

/**
 * Whether a body is a form post of a server action: multipart/form-data with a `$ACTION_` field
 * (`$ACTION_ID_<id>`, or `$ACTION_REF_<n>` with the action's JSON descriptor), as a browser submits
 * a `<form action={serverAction}>` before the page's scripts run, without a `Next-Action` header.
 */
export function isFormActionCall(headers: IncomingHttpHeaders, body: Buffer): boolean {
  if (mediaTypeOf(headers['content-type']) !== 'multipart/form-data') return false
  return /name="?\$ACTION_/i.test(body.toString('latin1'))
}

/**
 * A request like `original` whose body (already read) is `body`: what the app reads, as from the
 * original. A new IncomingMessage on the same socket, as Node makes one, with the original's
 * method, target, headers (including those the server set) and trailers.
 */
export function replayRequest(original: IncomingMessage, body: Buffer): IncomingMessage {
  const replay = new IncomingMessage(original.socket)
  replay.method = original.method
  replay.url = original.url
  replay.httpVersion = original.httpVersion
  replay.httpVersionMajor = original.httpVersionMajor
  replay.httpVersionMinor = original.httpVersionMinor
  replay.headers = original.headers
  replay.rawHeaders = original.rawHeaders
  replay.trailers = original.trailers
  replay.rawTrailers = original.rawTrailers
  if (body.length > 0) replay.push(body)
  replay.push(null)
  // The whole message is here: destroying the replay later must not be taken for an aborted upload.
  replay.complete = true
  return replay
}

type GateOptions = {
  /** Bodies one client address may be sending at once. */
  perAddress: number
  /** Bytes one client address's large bodies may reserve at once, together. */
  bytesPerAddress: number
  /** Bytes all large bodies being read may take together (their limits, or their declared lengths). */
  totalBytes: number
  /** A body of at most this many bytes is small: it reserves from a pool of its own. */
  smallBody: number
  /** Bytes all small bodies being read may take together. */
  smallBytes: number
}

/** Why a body may not be read now: its address is sending its share, or the server its budget. */
export type GateRefusal = 'address' | 'busy'

/**
 * Who is sending a body now: at most `perAddress` bodies and `bytesPerAddress` bytes per client
 * address at once, and a budget of bytes reserved across all of them, so that many slow or large
 * uploads cannot fill the memory. Small bodies (logins, sign-ups, the API's JSON calls) reserve
 * from a pool of their own, which large bodies cannot take: uploads held open by a few clients
 * leave everyone else's small requests going. enter() returns a release function, or why the
 * request must wait.
 */
export function createBodyGate({
  perAddress,
  bytesPerAddress,
  totalBytes,
  smallBody,
  smallBytes,
}: GateOptions) {
  const byAddress = new Map<string, { bodies: number; bytes: number }>()
  const pools = { small: 0, large: 0 }
  return {
    enter(address: string, bytes: number): (() => void) | GateRefusal {
      const pool = bytes <= smallBody ? 'small' : 'large'
      // An address's byte share counts its large bodies: its small ones have their own pool
      const large = pool === 'large' ? bytes : 0
      const sending = byAddress.get(address) ?? { bodies: 0, bytes: 0 }
      if (sending.bodies >= perAddress || sending.bytes + large > bytesPerAddress) return 'address'
      if (pools[pool] + bytes > (pool === 'small' ? smallBytes : totalBytes)) return 'busy'
      byAddress.set(address, { bodies: sending.bodies + 1, bytes: sending.bytes + large })
      pools[pool] += bytes
      let released = false
      return () => {
        if (released) return
        released = true
        pools[pool] -= bytes
        const left = byAddress.get(address)
        if (!left || left.bodies <= 1) byAddress.delete(address)
        else byAddress.set(address, { bodies: left.bodies - 1, bytes: left.bytes - large })
      }
    },
    get reservedBytes() {
      return pools.small + pools.large
    },
    get addresses() {
      return byAddress.size
    },
  }
}
