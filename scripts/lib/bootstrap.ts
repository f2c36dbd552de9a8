import nextEnv from '@next/env'
import type { Payload } from 'payload'

import { mongoHost } from '../../src/platform/database/database'
import { isMongoUri } from '../../src/platform/env'

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

/**
 * Runs `task` with a booted Payload, prints one clear line on failure, and exits. Only a failure to
 * boot is described as one: the task's own errors are printed as they are.
 */
export async function runWithPayload(task: (payload: Payload) => Promise<void>): Promise<never> {
  let payload: Payload
  try {
    payload = await bootPayload()
  } catch (error) {
    console.error(describeStartupError(error))
    process.exit(1)
  }
  try {
    await task(payload)
  } catch (error) {
    console.error(firstLine(errorMessage(error)))
    process.exitCode = 1
  } finally {
    await payload.destroy()
  }
  process.exit()
}

export function describeStartupError(error: unknown): string {
  const message = errorMessage(error)
  const uri = process.env.DATABASE_URI ?? ''
  if (isMongoUri(uri)) {
    return `Cannot connect to MongoDB at ${mongoHost(uri)} (DATABASE_URI): ${firstLine(message)}`
  }
  return firstLine(message)
}

const errorMessage = (error: unknown) => (error instanceof Error ? error.message : String(error))
const firstLine = (text: string) => text.split('\n')[0]
