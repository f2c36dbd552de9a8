/** @jest-environment node */
import { execFileSync } from 'node:child_process'
import fs from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'

/**
 * Every script run by tsx loads its modules with an export condition (docs/decisions/
 * 0056-production-condition-for-scripts.md): without one, Lexical's `node` entry points load their
 * build with a top-level await, and on Node 20 a third to a half of the starts that load the
 * Payload config stop with exit code 13 before doing anything.
 */
const root = process.cwd()
const TOP_LEVEL_AWAIT = /^(?:const [^=]+= )?await\b/m

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
      { cwd: root, encoding: 'utf8', env: { ...process.env, NODE_OPTIONS: '' } },
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

  it('is passed by every npm script and shell script that runs tsx', () => {
    const { scripts } = JSON.parse(fs.readFileSync(path.join(root, 'package.json'), 'utf8')) as {
      scripts: Record<string, string>
    }
    const shellLines = fs
      .readdirSync(path.join(root, 'scripts'))
      .filter((file) => file.endsWith('.sh'))
      .flatMap((file) =>
        fs
          .readFileSync(path.join(root, 'scripts', file), 'utf8')
          .split('\n')
          .map((line) => `${file}: ${line}`),
      )
    const runsTsx = [
      ...Object.entries(scripts).map(([name, command]) => `${name}: ${command}`),
      ...shellLines,
    ].filter((line) => /\btsx\s/.test(line) && !/^[\w.-]+: \s*#/.test(line))
    expect(runsTsx.length).toBeGreaterThan(10)
    expect(runsTsx.filter((line) => !/\btsx --conditions=(production|development) /.test(line))).toEqual([])
  })
})
