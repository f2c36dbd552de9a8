import { spawnSync } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'

import type { Payload } from 'payload'

export type TestPayload = { payload: Payload; dbFile: string; cleanup: () => Promise<void> }

/**
 * Sets the environment of a test's Payload (a test secret, quiet logs, no mail schedule, then
 * `vars`) and has it read afresh: a module the test imported first may already have read it.
 */
export async function setTestEnv(vars: Record<string, string>): Promise<void> {
  Object.assign(process.env, {
    PAYLOAD_SECRET: 'integration-test-secret-0123456789',
    LOG_LEVEL: 'warn',
    EMAIL_QUEUE_CRON: 'off',
    ...vars,
  })
  const { forgetEnv } = await import('@/platform/env')
  forgetEnv()
}

/** A TypeScript script run by tsx in a process of its own, as `npm run` would; its exit status and output. */
export const runScript = (script: string, env?: NodeJS.ProcessEnv) =>
  spawnSync(process.execPath, ['node_modules/tsx/dist/cli.mjs', script], {
    cwd: process.cwd(),
    encoding: 'utf8',
    timeout: 120_000,
    env,
  })

/**
 * Boots Payload's local API on a fresh temporary SQLite file. The environment is set, and read
 * afresh, before the config is imported, because the config reads it once.
 */
export async function startTestPayload(extraEnv: Record<string, string> = {}): Promise<TestPayload> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'site-int-'))
  const dbFile = path.join(dir, 'test.db')
  await setTestEnv({ DATABASE_URI: `file:${dbFile}`, ...extraEnv })
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
