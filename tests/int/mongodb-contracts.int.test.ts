/**
 * The database-backed stores' contract (tests/int/helpers/storeContracts.ts) on a real MongoDB:
 * set MONGODB_TEST_URI to a replica set's URI (a database this test may empty), e.g.
 * `MONGODB_TEST_URI='mongodb://127.0.0.1:27017/contract?replicaSet=rs0' npm run test:mongodb`.
 * Skipped when unset: no MongoDB server can run on the machines this suite usually runs on.
 */
import type { Payload } from 'payload'

import { outboxStore } from '@/platform/mail/outboxStore'

import { setTestEnv } from './helpers/payload'
import { describeStoreContracts } from './helpers/storeContracts'

const uri = process.env.MONGODB_TEST_URI

let payload: Payload

;(uri ? describe : describe.skip)('on MongoDB (MONGODB_TEST_URI)', () => {
  beforeAll(async () => {
    await setTestEnv({ DATABASE_URI: uri as string, PAYLOAD_DROP_DATABASE: 'true' })
    const { default: config } = await import('@payload-config')
    const { getPayload } = await import('payload')
    payload = await getPayload({ config })
  })

  afterAll(async () => {
    await payload?.destroy()
  })

  describeStoreContracts(() => payload, { mongodb: outboxStore })
})
