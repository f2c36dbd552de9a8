import { runScript } from './helpers/payload'

type WorkerResult = { allowed: number; retryAfterSeconds: number | null; afterForget: boolean | null }

describe('the cluster store (RATE_LIMIT_STORE=cluster)', () => {
  it('gives two worker processes one budget, kept by the primary, and forgets it for both', () => {
    const run = runScript('tests/int/fixtures/clusterRateLimit.ts')
    expect(run.status).toBe(0)
    const results = JSON.parse(run.stdout.trim().split('\n').pop() ?? '[]') as WorkerResult[]
    expect(results).toHaveLength(2)
    // 20 hits at once from two processes, a limit of 5: exactly 5 allowed in all
    expect(results.reduce((sum, result) => sum + result.allowed, 0)).toBe(5)
    // Each worker was refused at least once, with the window's wait (60 s)
    for (const result of results) {
      expect(result.retryAfterSeconds).toBeGreaterThan(55)
      expect(result.retryAfterSeconds).toBeLessThanOrEqual(60)
    }
    // After one worker forgets the key, a hit is allowed again
    expect(results.find((result) => result.afterForget !== null)?.afterForget).toBe(true)
  })
})
