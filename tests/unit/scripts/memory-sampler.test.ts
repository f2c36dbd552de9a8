/** @jest-environment node */
import { spawn } from 'node:child_process'

import { processTreeRssKb } from '../../../scripts/lib/server'

const HELD_MB = 96

/** A child process that keeps HELD_MB of touched memory until it is killed; resolves once it holds it. */
function memoryHolder() {
  const child = spawn(
    process.execPath,
    [
      '-e',
      `globalThis.held = Buffer.alloc(${HELD_MB} * 1024 * 1024, 1); console.log('ready'); setInterval(() => {}, 1000)`,
    ],
    { stdio: ['ignore', 'pipe', 'inherit'] },
  )
  const ready = new Promise<void>((resolve) => child.stdout.once('data', () => resolve()))
  return { child, ready }
}

describe('processTreeRssKb', () => {
  it("counts the resident memory of a process's children with its own", async () => {
    const alone = await processTreeRssKb(process.pid)
    expect(alone).toBeGreaterThan(10 * 1024)

    const { child, ready } = memoryHolder()
    try {
      await ready
      const withChild = await processTreeRssKb(process.pid)
      expect(withChild - alone).toBeGreaterThan(HELD_MB * 1024 * 0.9)
      expect(await processTreeRssKb(child.pid as number)).toBeGreaterThan(HELD_MB * 1024 * 0.9)
    } finally {
      child.kill()
    }
  })

  it('answers 0 for a process that no longer exists', async () => {
    expect(await processTreeRssKb(2 ** 22 + 1)).toBe(0)
  })
})
