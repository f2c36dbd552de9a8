import fs from 'node:fs'

import { runScript } from './helpers/payload'

describe("every feature's index.ts", () => {
  it('loads in plain Node before the environment is set (no environment read, no database touched at import)', () => {
    const { PATH, HOME } = process.env
    // Production without PAYLOAD_SECRET: reading the environment would throw
    const run = runScript('tests/int/fixtures/importDoors.ts', { PATH, HOME, NODE_ENV: 'production' })
    expect(run.stderr).not.toMatch(/Error/)
    expect(run.status).toBe(0)
    expect(JSON.parse(run.stdout.trim().split('\n').pop() ?? '[]')).toEqual(fs.readdirSync('src/features'))
  })
})
