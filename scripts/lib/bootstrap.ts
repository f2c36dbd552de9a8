import nextEnv from '@next/env'
import type { Payload } from 'payload'

import { mongoHost } from '../../src/lib/database'
import { isMongoUri } from '../../src/lib/env'

/**
 * Loads `.env` the way Next does, then boots Payload from the project config.
 * The config is imported only after the environment is in place, because it reads it once.
 */
export async function bootPayload(): Promise<Payload> {
  nextEnv.loadEnvConfig(process.cwd(), process.env.NODE_ENV !== 'production')
  const { default: config } = await import('../../payload.config')
  const { getPayload } = await import('payload')
  return getPayload({ config })
}

/** Runs `task` with a booted Payload, prints one clear line on failure, and exits. */
export async function runWithPayload(task: (payload: Payload) => Promise<void>): Promise<never> {
  try {
    const payload = await bootPayload()
    try {
      await task(payload)
    } finally {
      await payload.destroy()
    }
    process.exit(0)
  } catch (error) {
    console.error(describeStartupError(error))
    process.exit(1)
  }
}

export function describeStartupError(error: unknown): string {
  const message = error instanceof Error ? error.message : String(error)
  const uri = process.env.DATABASE_URI ?? ''
  if (isMongoUri(uri)) {
    return `Cannot connect to MongoDB at ${mongoHost(uri)} (DATABASE_URI): ${firstLine(message)}`
  }
  return firstLine(message)
}

const firstLine = (text: string) => text.split('\n')[0]
