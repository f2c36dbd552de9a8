import { lowercaseRedirectPath } from '@/lib/lowercasePath'

describe('case-insensitive routes (spec §2)', () => {
  it('redirects /PROGRAMS to /programs and /About to /about', () => {
    expect(lowercaseRedirectPath('/PROGRAMS')).toBe('/programs')
    expect(lowercaseRedirectPath('/About')).toBe('/about')
    expect(lowercaseRedirectPath('/One-On-One/Checkout')).toBe('/one-on-one/checkout')
  })

  it('leaves lower-case paths alone', () => {
    expect(lowercaseRedirectPath('/')).toBeNull()
    expect(lowercaseRedirectPath('/live-seminars')).toBeNull()
  })

  it('never touches the API, the admin, Next assets or files', () => {
    expect(lowercaseRedirectPath('/api/Users')).toBeNull()
    expect(lowercaseRedirectPath('/API/seminar-events')).toBeNull()
    expect(lowercaseRedirectPath('/admin/collections/Users')).toBeNull()
    expect(lowercaseRedirectPath('/_next/static/chunks/Main.js')).toBeNull()
    expect(lowercaseRedirectPath('/images/Hero.PNG')).toBeNull()
  })

  it('keeps percent-escapes as they are, so an encoded path cannot loop', () => {
    expect(lowercaseRedirectPath('/caf%C3%A9')).toBeNull()
    expect(lowercaseRedirectPath('/Caf%C3%A9')).toBe('/caf%C3%A9')
  })
})
