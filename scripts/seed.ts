import { getEnv } from '../src/platform/env'
import { seed } from '../src/seed'
import { runWithPayload } from './lib/bootstrap'

await runWithPayload(async (payload) => {
  const env = getEnv()
  await seed(payload, { adminEmail: env.ADMIN_EMAIL, adminPassword: env.ADMIN_PASSWORD })
})
