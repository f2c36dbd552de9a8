/**
 * MongoDB's ids (24 hexadecimal characters) round-trip through everything that carries an id as
 * text: tokens (and RFC 8058's one-click unsubscribe), purposes, the broadcast cursor and the
 * subscriber export's paging. Payload runs on the MongoDB adapter with no server
 * (tests/int/helpers/offlineMongo.ts); the queries are cast and recorded.
 */
import { MongoServerError } from 'mongodb'
import type { Payload } from 'payload'

import { objectIdHex, startOfflineMongo, type OfflineMongo } from './helpers/offlineMongo'

let mongo: OfflineMongo
let payload: Payload

beforeAll(async () => {
  mongo = await startOfflineMongo()
  payload = mongo.payload
})

afterAll(async () => {
  await mongo?.stop()
})

beforeEach(() => mongo.reset())

/** payload-types.ts is generated on SQLite, so its ids are numbers; on MongoDB they are this text. */
const asId = (hex: string) => hex as unknown as number

const subscriber = (id: string, status = 'confirmed') => ({
  _id: id,
  email: `reader-${id.slice(-6)}@example.com`,
  status,
  subscribedAt: new Date(),
  history: [],
})

const updatesOf = (collection: string) =>
  mongo.queries.filter((query) => query.collection === collection && query.update)

const idAfter = (filter: unknown): string | undefined =>
  /"_id":\{"\$gt":"([0-9a-f]{24})"\}/.exec(JSON.stringify(filter))?.[1]

describe('tokens with a 24-hex subscriber id', () => {
  it('confirms a pending subscriber from the confirmation link', async () => {
    const { confirmSubscription, signSubscriberToken } = await import('@/features/mailing-list/mailingList')
    const id = objectIdHex()
    const doc = subscriber(id, 'pending')
    mongo.fixtures['email-signups'] = [doc]
    const token = signSubscriberToken('confirm', { id: asId(id), email: doc.email }, Date.now() + 60_000)
    expect(token.startsWith(`${id}.`)).toBe(true)
    expect(await confirmSubscription(payload, token)).toMatchObject({ ok: true })
    const [lookup] = mongo.queries
    expect(JSON.stringify(lookup.filter)).toContain(id)
    expect(updatesOf('email-signups').at(-1)?.update).toMatchObject({ $set: { status: 'confirmed' } })
  })

  it('refuses a forged token, and a SQLite-shaped id without a query', async () => {
    const { subscriberFromToken, signSubscriberToken } = await import('@/features/mailing-list/mailingList')
    const id = objectIdHex()
    const doc = subscriber(id)
    mongo.fixtures['email-signups'] = [doc]
    const token = signSubscriberToken('unsubscribe', { id: asId(id), email: doc.email })
    expect(await subscriberFromToken(payload, 'unsubscribe', token)).toMatchObject({ email: doc.email })
    expect(await subscriberFromToken(payload, 'confirm', token)).toBeNull()
    const queries = mongo.queries.length
    const sqliteShaped = signSubscriberToken('unsubscribe', { id: 12, email: doc.email })
    expect(await subscriberFromToken(payload, 'unsubscribe', sqliteShaped)).toBeNull()
    expect(mongo.queries).toHaveLength(queries)
  })

  it('unsubscribes with one click (RFC 8058) and attributes it to the 24-hex broadcast', async () => {
    const { listUnsubscribe } = await import('@/features/mailing-list/mailingList')
    const { unsubscribeOneClick } = await import('@/features/mailing-list/endpoints/unsubscribe')
    const id = objectIdHex()
    const broadcastId = objectIdHex()
    const doc = subscriber(id)
    mongo.fixtures['email-signups'] = [doc]
    const link = listUnsubscribe({ id: asId(id), email: doc.email }, `broadcast:${broadcastId}`)
    expect(link.headers['List-Unsubscribe']).toContain(`from=broadcast%3A${broadcastId}`)
    const request = new Request(link.url, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'List-Unsubscribe=One-Click',
    })
    const response = await unsubscribeOneClick.handler(Object.assign(request, { payload }) as never)
    expect(response.status).toBe(200)
    expect(await response.json()).toEqual({ message: 'Unsubscribed' })
    expect(updatesOf('email-signups').at(-1)?.update).toMatchObject({
      $set: { status: 'unsubscribed', unsubscribedFrom: `broadcast:${broadcastId}` },
    })
  })
})

describe('links with a 24-hex booking id', () => {
  it("opens the booking its signed link names, and refuses the link's forgery", async () => {
    const { bookingFromToken } = await import('@/features/payments/scheduling/sessions')
    const { createBookingToken } = await import('@/features/payments/scheduling/tokens')
    const bookingId = objectIdHex()
    const now = new Date()
    mongo.fixtures.bookings = [
      {
        _id: bookingId,
        email: 'buyer@example.com',
        status: 'paid',
        schedule: 'awaiting-time',
        stripeSessionId: 'cs_test_booking',
        createdAt: now,
        updatedAt: now,
      },
    ]
    const token = createBookingToken({ id: bookingId }, new Date(now.getTime() + 3_600_000))
    const linked = await bookingFromToken(payload, token, { now })
    expect(linked).toMatchObject({ ok: true, booking: { id: bookingId, email: 'buyer@example.com' } })
    expect(JSON.stringify(mongo.queries.at(-1)?.filter)).toContain(bookingId)
    const forged = `${objectIdHex()}${token.slice(24)}`
    const sent = mongo.queries.length
    expect(await bookingFromToken(payload, forged, { now })).toEqual({
      ok: false,
      status: 404,
      error: 'This booking link is not valid.',
    })
    expect(mongo.queries).toHaveLength(sent)
  })
})

