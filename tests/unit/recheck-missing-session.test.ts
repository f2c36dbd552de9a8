/** @jest-environment node */
import type { AuthStrategyFunction, AuthStrategyResult } from 'payload'

import {
  carriesSessionToken,
  recheckingMissingSession,
  SESSION_RECHECK_MS,
} from '@/features/accounts/recheckMissingSession'

const member = { id: 7, email: 'learner@example.com', collection: 'users' } as unknown as NonNullable<
  AuthStrategyResult['user']
>

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

describe('the session check on SQLite', () => {
  it('finds a signed-in member whose session rows were being rewritten by another process', async () => {
    const check = sequence(null, member)
    const started = Date.now()
    const result = await recheckingMissingSession(
      check.authenticate,
      'payload',
    )(args({ cookie: 'payload-token=abc' }))
    expect(result.user).toBe(member)
    expect(check.calls()).toBe(2)
    expect(Date.now() - started).toBeGreaterThanOrEqual(SESSION_RECHECK_MS - 5)
  })

  it('refuses a token whose session is really gone, after the second look', async () => {
    const check = sequence(null, null)
    const result = await recheckingMissingSession(
      check.authenticate,
      'payload',
    )(args({ authorization: 'JWT abc' }))
    expect(result.user).toBeNull()
    expect(check.calls()).toBe(2)
  })

  it('looks once for a visitor without a token, and once for a member it finds', async () => {
    const anonymous = sequence(null)
    expect((await recheckingMissingSession(anonymous.authenticate, 'payload')(args({}))).user).toBeNull()
    expect(anonymous.calls()).toBe(1)
    const found = sequence(member)
    expect(
      (await recheckingMissingSession(found.authenticate, 'payload')(args({ cookie: 'payload-token=abc' })))
        .user,
    ).toBe(member)
    expect(found.calls()).toBe(1)
  })

  it('reads the token from the cookie of the configured prefix or an Authorization header', () => {
    expect(carriesSessionToken(new Headers({ cookie: 'a=1; payload-token=x' }), 'payload')).toBe(true)
    expect(carriesSessionToken(new Headers({ cookie: 'other-token=x' }), 'payload')).toBe(false)
    expect(carriesSessionToken(new Headers({ authorization: 'Bearer x' }), 'payload')).toBe(true)
    expect(carriesSessionToken(new Headers({ authorization: 'Basic x' }), 'payload')).toBe(false)
  })
})
