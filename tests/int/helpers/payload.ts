import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'

import type { Payload } from 'payload'

export type TestPayload = { payload: Payload; dbFile: string; cleanup: () => Promise<void> }

/**
 * Boots Payload's local API on a fresh temporary SQLite file. The environment is set, and read
 * afresh, before the config is imported, because the config reads it once.
 */
export async function startTestPayload(extraEnv: Record<string, string> = {}): Promise<TestPayload> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'site-int-'))
  const dbFile = path.join(dir, 'test.db')
  Object.assign(process.env, {
    DATABASE_URI: `file:${dbFile}`,
    PAYLOAD_SECRET: 'integration-test-secret-0123456789',
    LOG_LEVEL: 'warn',
    EMAIL_QUEUE_CRON: 'off',
    ...extraEnv,
  })
  const { forgetEnv } = await import('@/platform/env')
  forgetEnv()
  const { default: config } = await import('@payload-config')
  const { getPayload } = await import('payload')
  const payload = await getPayload({ config })
  return {
    payload,
    dbFile,
    cleanup: async () => {
      await payload.destroy()
      fs.rmSync(dir, { recursive: true, force: true })
    },
  }
}
