/**
 * The 4xx status of an error that refuses the caller (Payload's APIError and kin carry `status`),
 * else null. Imports nothing from Payload: the admin's server function wrapper is tested without it.
 */
export function refusalStatus(error: unknown): number | null {
  const status = error instanceof Error ? (error as { status?: unknown }).status : undefined
  return typeof status === 'number' && status >= 400 && status < 500 ? status : null
}
