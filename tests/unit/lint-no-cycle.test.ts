/** @jest-environment node */
import path from 'node:path'

import { ESLint } from 'eslint'

const root = path.resolve(__dirname, '../..')

describe('the lint rule against import cycles', () => {
  // The fixture is ignored by `eslint .`; here it is linted with the project's own config
  const eslint = new ESLint({ cwd: root, ignore: false })

  it('reports two modules that import each other', async () => {
    const results = await eslint.lintFiles(['tests/lint/cycleA.ts', 'tests/lint/cycleB.ts'])
    const cycles = results.map((result) => ({
      file: path.relative(root, result.filePath),
      rules: result.messages.map((message) => message.ruleId),
    }))
    expect(cycles).toEqual([
      { file: 'tests/lint/cycleA.ts', rules: ['import/no-cycle'] },
      { file: 'tests/lint/cycleB.ts', rules: ['import/no-cycle'] },
    ])
  })

  it.each([
    'src/platform/mail/outbox.ts',
    'src/features/mailing-list/collections/Broadcasts.ts',
    'src/app/(frontend)/page.tsx',
    'payload.config.ts',
  ])('is an error in %s', async (file) => {
    const config = await eslint.calculateConfigForFile(file)
    expect(config.rules['import/no-cycle'][0]).toBe(2)
  })
})
