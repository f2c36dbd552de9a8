import { createAdmin } from '../src/features/accounts'
import { getEnv } from '../src/platform/env'
import { runWithPayload } from './lib/bootstrap'

await runWithPayload(async (payload) => {
  const env = getEnv()
  // getEnv() falls back to the demo's password; an admin made on purpose must be given its own.
  const password = process.env.ADMIN_PASSWORD?.trim() ? env.ADMIN_PASSWORD : undefined
  await createAdmin(payload, { email: env.ADMIN_EMAIL, password })
  console.log(`Created the admin ${env.ADMIN_EMAIL}. Sign in at ${env.NEXT_PUBLIC_SERVER_URL}/admin.`)
})
