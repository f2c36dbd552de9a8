import { isIPv4, isIPv6 } from 'node:net'

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

/**
 * The part of an address that rate limits count by: an IPv4 address whole (an IPv4-mapped IPv6
 * address as its IPv4), an IPv6 address by its /64, the smallest network a provider hands one
 * customer, so one attacker cannot take a fresh budget from each of the 2^64 addresses they own.
 * Anything else (a missing address) is kept as it is.
 */
export function rateLimitSubject(address: string): string {
  const bare = address.replace(/^\[|\]$/g, '').replace(/%.*$/, '')
  if (!isIPv6(bare)) return address
  const mapped = /^(?:0*:)*:?(?:0*:)*ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(bare)
  if (mapped && isIPv4(mapped[1])) return mapped[1]
  return `${ipv6Groups(bare).slice(0, 4).join(':')}::/64`
}

/** The eight 16-bit groups of a valid IPv6 address, as lower-case hex without leading zeros. */
function ipv6Groups(address: string): string[] {
  let text = address.toLowerCase()
  const embedded = /(\d+)\.(\d+)\.(\d+)\.(\d+)$/.exec(text)
  if (embedded) {
    const [a, b, c, d] = embedded.slice(1).map(Number)
    text = `${text.slice(0, embedded.index)}${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`
  }
  const [head, tail] = text.includes('::') ? text.split('::') : [text, undefined]
  const headGroups = head ? head.split(':') : []
  const tailGroups = tail ? tail.split(':') : []
  const zeros = tail === undefined ? [] : Array(8 - headGroups.length - tailGroups.length).fill('0')
  return [...headGroups, ...zeros, ...tailGroups].map((group) => parseInt(group, 16).toString(16))
}
