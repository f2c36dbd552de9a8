/** @jest-environment node */
import crypto from 'node:crypto'

import { limitPbkdf2 } from '@/server/passwordHashingSlots'
import { workLeases, type WorkLease } from '@/server/workSlots'

type Callback = (error: Error | null, key?: Buffer) => void

/** A stand-in pbkdf2, limited to one hash at once, whose hashes finish only when told to. */
function slowHashesOneAtATime() {
  const running: { password: string; finish: () => void }[] = []
  let peak = 0
  const target = {
    pbkdf2: (
      password: string,
      _salt: string,
      _rounds: number,
      _length: number,
      _digest: string,
      done: Callback,
    ) => {
      if (password === 'throws') throw new TypeError('The "iterations" argument is invalid')
      const hash = {
        password,
        finish: () => {
          running.splice(running.indexOf(hash), 1)
          if (password === 'fails') done(new Error('hash failed'))
          else done(null, Buffer.from(`key of ${password}`))
        },
      }
      running.push(hash)
      peak = Math.max(peak, running.length)
    },
  }
  limitPbkdf2(target, 1)
  return { target, running, peak: () => peak }
}

const turn = () => new Promise((resolve) => setImmediate(resolve))

const callThrough = (target: { pbkdf2: unknown }, password: string) =>
  new Promise<string>((resolve, reject) =>
    (target.pbkdf2 as (...args: unknown[]) => void)(password, 'salt', 1, 32, 'sha256', ((error, key) =>
      error ? reject(error) : resolve(String(key))) as Callback),
  )

/** Checks that the slot is free (or freed once the hash before is done): the next hash runs through. */
async function expectNextHashToRun(hashes: ReturnType<typeof slowHashesOneAtATime>) {
  const next = callThrough(hashes.target, 'next')
  await turn()
  hashes.running[0].finish()
  await expect(next).resolves.toBe('key of next')
}

describe('limitPbkdf2', () => {
  it('runs `size` hashes at once and the others after, in arrival order', async () => {
    const hashes = slowHashesOneAtATime()
    const keys = ['first', 'second', 'third'].map((password) => callThrough(hashes.target, password))
    await turn()
    expect(hashes.running.map((hash) => hash.password)).toEqual(['first'])
    hashes.running[0].finish()
    await turn()
    expect(hashes.running.map((hash) => hash.password)).toEqual(['second'])
    hashes.running[0].finish()
    await turn()
    hashes.running[0].finish()
    await expect(Promise.all(keys)).resolves.toEqual(['key of first', 'key of second', 'key of third'])
    expect(hashes.peak()).toBe(1)
  })

  it('passes a failed hash on and frees its slot', async () => {
    const hashes = slowHashesOneAtATime()
    const failed = callThrough(hashes.target, 'fails')
    await turn()
    hashes.running[0].finish()
    await expect(failed).rejects.toThrow('hash failed')
    await expectNextHashToRun(hashes)
  })

  it('throws invalid arguments at once when a slot is free, and frees it', async () => {
    const hashes = slowHashesOneAtATime()
    expect(() => hashes.target.pbkdf2('throws', 'salt', 1, 32, 'sha256', () => undefined)).toThrow(
      '"iterations" argument is invalid',
    )
    await expectNextHashToRun(hashes)
  })

  it('answers invalid arguments that had to wait through the callback, and frees the slot', async () => {
    const hashes = slowHashesOneAtATime()
    const first = callThrough(hashes.target, 'first')
    const invalid = callThrough(hashes.target, 'throws')
    hashes.running[0].finish()
    await expect(first).resolves.toBe('key of first')
    await expect(invalid).rejects.toThrow('"iterations" argument is invalid')
    await expectNextHashToRun(hashes)
  })

  it("gives the request's work slot back during the hash and answers once it holds one again", async () => {
    const hashes = slowHashesOneAtATime()
    const events: string[] = []
    let grantSlot: () => void = () => undefined
    const lease: WorkLease = {
      release: () => events.push('slot given back'),
      reacquire: () => {
        events.push('slot asked for')
        return new Promise<void>((resolve) => (grantSlot = resolve))
      },
      end: () => undefined,
    }
    const key = workLeases.run(lease, () => callThrough(hashes.target, 'member'))
    key.then(() => events.push('answered'))
    expect(events).toEqual(['slot given back'])
    hashes.running[0].finish()
    await turn()
    expect(events).toEqual(['slot given back', 'slot asked for'])
    grantSlot()
    await expect(key).resolves.toBe('key of member')
    expect(events).toEqual(['slot given back', 'slot asked for', 'answered'])
  })

  it('derives the same key as Node with the real pbkdf2, and throws at once without a callback', async () => {
    const target = { pbkdf2: crypto.pbkdf2 }
    limitPbkdf2(target, 1)
    const key = await new Promise<Buffer>((resolve, reject) =>
      target.pbkdf2('secret', 'salt', 1000, 32, 'sha256', (error, derived) =>
        error ? reject(error) : resolve(derived),
      ),
    )
    expect(key).toEqual(crypto.pbkdf2Sync('secret', 'salt', 1000, 32, 'sha256'))
    expect(() =>
      (target.pbkdf2 as (...args: unknown[]) => void)('secret', 'salt', 1000, 32, 'sha256'),
    ).toThrow('"callback" argument must be of type function')
  })
})
