import { readFileSync } from 'node:fs'
import { join } from 'node:path'

import { ADMIN_SERVER_FUNCTIONS, answerServerFunction } from '@/platform/payload/adminServerFunction'

class Refusal extends Error {
  status = 401
}
class Signal extends Error {}

const rethrowSignals = (error: unknown) => {
  if (error instanceof Signal) throw error
}

describe("the admin's server function", () => {
  it("answers one of Payload's names with the handler's result", async () => {
    const handle = jest.fn(async () => ({ state: {} }))
    expect(await answerServerFunction({ name: 'form-state', args: {} }, handle, rethrowSignals)).toEqual({
      state: {},
    })
    expect(handle).toHaveBeenCalledWith({ name: 'form-state', args: {} })
  })

  it.each([[{ name: 'bogus', args: {} }], [{ name: 'constructor' }], [null], ['x'], [{ args: {} }]])(
    'refuses %j without calling the handler',
    async (args) => {
      const handle = jest.fn(async () => 'ran')
      expect(await answerServerFunction(args, handle, rethrowSignals)).toEqual({
        error: 'Unknown server function',
      })
      expect(handle).not.toHaveBeenCalled()
    },
  )

  it('answers a refusal with its message, and another error with a plain one, instead of throwing', async () => {
    const refused = answerServerFunction(
      { name: 'render-list', args: {} },
      async () => {
        throw new Refusal('Unauthorized, you must be logged in to make this request.')
      },
      rethrowSignals,
    )
    await expect(refused).resolves.toEqual({
      error: 'Unauthorized, you must be logged in to make this request.',
    })
    const log = jest.spyOn(console, 'error').mockImplementation(() => {})
    const failed = answerServerFunction(
      { name: 'render-list', args: {} },
      async () => {
        throw new TypeError("Cannot read properties of undefined (reading 'x')")
      },
      rethrowSignals,
    )
    await expect(failed).resolves.toEqual({ error: 'Something went wrong' })
    expect(log).toHaveBeenCalledTimes(1)
    log.mockRestore()
  })

  it("lets Next's own signals (a redirect) through", async () => {
    const signal = new Signal('NEXT_REDIRECT')
    const call = answerServerFunction(
      { name: 'render-document', args: {} },
      async () => {
        throw signal
      },
      rethrowSignals,
    )
    await expect(call).rejects.toBe(signal)
  })

  it("knows the names Payload's handleServerFunctions answers", () => {
    const source = readFileSync(
      join(process.cwd(), 'node_modules/@payloadcms/next/dist/utilities/handleServerFunctions.js'),
      'utf8',
    )
    const block = /const baseServerFunctions = \{([\s\S]*?)\};/.exec(source)?.[1] ?? ''
    const names = [...block.matchAll(/^\s*'?([\w-]+)'?:/gm)].map((match) => match[1])
    expect(new Set(names)).toEqual(ADMIN_SERVER_FUNCTIONS)
  })
})
