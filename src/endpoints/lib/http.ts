import type { PayloadRequest } from 'payload'
import type { z } from 'zod'

/** Every error answer of the spec's API: a 4xx with `{ "error": "<readable message>" }`. */
export const errorResponse = (status: number, error: string, headers?: HeadersInit): Response =>
  Response.json({ error }, { status, headers })

type Parsed<T> = { ok: true; data: T } | { ok: false; response: Response }

/** Reads the JSON body and validates it; a missing or malformed body, or a schema failure, is a 400. */
export async function parseJsonBody<S extends z.ZodType>(
  req: PayloadRequest,
  schema: S,
): Promise<Parsed<z.output<S>>> {
  let body: unknown
  try {
    body = await req.json?.()
  } catch {
    return { ok: false, response: errorResponse(400, 'Request body must be valid JSON') }
  }
  if (typeof body !== 'object' || body === null || Array.isArray(body)) {
    return { ok: false, response: errorResponse(400, 'Request body must be a JSON object') }
  }
  const result = schema.safeParse(body)
  if (!result.success) {
    const message = result.error.issues[0]?.message ?? 'Invalid request'
    return { ok: false, response: errorResponse(400, message) }
  }
  return { ok: true, data: result.data }
}

/** True when the database refused a write because a unique value already exists. */
export function isUniqueViolation(error: unknown): boolean {
  if (!error || typeof error !== 'object') return false
  const candidate = error as { name?: string; message?: string; code?: unknown; cause?: unknown }
  const text = `${candidate.name ?? ''} ${candidate.message ?? ''}`
  if (/unique|duplicate|already (exists|registered|in use)|E11000/i.test(text)) return true
  if (candidate.code === 11000 || candidate.code === 'SQLITE_CONSTRAINT_UNIQUE') return true
  const data = (error as { data?: { errors?: { message?: string }[] } }).data
  if (data?.errors?.some((issue) => /unique|already|registered/i.test(issue.message ?? ''))) return true
  return candidate.cause ? isUniqueViolation(candidate.cause) : false
}
