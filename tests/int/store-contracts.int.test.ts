/** The database-backed stores' contract on SQLite (tests/int/helpers/storeContracts.ts). */
import type { Payload } from 'payload'

import { startTestPayload, type TestPayload } from './helpers/payload'
import { describeStoreContracts } from './helpers/storeContracts'

let test: TestPayload

beforeAll(async () => {
  test = await startTestPayload()
})

afterAll(async () => {
  await test?.cleanup()
})

describeStoreContracts((): Payload => test.payload)
