import { pageViewerHeaders } from '@/platform/http/pageViewer'

const COOKIE = 'payload-token=abc'

const seen = (headers: Record<string, string>) =>
  pageViewerHeaders(new Headers({ cookie: COOKIE, ...headers })).get('sec-fetch-site')

describe('pageViewerHeaders: whose cookie a page render reads', () => {
  it('reads the cookie of a top-level navigation from another site (a lesson link in webmail)', () => {
    expect(
      seen({ 'sec-fetch-site': 'cross-site', 'sec-fetch-mode': 'navigate', 'sec-fetch-dest': 'document' }),
    ).toBe('same-origin')
  })

  it('keeps a cross-site request that is not a navigation, or carries an Origin (a POST), as it came', () => {
    expect(seen({ 'sec-fetch-site': 'cross-site', 'sec-fetch-mode': 'no-cors' })).toBe('cross-site')
    expect(seen({ 'sec-fetch-site': 'cross-site', 'sec-fetch-mode': 'cors' })).toBe('cross-site')
    expect(
      seen({ 'sec-fetch-site': 'cross-site', 'sec-fetch-mode': 'navigate', origin: 'https://evil.example' }),
    ).toBe('cross-site')
  })

  it('leaves every other request alone, and never changes the headers it was given', () => {
    expect(seen({ 'sec-fetch-site': 'same-origin', 'sec-fetch-mode': 'navigate' })).toBe('same-origin')
    expect(seen({})).toBeNull()
    const given = new Headers({
      cookie: COOKIE,
      'sec-fetch-site': 'cross-site',
      'sec-fetch-mode': 'navigate',
    })
    pageViewerHeaders(given)
    expect(given.get('sec-fetch-site')).toBe('cross-site')
    expect(pageViewerHeaders(given).get('cookie')).toBe(COOKIE)
  })
})
