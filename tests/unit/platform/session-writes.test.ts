import { planSessionWrite, readListOf, type Session } from '@/platform/database/sessionWrites'

const NOW = Date.parse('2026-11-26T12:00:00.000Z')
const later = (minutes: number) => new Date(NOW + minutes * 60_000).toISOString()
const session = (id: string, expiresAt = later(60)): Session => ({ id, expiresAt, createdAt: later(-1) })

const phone = session('phone')
const laptop = session('laptop')
const stale = session('stale', later(-5))

describe('how a write of a member’s sessions is stored', () => {
  it('stores a sign-in as the session it adds and the expired ones it drops', () => {
    const read = readListOf([phone, stale])
    const tablet = session('tablet')
    expect(planSessionWrite(read, [phone, tablet], undefined, NOW)).toEqual({
      kind: 'change',
      ended: ['stale'],
      started: [tablet],
      renewed: [],
    })
  })

  it('stores a sign-out as the end of its own session only', () => {
    const read = readListOf([phone, laptop])
    expect(planSessionWrite(read, [laptop], 'phone', NOW)).toEqual({
      kind: 'change',
      ended: ['phone'],
      started: [],
      renewed: [],
    })
  })

  it('stores a renewal as the new expiry of the renewed session', () => {
    const read = readListOf([phone, laptop])
    const renewed = { ...phone, expiresAt: new Date(NOW + 120 * 60_000) }
    expect(planSessionWrite(read, [renewed, laptop], 'phone', NOW)).toEqual({
      kind: 'change',
      ended: [],
      started: [],
      renewed: [renewed],
    })
  })

  it('stores a write that ends other live sessions (a password change) as the whole list', () => {
    const read = readListOf([phone, laptop])
    expect(planSessionWrite(read, [phone], 'phone', NOW)).toEqual({ kind: 'list', sessions: [phone] })
    expect(planSessionWrite(read, [], undefined, NOW)).toEqual({ kind: 'list', sessions: [] })
  })

  it('stores a write by a request that read nothing first as the whole list', () => {
    expect(planSessionWrite(undefined, [laptop], undefined, NOW)).toEqual({
      kind: 'list',
      sessions: [laptop],
    })
  })
})
