/**
 * A draining process (SIGTERM) takes no lease for new work, but a request in flight that needs a
 * short turn still gets it, and the drain waits for that turn's release. In a file of its own: the
 * drain lasts for the rest of the process.
 */
import type { Payload } from 'payload'

import { startTestPayload, type TestPayload } from './helpers/payload'

let test: TestPayload
let payload: Payload

beforeAll(async () => {
  test = await startTestPayload()
  payload = test.payload
})

afterAll(async () => {
  await test?.cleanup()
})

it('refuses leases for new work while draining, gives a turn to a request in flight, and waits for its release', async () => {
  const { drainLeases, takeLease } = await import('@/platform/database/leases')
  const drained = drainLeases()
  let done = false
  void drained.then(() => (done = true))
  await drained
  expect(done).toBe(true)

  expect(await takeLease(payload, 'outbox', 60_000)).toBeNull()
  const turn = await takeLease(payload, 'session-choice', 15_000, Date.now(), { duringDrain: true })
  expect(turn).not.toBeNull()
  // Another holder still waits its turn
  expect(await takeLease(payload, 'session-choice', 15_000, Date.now(), { duringDrain: true })).toBeNull()

  let drainedAgain = false
  const secondDrain = drainLeases().then(() => (drainedAgain = true))
  await new Promise((resolve) => setTimeout(resolve, 50))
  expect(drainedAgain).toBe(false)
  await turn!.release()
  await secondDrain
  expect(drainedAgain).toBe(true)
})
