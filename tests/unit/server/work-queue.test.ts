/** @jest-environment node */
import { EventEmitter } from 'node:events'
import type { IncomingMessage, ServerResponse } from 'node:http'

import { workLeases } from '@/server/workSlots'
import { createWorkQueue, waitsForWorkSlot } from '@/server/workQueue'

/** A request and its answer, enough for the queue: the answer emits 'close' once it is sent. */
function exchange(url: string, method = 'GET') {
  const response = new EventEmitter() as EventEmitter & { send: () => void }
  response.send = () => response.emit('close')
  return {
    request: { url, method } as IncomingMessage,
    response: response as unknown as ServerResponse & { send: () => void },
  }
}

const turn = () => new Promise((resolve) => setTimeout(resolve, 5))

/**
 * A queue of one slot whose login gives its slot back while it waits for a password hash, until
 * finishHash(), as the hashing does (src/server/passwordHashingSlots.ts); `entered` lists the
 * requests let in, and 'login answered' once the login has its slot again.
 */
function queueWithOneSlotAndALoginHash() {
  const entered: string[] = []
  let finishHash: () => void = () => undefined
  const hash = new Promise<void>((resolve) => (finishHash = resolve))
  const queue = createWorkQueue(1, async (request) => {
    entered.push(request.url ?? '')
    if (request.url === '/api/auth/login') {
      const lease = workLeases.getStore()!
      lease.release()
      await hash
      await lease.reacquire()
      entered.push('login answered')
    }
  })
  return { entered, finishHash: () => finishHash(), queue }
}

describe('waitsForWorkSlot', () => {
  it('lets static assets, public files and media streams pass, and queues the rest', () => {
    expect(waitsForWorkSlot('GET', '/_next/static/chunks/main.js')).toBe(false)
    expect(waitsForWorkSlot('GET', '/images/seminar-default.webp')).toBe(false)
    expect(waitsForWorkSlot('HEAD', '/favicon.ico')).toBe(false)
    expect(waitsForWorkSlot('GET', '/api/users.json')).toBe(true)
    expect(waitsForWorkSlot('GET', '/_next/image?url=%2Fimages%2Fa.webp&w=640&q=75')).toBe(true)
    expect(waitsForWorkSlot('GET', '/programs')).toBe(true)
    expect(waitsForWorkSlot('GET', '/api/media/file/song.mp3')).toBe(false)
    expect(waitsForWorkSlot('DELETE', '/api/media/file/song.mp3')).toBe(true)
    expect(waitsForWorkSlot('POST', '/api/course-progress')).toBe(true)
    expect(waitsForWorkSlot('GET', '/admin')).toBe(true)
  })
})

describe('createWorkQueue', () => {
  it('lets at most `size` requests into the app at once, the others in arrival order as answers are sent', async () => {
    const entered: string[] = []
    const handle = jest.fn(async (request: IncomingMessage) => {
      entered.push(request.url ?? '')
    })
    const queue = createWorkQueue(2, handle)
    const exchanges = ['/a', '/b', '/c', '/d'].map((url) => exchange(`/api${url}`))
    const done = exchanges.map(({ request, response }) => queue(request, response))
    await turn()
    expect(entered).toEqual(['/api/a', '/api/b'])
    exchanges[1].response.send()
    await turn()
    expect(entered).toEqual(['/api/a', '/api/b', '/api/c'])
    exchanges[0].response.send()
    exchanges[2].response.send()
    await Promise.all(done)
    expect(entered).toEqual(['/api/a', '/api/b', '/api/c', '/api/d'])
  })

  it('skips a request whose visitor left while it waited', async () => {
    const entered: string[] = []
    const queue = createWorkQueue(1, async (request) => {
      entered.push(request.url ?? '')
    })
    const first = exchange('/api/first')
    const gone = exchange('/api/gone')
    const last = exchange('/api/last')
    void queue(first.request, first.response)
    const waiting = [queue(gone.request, gone.response), queue(last.request, last.response)]
    gone.response.send()
    first.response.send()
    await Promise.all(waiting)
    expect(entered).toEqual(['/api/first', '/api/last'])
  })

  it('never holds static assets back', async () => {
    const entered: string[] = []
    const queue = createWorkQueue(1, async (request) => {
      entered.push(request.url ?? '')
    })
    const busy = exchange('/api/busy')
    await queue(busy.request, busy.response)
    const asset = exchange('/_next/static/app.js')
    await queue(asset.request, asset.response)
    expect(entered).toEqual(['/api/busy', '/_next/static/app.js'])
  })

  it('gives the slot to another request while one waits outside the event loop (a password hash)', async () => {
    const { entered, finishHash, queue } = queueWithOneSlotAndALoginHash()
    const login = exchange('/api/auth/login', 'POST')
    const other = exchange('/api/seminar-events')
    const loginDone = queue(login.request, login.response)
    const otherDone = queue(other.request, other.response)
    await turn()
    expect(entered).toEqual(['/api/auth/login', '/api/seminar-events'])
    // The login takes a slot again after the hash: it waits until the other answer is sent.
    finishHash()
    await turn()
    expect(entered).not.toContain('login answered')
    other.response.send()
    await Promise.all([loginDone, otherDone])
    expect(entered).toEqual(['/api/auth/login', '/api/seminar-events', 'login answered'])
  })

  it('lets a request back from a hash go before the requests that have not begun', async () => {
    const { entered, finishHash, queue } = queueWithOneSlotAndALoginHash()
    const login = exchange('/api/auth/login', 'POST')
    const during = exchange('/api/course-progress', 'POST')
    const later = exchange('/api/email-signup', 'POST')
    const done = [queue(login.request, login.response), queue(during.request, during.response)]
    await turn()
    done.push(queue(later.request, later.response))
    await turn()
    finishHash()
    await turn()
    during.response.send()
    await turn()
    expect(entered).toEqual(['/api/auth/login', '/api/course-progress', 'login answered'])
    login.response.send()
    await Promise.all(done)
    expect(entered).toEqual([
      '/api/auth/login',
      '/api/course-progress',
      'login answered',
      '/api/email-signup',
    ])
  })

  it('keeps no slot for a request whose visitor left while it hashed', async () => {
    const { entered, finishHash, queue } = queueWithOneSlotAndALoginHash()
    const login = exchange('/api/auth/login', 'POST')
    const loginDone = queue(login.request, login.response)
    await turn()
    login.response.send()
    finishHash()
    await loginDone
    const next = exchange('/api/course-progress', 'POST')
    await queue(next.request, next.response)
    expect(entered).toEqual(['/api/auth/login', 'login answered', '/api/course-progress'])
  })
})
