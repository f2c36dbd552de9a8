/** @jest-environment node */
import { execFileSync } from 'node:child_process'
import fs from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'

/**
 * Scripts load their modules with the production condition (docs/decisions/
 * 0056-production-condition-for-scripts.md): without it, Lexical's `node` entry points load their
 * build with a top-level await, and on Node 20 a third to a half of the starts that load the
 * Payload config stop with exit code 13 before doing anything.
 */
const root = process.cwd()
const TOP_LEVEL_AWAIT = /^(?:const [^=]+= )?await\b/m
const cleanEnv = { ...process.env, NODE_OPTIONS: '' }

const resolveUnder = (flags: string[], specifier: string) =>
  fileURLToPath(
    execFileSync(
      process.execPath,
      [
        ...flags,
        '--input-type=module',
        '-e',
        `console.log(import.meta.resolve(${JSON.stringify(specifier)}))`,
      ],
      { cwd: root, encoding: 'utf8', env: cleanEnv },
    ).trim(),
  )

describe('the export condition of scripts', () => {
  it('loads Lexical without a top-level await under the production condition, and with one under none', () => {
    const withCondition = resolveUnder(['--conditions=production'], 'lexical')
    expect(path.basename(withCondition)).toBe('Lexical.prod.mjs')
    expect(fs.readFileSync(withCondition, 'utf8')).not.toMatch(TOP_LEVEL_AWAIT)

    const without = resolveUnder([], 'lexical')
    expect(path.basename(without)).toBe('Lexical.node.mjs')
    expect(fs.readFileSync(without, 'utf8')).toMatch(TOP_LEVEL_AWAIT)
  })

  it('is what npm gives every script and npx, from the project .npmrc', () => {
    const options = execFileSync('npm', ['config', 'get', 'node-options'], {
      cwd: root,
      encoding: 'utf8',
      env: cleanEnv,
    }).trim()
    expect(options.split(/\s+/)).toContain('--conditions=production')
  })
})
