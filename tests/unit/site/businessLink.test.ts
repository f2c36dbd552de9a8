import { businessLink } from '@/features/content/businessLink'

describe('the business card link rule (spec §4)', () => {
  it('offers the site of a business that has a URL', () => {
    expect(businessLink({ url: 'https://example.com', status: 'active' })).toEqual({
      kind: 'site',
      url: 'https://example.com',
    })
  })

  it('shows Coming Soon for an upcoming business without a URL', () => {
    expect(businessLink({ url: null, status: 'upcoming' })).toEqual({ kind: 'coming-soon' })
  })

  it('shows No Site for an active or former business without a URL', () => {
    expect(businessLink({ url: '', status: 'active' })).toEqual({ kind: 'no-site' })
    expect(businessLink({ url: '  ', status: 'former' })).toEqual({ kind: 'no-site' })
  })

  it('shows Coming Soon for a card marked coming soon, even with a URL: it does not open the site', () => {
    expect(businessLink({ url: null, status: 'active', comingSoon: true })).toEqual({ kind: 'coming-soon' })
    expect(businessLink({ url: 'https://example.com', status: 'active', comingSoon: true })).toEqual({
      kind: 'coming-soon',
    })
  })
})
