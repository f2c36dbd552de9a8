import { contentSecurityPolicy, createNonce, fixedSecurityHeaders } from '@/server/securityHeaders'

const production = { nonce: 'abc123', production: true, https: true }

describe('security headers', () => {
  it('allows scripts only with the request nonce and strict-dynamic, never unsafe-inline', () => {
    const scriptSrc = contentSecurityPolicy(production)
      .split('; ')
      .find((directive) => directive.startsWith('script-src'))
    expect(scriptSrc).toBe("script-src 'self' 'nonce-abc123' 'strict-dynamic'")
  })

  it("lists a cached page's inline script hashes instead of a nonce, still with strict-dynamic", () => {
    const policy = contentSecurityPolicy({
      hashes: ["'sha256-AAA='", "'sha256-BBB='"],
      production: true,
      https: true,
    })
    expect(policy).toContain("script-src 'self' 'sha256-AAA=' 'sha256-BBB=' 'strict-dynamic'")
    expect(policy).not.toContain('nonce')
    expect(policy).not.toMatch(/script-src[^;]*'unsafe-inline'/)
  })

  it('forbids framing the site and allows only the named embed hosts in frames', () => {
    const policy = contentSecurityPolicy(production)
    expect(policy).toContain("frame-ancestors 'none'")
    expect(policy).toContain('frame-src https://player.vimeo.com')
  })

  it("allows images from the site and Meetup's photo host only", () => {
    const imgSrc = contentSecurityPolicy(production)
      .split('; ')
      .find((directive) => directive.startsWith('img-src'))
    expect(imgSrc).toBe("img-src 'self' data: blob: https://secure.meetupstatic.com")
  })

  it('sets HSTS for a year with subdomains in production only', () => {
    expect(fixedSecurityHeaders(production)['Strict-Transport-Security']).toBe(
      'max-age=31536000; includeSubDomains',
    )
    expect(fixedSecurityHeaders({ ...production, production: false })).not.toHaveProperty(
      'Strict-Transport-Security',
    )
  })

  it('sets nosniff, the referrer policy and a permissions policy', () => {
    const headers = fixedSecurityHeaders(production)
    expect(headers['X-Content-Type-Options']).toBe('nosniff')
    expect(headers['Referrer-Policy']).toBe('strict-origin-when-cross-origin')
    expect(headers['Permissions-Policy']).toContain('camera=()')
  })

  it('makes a fresh nonce for each request', () => {
    expect(createNonce()).not.toBe(createNonce())
    expect(createNonce()).toMatch(/^[A-Za-z0-9+/]+=*$/)
  })
})
