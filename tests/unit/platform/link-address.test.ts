import { isLinkAddress } from '@/platform/http/linkAddress'

describe('a link the owner may put on a page', () => {
  it.each([
    'https://www.meetup.com/letting-go-circle/',
    'http://example.com',
    'mailto:hello@example.com',
    '/crash-course',
    '/',
    '/how-to-let-go?ref=home#pricing',
  ])('takes %s', (link) => {
    expect(isLinkAddress(link)).toBe(true)
  })

  it.each([
    ['an address without its scheme', 'www.meetup.com/letting-go-circle/'],
    ['a script', 'javascript:alert(1)'],
    ['a data URL', 'data:text/html,<script>alert(1)</script>'],
    ['another host written as //host', '//evil.example/path'],
    ['another host written as /\\host', '/\\evil.example/path'],
    ['a path with a space', '/how to let go'],
    ['a mailto without an address', 'mailto:'],
    ['a scheme alone', 'https://'],
    ['plain words', 'see our Meetup page'],
    ['a scheme without its slashes', 'https:example.com'],
    ['a space before or after', ' https://example.com'],
    ['a space after', 'https://example.com/ '],
  ])('refuses %s', (_case, link) => {
    expect(isLinkAddress(link)).toBe(false)
  })
})
