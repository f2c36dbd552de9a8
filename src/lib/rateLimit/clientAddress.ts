/** Set by the site's server (src/server/requestHandler.ts) to the socket's address, replacing any sent by the client. */
export const CLIENT_ADDRESS_HEADER = 'x-client-address'

/**
 * The client address used as the rate-limit key. Behind a trusted proxy (TRUST_PROXY=true) it is
 * the last X-Forwarded-For entry, the address the nearest proxy saw (earlier entries can be forged
 * by the client). Otherwise it is the socket's address, which the server hands over in
 * CLIENT_ADDRESS_HEADER; an app run without that server (bare `next start`) has none, and every
 * client then shares one budget.
 */
export function clientAddress(headers: Headers, trustProxy: boolean): string {
  if (!trustProxy) return headers.get(CLIENT_ADDRESS_HEADER) ?? 'direct'
  const entries = (headers.get('x-forwarded-for') ?? '')
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean)
  return entries.at(-1) ?? 'unknown'
}