describe('purposes', () => {
  it('attributes an unsubscribe to a broadcast or sequence step of either id shape', async () => {
    const { listMessageFrom } = await import('@/features/mailing-list/mailingList')
    const hex = objectIdHex()
    expect(listMessageFrom(`broadcast:${hex}`)).toBe(`broadcast:${hex}`)
    expect(listMessageFrom(`sequence:${hex}:step:welcome`)).toBe(`sequence:${hex}:step:welcome`)
    expect(listMessageFrom('broadcast:42')).toBe('broadcast:42')
    expect(listMessageFrom(`broadcast:${hex}x`)).toBeNull()
    expect(listMessageFrom('broadcast:<script>')).toBeNull()
  })
})

describe('paging by id', () => {
  it('stores the last 24-hex subscriber id as the broadcast cursor and goes on after it', async () => {
    const { advanceBroadcasts } = await import('@/features/mailing-list/broadcasts')
    const broadcastId = objectIdHex()
    const cursor = objectIdHex()
    const text = { type: 'text', text: 'Hello', version: 1, format: 0, detail: 0, mode: 'normal', style: '' }
    const paragraph = {
      type: 'paragraph',
      version: 1,
      children: [text],
      direction: 'ltr',
      format: '',
      indent: 0,
    }
    mongo.fixtures.broadcasts = [
      {
        _id: broadcastId,
        subject: 'News',
        body: {
          root: { type: 'root', version: 1, children: [paragraph], direction: 'ltr', format: '', indent: 0 },
        },
        status: 'sending',
        cursor,
        enqueuedAll: false,
      },
    ]
    const batch = [objectIdHex(), objectIdHex()]
    mongo.fixtures['email-signups'] = batch.map((id) => subscriber(id))
    await advanceBroadcasts(payload, { maxBatches: 1, batchSize: 2 })
    const walk = mongo.queries.find((query) => query.collection === 'email-signups' && idAfter(query.filter))
    expect(idAfter(walk?.filter)).toBe(cursor)
    const stored = updatesOf('broadcasts').map((query) => (query.update?.$set as { cursor?: string })?.cursor)
    expect(stored).toContain(batch[1])
  })

  it('pages the subscriber export after the last 24-hex id of each page', async () => {
    const { subscriberCsvPages } = await import('@/features/mailing-list/subscribers')
    const first = Array.from({ length: 1000 }, () => subscriber(objectIdHex()))
    const lastOfFirst = first[999]._id
    mongo.fixtures['email-signups'] = first
    const pages = subscriberCsvPages(payload)
    expect((await pages.next()).value).toHaveLength(1000)
    expect(mongo.queries.map((query) => idAfter(query.filter))).toEqual([undefined])
    mongo.fixtures['email-signups'] = [subscriber(objectIdHex())]
    expect((await pages.next()).value).toHaveLength(1)
    expect(mongo.queries.map((query) => idAfter(query.filter))).toEqual([undefined, lastOfFirst])
    expect((await pages.next()).done).toBe(true)
  })
})

describe('the id module', () => {
  it("reads an id in its adapter's shape only, typed as that adapter stores it", async () => {
    const { parseDocumentId, afterCursor } = await import('@/platform/database/documentId')
    const hex = objectIdHex()
    expect(parseDocumentId(hex, 'objectId')).toBe(hex)
    expect(parseDocumentId(hex.toUpperCase(), 'objectId')).toBe(hex)
    expect(parseDocumentId('42', 'objectId')).toBeNull()
    expect(parseDocumentId('42', 'integer')).toBe(42)
    expect(parseDocumentId(42, 'integer')).toBe(42)
    expect(parseDocumentId(hex, 'integer')).toBeNull()
    expect(parseDocumentId('-1', 'integer')).toBeNull()
    expect(parseDocumentId(null, 'integer')).toBeNull()
    expect(afterCursor(null)).toEqual({})
    expect(afterCursor(hex)).toEqual({ id: { greater_than: hex } })
  })
})

describe('ids and errors of MongoDB', () => {
  it('takes a 24-hex id as a document id of a collection, and nothing else', async () => {
    const { isDocumentId } = await import('@/platform/database/database')
    const config = payload.collections['email-signups'].config
    expect(isDocumentId(config, objectIdHex())).toBe(true)
    expect(isDocumentId(config, objectIdHex().toUpperCase())).toBe(true)
    expect(isDocumentId(config, '12')).toBe(false)
    expect(isDocumentId(config, `${objectIdHex()}0`)).toBe(false)
    expect(isDocumentId(config, 'zzzzzzzzzzzzzzzzzzzzzzzz')).toBe(false)
  })

  it('reads a duplicate key (11000) and a write conflict (112) as a unique violation', async () => {
    const { isUniqueViolation } = await import('@/platform/database/uniqueViolation')
    const duplicate = new MongoServerError({
      code: 11000,
      errmsg: 'E11000 duplicate key error collection: site.email-leases index: key_1 dup key: { key: "x" }',
    })
    const conflict = new MongoServerError({
      code: 112,
      codeName: 'WriteConflict',
      errmsg: 'Caused by :: Write conflict during plan execution and yielding is disabled.',
      errorLabels: ['TransientTransactionError'],
    })
    expect(isUniqueViolation(duplicate)).toBe(true)
    expect(isUniqueViolation(conflict)).toBe(true)
    expect(isUniqueViolation(new Error('wrapped', { cause: conflict }))).toBe(true)
    expect(
      isUniqueViolation(new MongoServerError({ code: 50, errmsg: 'operation exceeded time limit' })),
    ).toBe(false)
  })
})
