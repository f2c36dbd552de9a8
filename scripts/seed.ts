import { getPayload } from 'payload'

import config from '../payload.config'
import { getEnv } from '../src/lib/env'
import { seed } from '../src/seed'

const env = getEnv()
const payload = await getPayload({ config })
try {
  await seed(payload, { adminEmail: env.ADMIN_EMAIL, adminPassword: env.ADMIN_PASSWORD })
} finally {
  await payload.destroy()
}
process.exit(0)
