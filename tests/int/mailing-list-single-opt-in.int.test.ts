import type { Payload } from 'payload'

import { startApi, type ApiClient } from './helpers/authApi'

let api: ApiClient
let payload: Payload

beforeAll(async () => {
  api = await startApi({ EMAIL_DOUBLE_OPT_IN: 'false' })
  payload = api.payload
})

afterAll(async () => {
  await api?.ctx.cleanup()
})

describe('EMAIL_DOUBLE_OPT_IN=false', () => {
  it('confirms a new address at once and sends no confirmation e-mail', async () => {
    const response = await api.call('POST', '/email-signup', { body: { email: 'direct@example.com' } })
    expect(response.status).toBe(201)
    const { docs } = await payload.find({
      collection: 'email-signups',
      where: { email: { equals: 'direct@example.com' } },
      overrideAccess: true,
    })
    expect(docs[0]).toMatchObject({ status: 'confirmed' })
    expect(docs[0].history?.map((entry) => entry.event)).toEqual(['signed-up', 'confirmed'])
    const { docs: mails } = await payload.find({
      collection: 'email-outbox',
      where: { subject: { like: 'Confirm' } },
      overrideAccess: true,
    })
    expect(mails).toHaveLength(0)
  })
})
