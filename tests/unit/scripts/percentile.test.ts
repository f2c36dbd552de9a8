import { atShare } from '../../../scripts/lib/percentile'

describe('atShare', () => {
  const latencies = Array.from({ length: 200 }, (_, i) => i + 1)

  it('reads the nearest rank below a share of an ascending list', () => {
    expect(atShare(latencies, 0.5)).toBe(101)
    expect(atShare(latencies, 0.99)).toBe(199)
    expect(atShare([7], 0.99)).toBe(7)
  })

  it('gives the last value for the whole list and nothing for an empty one', () => {
    expect(atShare(latencies, 1)).toBe(200)
    expect(atShare([], 0.5)).toBeUndefined()
  })
})
