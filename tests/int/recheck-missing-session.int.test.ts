import { SignJWT } from 'jose'
import type { AuthStrategyFunction, AuthStrategyResult } from 'payload'

import {
  recheckingMissingSession,
  SESSION_RECHECK_MS,
  sessionTokenOf,
} from '@/features/accounts/recheckMissingSession'

const SECRET = 'a-test-secret-of-the-site-0123456'
const SITE = 'https://coach.example'
const settings = { cookiePrefix: 'payload', csrf: [SITE], jwtOrder: ['JWT', 'Bearer', 'cookie'] }
const member = { id: 7, email: 'learner@example.com', collection: 'users' } as unknown as NonNullable<
  AuthStrategyResult['user']
>

const token = (claims: Record<string, unknown>, secret = SECRET, expires = '1h') =>
  new SignJWT(claims)
    .setProtectedHeader({ alg: 'HS256' })
    .setExpirationTime(expires)
    .sign(new TextEncoder().encode(secret))

/** A session check that answers from a list, one answer per call, and counts its calls. */
function sequence(...users: (typeof member | null)[]) {
  let calls = 0
  const authenticate = (async () => ({
    user: users[Math.min(calls++, users.length - 1)],
  })) as AuthStrategyFunction
  return { authenticate, calls: () => calls }
}

const args = (headers: Record<string, string>) =>
  ({
    headers: new Headers(headers),
    payload: {},
    isGraphQL: false,
  }) as unknown as Parameters<AuthStrategyFunction>[0]

const check = (authenticate: AuthStrategyFunction) => recheckingMissingSession(authenticate, settings, SECRET)

describe('the session check on SQLite', () => {
  it('finds a signed-in member whose session rows were being rewritten by another process', async () => {
    const session = sequence(null, member)
    const started = Date.now()
    const jwt = await token({ id: 7, collection: 'users', sid: 'session-1' })
    const result = await check(session.authenticate)(args({ cookie: `payload-token=${jwt}`, origin: SITE }))
    expect(result.user).toBe(member)
    expect(session.calls()).toBe(2)
    expect(Date.now() - started).toBeGreaterThanOrEqual(SESSION_RECHECK_MS - 5)
  })

  it('refuses a signed-out session after the second look', async () => {
    const session = sequence(null, null)
    const jwt = await token({ id: 7, collection: 'users', sid: 'gone' })
    expect((await check(session.authenticate)(args({ authorization: `JWT ${jwt}` }))).user).toBeNull()
    expect(session.calls()).toBe(2)
  })

  it.each([
    ['no token', async () => ({})],
    [
      'a forged token',
      async () => ({ authorization: `JWT ${await token({ sid: 's' }, 'another-secret-0123456789abcdef')}` }),
    ],
    ['an expired token', async () => ({ authorization: `JWT ${await token({ sid: 's' }, SECRET, '-1m')}` })],
    ['a token without a session', async () => ({ authorization: `JWT ${await token({ id: 7 })}` })],
    [
      'a cookie sent from another site',
      async () => ({
        cookie: `payload-token=${await token({ sid: 's' })}`,
        origin: 'https://elsewhere.example',
      }),
    ],
    [
      'a cookie from a client that says nothing of its origin',
      async () => ({ cookie: `payload-token=${await token({ sid: 's' })}` }),
    ],
  ])('answers at once, with one look, for %s', async (_case, headers) => {
    const session = sequence(null)
    const started = Date.now()
    expect((await check(session.authenticate)(args(await headers()))).user).toBeNull()
    expect(session.calls()).toBe(1)
    expect(Date.now() - started).toBeLessThan(SESSION_RECHECK_MS)
  })

  it('looks once for a member it finds', async () => {
    const session = sequence(member)
    const jwt = await token({ sid: 's' })
    expect((await check(session.authenticate)(args({ authorization: `Bearer ${jwt}` }))).user).toBe(member)
    expect(session.calls()).toBe(1)
  })

  it('reads the token as Payload does: header first, the cookie only from the site itself', () => {
    expect(sessionTokenOf(new Headers({ authorization: 'JWT a', cookie: 'payload-token=b' }), settings)).toBe(
      'a',
    )
    expect(sessionTokenOf(new Headers({ cookie: 'x=1; payload-token=b', origin: SITE }), settings)).toBe('b')
    expect(
      sessionTokenOf(new Headers({ cookie: 'payload-token=b', 'sec-fetch-site': 'same-origin' }), settings),
    ).toBe('b')
    expect(
      sessionTokenOf(new Headers({ cookie: 'payload-token=b', 'sec-fetch-site': 'cross-site' }), settings),
    ).toBeNull()
    expect(sessionTokenOf(new Headers({ cookie: 'other-token=b', origin: SITE }), settings)).toBeNull()
  })
})
