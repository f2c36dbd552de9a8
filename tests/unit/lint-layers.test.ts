/** @jest-environment node */
import path from 'node:path'

import { ESLint } from 'eslint'

const root = path.resolve(__dirname, '../..')
const fixture = 'tests/lint/layers/src'

describe('the lint rules of the layers', () => {
  // The fixture is ignored by `eslint .`; here it is linted with the project's own config
  const eslint = new ESLint({ cwd: root, ignore: false })

  const restricted = async (file: string) => {
    const [result] = await eslint.lintFiles([`${fixture}/${file}`])
    return result.messages
      .filter((message) => message.ruleId === 'import/no-restricted-paths')
      .map((m) => m.message)
  }

  it('lets a feature import another through its index.ts', async () => {
    expect(await restricted('features/beta/throughDoor.ts')).toEqual([])
  })

  it('refuses a feature importing past another feature’s doors', async () => {
    expect(await restricted('features/beta/pastDoor.ts')).toEqual([
      expect.stringContaining('Import the alpha feature through its index.ts, pages.ts or client.ts.'),
    ])
  })

  it('refuses the platform importing a feature', async () => {
    expect(await restricted('platform/upward.ts')).toEqual([
      expect.stringContaining('The platform imports no feature, page, UI or server module.'),
    ])
  })

  it('lets the HTTP front import the platform, and nothing else', async () => {
    expect(await restricted('server/front.ts')).toEqual([
      expect.stringContaining('The HTTP front imports the platform only.'),
    ])
  })

  it('refuses the shared styles importing a feature', async () => {
    expect(await restricted('styles/theme.ts')).toEqual([
      expect.stringContaining('Shared UI imports no feature, page or server module.'),
    ])
  })

  it('refuses a page importing the HTTP front', async () => {
    expect(await restricted('app/page.ts')).toEqual([
      expect.stringContaining('A page imports no server or seed module.'),
    ])
  })

  it('lets src/platform/payload.ts import payload.config.ts, and no other platform module', async () => {
    expect(await restricted('platform/payload.ts')).toEqual([])
    expect(await restricted('platform/config.ts')).toEqual([
      expect.stringContaining('Only src/platform/payload.ts imports payload.config.ts'),
    ])
  })

  it.each([
    'src/features/course/index.ts',
    'src/platform/env.ts',
    'src/server/index.ts',
    'src/app/(frontend)/page.tsx',
  ])('is an error in %s', async (file) => {
    const config = await eslint.calculateConfigForFile(file)
    expect(config.rules['import/no-restricted-paths'][0]).toBe(2)
  })
})
