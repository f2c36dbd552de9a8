import { isExternalLink, writingLinkLabel, writingStatusVariant } from '@/features/content/writings'

describe('the writing status badge (spec §4)', () => {
  it('shows "Published" as default', () => {
    expect(writingStatusVariant('Published')).toBe('default')
    expect(writingStatusVariant(' published ')).toBe('default')
  })

  it('shows a status containing 2025 or 2026 as outline', () => {
    expect(writingStatusVariant('Coming 2026')).toBe('outline')
    expect(writingStatusVariant('Coming 2025')).toBe('outline')
    expect(writingStatusVariant('Expected spring 2026')).toBe('outline')
  })

  it('shows anything else as secondary', () => {
    expect(writingStatusVariant('In progress')).toBe('secondary')
    expect(writingStatusVariant('Coming 2027')).toBe('secondary')
    expect(writingStatusVariant('Published in 2019')).toBe('secondary')
  })
})

describe('the writing link button label', () => {
  it('reads "View on Amazon" for an Amazon store link', () => {
    expect(writingLinkLabel('https://www.amazon.com/dp/B000000')).toBe('View on Amazon')
    expect(writingLinkLabel('https://amazon.co.uk/dp/B000000')).toBe('View on Amazon')
    expect(writingLinkLabel('https://amzn.to/3abc')).toBe('View on Amazon')
  })

  it('reads "Visit Site" for any other site', () => {
    expect(writingLinkLabel('https://example.com/why-we-hold-on')).toBe('Visit Site')
    expect(writingLinkLabel('https://notamazon.com/')).toBe('Visit Site')
  })

  it('reads "Read Story" for a page of this site, like the story at /19', () => {
    expect(writingLinkLabel('/19')).toBe('Read Story')
    expect(isExternalLink('/19')).toBe(false)
    expect(isExternalLink('https://example.com')).toBe(true)
  })
})
