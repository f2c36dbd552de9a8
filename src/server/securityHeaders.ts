import { EMBED_ORIGINS, MEETUP_IMAGE_ORIGIN } from '@/platform/http/embeds'

/**
 * Which inline scripts may run: those carrying this answer's nonce (a page rendered per request),
 * or those whose sha256 is listed (a cached page, the same bytes for every visitor).
 */
export type ScriptTrust = { nonce: string } | { hashes: string[] }

type Options = ScriptTrust & { production: boolean; https: boolean }

const scriptSources = (trust: ScriptTrust): string[] =>
  'nonce' in trust ? [`'nonce-${trust.nonce}'`] : trust.hashes

/**
 * The Content-Security-Policy of every answer: scripts only with this request's nonce, or with a
 * listed hash on a cached page (and what they load, 'strict-dynamic'); styles may be inline
 * (styled-components injects them); frames only from the named embed hosts; images from the site
 * and Meetup's photo CDN; the site itself may not be framed.
 */
export function contentSecurityPolicy({ production, https, ...trust }: Options): string {
  const directives: Record<string, string[]> = {
    'default-src': ["'self'"],
    'script-src': [
      "'self'",
      ...scriptSources(trust),
      "'strict-dynamic'",
      ...(production ? [] : ["'unsafe-eval'"]),
    ],
    'style-src': ["'self'", "'unsafe-inline'"],
    'img-src': ["'self'", 'data:', 'blob:', MEETUP_IMAGE_ORIGIN],
    'font-src': ["'self'", 'data:'],
    'media-src': ["'self'", 'blob:'],
    'connect-src': ["'self'", ...(production ? [] : ['ws:'])],
    'frame-src': [...EMBED_ORIGINS],
    'frame-ancestors': ["'none'"],
    'form-action': ["'self'"],
    'base-uri': ["'self'"],
    'object-src': ["'none'"],
  }
  const policy = Object.entries(directives).map(([name, values]) => `${name} ${values.join(' ')}`)
  if (production && https) policy.push('upgrade-insecure-requests')
  return policy.join('; ')
}

const embedAllowList = EMBED_ORIGINS.map((origin) => `"${origin}"`).join(' ')

type HeaderOptions = { production: boolean; https: boolean }

/**
 * The headers of every answer, and all that a build script, style sheet or font gets: no sniffing,
 * HTTPS only. The policy, framing, referrer, opener and permission headers act on documents alone;
 * on each of the ten or so code files of a page they would cost a visitor about 0.8 kB apiece over
 * HTTP/1.1, for nothing.
 */
export const buildFileSecurityHeaders = (options: HeaderOptions): Record<string, string> => ({
  'X-Content-Type-Options': 'nosniff',
  ...(options.production ? { 'Strict-Transport-Security': 'max-age=31536000; includeSubDomains' } : {}),
})

/**
 * The headers set on every answer but the policy and the build's code files, in one place (the
 * site's server applies them: src/server/requestHandler.ts); the same for every answer, so worked
 * out once.
 */
export function fixedSecurityHeaders(options: HeaderOptions): Record<string, string> {
  return {
    ...buildFileSecurityHeaders(options),
    'Referrer-Policy': 'strict-origin-when-cross-origin',
    'X-Frame-Options': 'DENY',
    'Cross-Origin-Opener-Policy': 'same-origin',
    'Permissions-Policy': [
      'camera=()',
      'microphone=()',
      'geolocation=()',
      'usb=()',
      'payment=()',
      'browsing-topics=()',
      `autoplay=(self ${embedAllowList})`,
      `fullscreen=(self ${embedAllowList})`,
    ].join(', '),
  }
}

export function createNonce(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16))
  return btoa(String.fromCharCode(...bytes))
}
