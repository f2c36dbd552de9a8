import { spawnSync } from 'node:child_process'
import fs from 'node:fs'

describe("every feature's index.ts", () => {
  it('loads in plain Node before the environment is set (no environment read, no database touched at import)', () => {
    const { PATH, HOME } = process.env
    const run = spawnSync(
      process.execPath,
      ['node_modules/tsx/dist/cli.mjs', 'tests/int/fixtures/importDoors.ts'],
      {
        cwd: process.cwd(),
        encoding: 'utf8',
        timeout: 120_000,
        // Production without PAYLOAD_SECRET: reading the environment would throw
        env: { PATH, HOME, NODE_ENV: 'production' },
      },
    )
    expect(run.stderr).not.toMatch(/Error/)
    expect(run.status).toBe(0)
    expect(JSON.parse(run.stdout.trim().split('\n').pop() ?? '[]')).toEqual(fs.readdirSync('src/features'))
  })
})
