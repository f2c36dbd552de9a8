/** The database-backed stores' contract on SQLite (tests/int/helpers/storeContracts.ts). */
import type { Payload } from 'payload'

import { localApiOutboxStore, outboxStore } from '@/platform/mail/outboxStore'

import { startTestPayload, type TestPayload } from './helpers/payload'
import { describeStoreContracts } from './helpers/storeContracts'

let test: TestPayload

beforeAll(async () => {
  test = await startTestPayload()
})

afterAll(async () => {
  await test?.cleanup()
})

// The local-API outbox is MongoDB's: it holds to the contract here too, over SQLite
describeStoreContracts((): Payload => test.payload, {
  sqlite: outboxStore,
  'local API, as on MongoDB': localApiOutboxStore,
})
