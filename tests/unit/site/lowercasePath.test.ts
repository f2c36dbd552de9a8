import { canonicalRedirectPath } from '@/server/canonicalPath'

describe('case-insensitive routes (spec §2)', () => {
  it('redirects /PROGRAMS to /programs and /About to /about', () => {
    expect(canonicalRedirectPath('/PROGRAMS')).toBe('/programs')
    expect(canonicalRedirectPath('/About')).toBe('/about')
    expect(canonicalRedirectPath('/One-On-One/Checkout')).toBe('/one-on-one/checkout')
  })

  it('redirects the registered admin route in any case: /Admin/Import to /admin/import', () => {
    expect(canonicalRedirectPath('/Admin/Import')).toBe('/admin/import')
    expect(canonicalRedirectPath('/ADMIN/IMPORT')).toBe('/admin/import')
    expect(canonicalRedirectPath('/Admin')).toBe('/admin')
    expect(canonicalRedirectPath('/admin/import')).toBeNull()
  })

  it('leaves lower-case paths alone', () => {
    expect(canonicalRedirectPath('/')).toBeNull()
    expect(canonicalRedirectPath('/live-seminars')).toBeNull()
  })

  it('never touches the API, the admin, Next assets or files', () => {
    expect(canonicalRedirectPath('/api/Users')).toBeNull()
    expect(canonicalRedirectPath('/API/seminar-events')).toBeNull()
    expect(canonicalRedirectPath('/admin/collections/Users')).toBeNull()
    expect(canonicalRedirectPath('/_next/static/chunks/Main.js')).toBeNull()
    expect(canonicalRedirectPath('/images/Hero.PNG')).toBeNull()
  })

  it('keeps percent-escapes as they are, so an encoded path cannot loop', () => {
    expect(canonicalRedirectPath('/caf%C3%A9')).toBeNull()
    expect(canonicalRedirectPath('/Caf%C3%A9')).toBe('/caf%C3%A9')
  })
})

describe('redirects never leave the site', () => {
  it('sends a path that starts with slashes or backslashes to its one-slash form, lower-cased', () => {
    expect(canonicalRedirectPath('//Evil.com/x')).toBe('/evil.com/x')
    expect(canonicalRedirectPath('/\\Evil.com/x/')).toBe('/evil.com/x/')
    expect(canonicalRedirectPath('/\\/\\//evil.com')).toBe('/evil.com')
    expect(canonicalRedirectPath('//evil.com/')).toBe('/evil.com/')
    expect(canonicalRedirectPath('//About')).toBe('/about')
  })

  it('collapses the slashes of paths that otherwise keep their case', () => {
    expect(canonicalRedirectPath('//Evil.com')).toBe('/Evil.com')
    expect(canonicalRedirectPath('//api/Users')).toBe('/api/Users')
    expect(canonicalRedirectPath('/\\_next/static/Main.js')).toBe('/_next/static/Main.js')
  })

  it('never answers a target that starts with // or /\\', () => {
    const paths = ['//Evil.com/x', '/\\evil.com', '///a', '/\\/b', '//', '/\\', '//API/x', '//x.PNG']
    for (const path of paths) expect(canonicalRedirectPath(path)).toMatch(/^\/(?![/\\])/)
  })
})
