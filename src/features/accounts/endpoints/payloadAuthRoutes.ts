import {
  addDataAndFileToRequest,
  addLocalesToRequestFromData,
  loginOperation,
  logoutOperation,
  NotFound,
  refreshOperation,
  type Config,
  type Endpoint,
  type PayloadRequest,
} from 'payload'

import { RETRY_AFTER_CONFLICT_SECONDS, TransactionConflict } from '@/platform/database/transientConflict'
import { ClientError } from '@/platform/payload/clientError'
import { expiredSessionCookie, sessionCookie } from '../sessionCookie'
import { CROSSED_CHANGE, rerunOnConflict } from './authOperationReruns'

/**
 * Payload's own sign-in, sign-out and session refresh of the users collection (`POST
 * /api/users/login`, `/logout`, `/refresh-token`), which the admin uses, with Payload's answers,
 * run again when their MongoDB transaction lost to another change of the same member, as the
 * spec's /api/auth/* endpoints are (decision 0074). A collection's own endpoints are matched
 * before the ones Payload adds, and Payload's handlers are not exported (nor can they run twice:
 * they read the body each time), so these do what Payload's do, around the same operations.
 * Payload's router adds the CORS headers to every endpoint's answer, ours included.
 */

/** Payload's error shape (`{ errors: [{ message }] }`) for a request whose every run lost. */
function crossedChangeAnswer(): Response {
  return Response.json(
    { errors: [{ message: CROSSED_CHANGE }] },
    { status: 409, headers: { 'Retry-After': RETRY_AFTER_CONFLICT_SECONDS } },
  )
}

/** Reads the body as Payload does before its own POST handlers (JSON, or a form's `_payload`). */
async function withBody(req: PayloadRequest): Promise<void> {
  await addDataAndFileToRequest(req)
  addLocalesToRequestFromData(req)
}

/**
 * A POST route of the users collection: the body read as Payload does, then `answer`, or 409 when
 * every run of its operation lost to another transaction.
 */
const sessionRoute = (path: string, answer: (req: PayloadRequest) => Promise<Response>): Endpoint => ({
  path,
  method: 'post',
  handler: async (req) => {
    try {
      await withBody(req)
      return await answer(req)
    } catch (error) {
      if (error instanceof TransactionConflict) return crossedChangeAnswer()
      throw error
    }
  },
})

const text = (value: unknown) => (typeof value === 'string' ? value : '')

/** A query parameter read as Payload reads `depth`: a number, or unset when blank or not one. */
const numberOrUndefined = (value: string | null) =>
  value === null || value.trim() === '' || Number.isNaN(Number(value)) ? undefined : Number(value)

const login = sessionRoute('/login', async (req) => {
  const { payload } = req
  const collection = payload.collections.users
  const depth = numberOrUndefined(req.searchParams.get('depth'))
  const data = {
    email: text(req.data?.email),
    password: text(req.data?.password),
    ...(collection.config.auth.loginWithUsername ? { username: text(req.data?.username) } : {}),
  }
  const result = await rerunOnConflict(req, () => loginOperation({ collection, data, depth, req }), 'login')
  const cookie = sessionCookie(payload, result.token as string)
  if (collection.config.auth.removeTokenFromResponses) delete result.token
  return Response.json(
    { message: req.t('authentication:passed'), ...result },
    { headers: { 'Set-Cookie': cookie } },
  )
})

const logout = sessionRoute('/logout', async (req) => {
  const { payload } = req
  const allSessions = req.searchParams.get('allSessions') === 'true'
  const done = await rerunOnConflict(req, () =>
    logoutOperation({ allSessions, collection: payload.collections.users, req }),
  )
  if (!done) return Response.json({ message: req.t('error:logoutFailed') }, { status: 400 })
  return Response.json(
    { message: req.t('authentication:logoutSuccessful') },
    { headers: { 'Set-Cookie': expiredSessionCookie(payload) } },
  )
})

const refreshToken = sessionRoute('/refresh-token', async (req) => {
  const { payload } = req
  const collection = payload.collections.users
  const headers = new Headers()
  const result: Partial<Awaited<ReturnType<typeof refreshOperation>>> = await rerunOnConflict(req, () =>
    refreshOperation({ collection, req }),
  )
  if (result.setCookie) {
    headers.set('Set-Cookie', sessionCookie(payload, result.refreshedToken as string))
    if (collection.config.auth.removeTokenFromResponses) delete result.refreshedToken
  }
  return Response.json({ message: req.t('authentication:tokenRefreshSuccessful'), ...result }, { headers })
})

/** The users collection's endpoints that take the place of Payload's own. */
export const payloadAuthRoutes: Endpoint[] = [login, logout, refreshToken]

/** Payload's type of `graphQL.mutations`, which it does not export by name. */
type GraphQLExtension = NonNullable<NonNullable<Config['graphQL']>['mutations']>

type Resolver = (
  source: unknown,
  args: unknown,
  context: { req: PayloadRequest },
  info: unknown,
) => Promise<unknown>

/** Payload's auth mutations of the users collection that write the member's session list. */
const SESSION_MUTATIONS = { loginUser: 'login', logoutUser: undefined, refreshTokenUser: undefined } as const

/**
 * The GraphQL twins of the routes above (`loginUser`, `logoutUser`, `refreshTokenUser`): Payload's
 * own resolvers, run again on a lost transaction; when every run lost, the mutation's error says
 * so with status 409 instead of "Something went wrong." (a 500). And `verifyEmailUser` answers
 * Not Found, as its REST route does (`closeMissingVerifyRoutes`): accounts verify no e-mail
 * addresses, and the database fails on the verification token Payload looks for.
 */
export const payloadAuthMutations: GraphQLExtension = (_graphQL, { Mutation }) => {
  const verify = Mutation.fields.verifyEmailUser as object | undefined
  const notFound: Resolver = (_source, _args, context) => {
    throw new NotFound(context.req.t)
  }
  return Object.fromEntries([
    ...(verify ? [['verifyEmailUser', { ...verify, resolve: notFound }]] : []),
    ...Object.entries(SESSION_MUTATIONS).flatMap(([name, countedAs]) => {
      const field = Mutation.fields[name] as { resolve?: Resolver } | undefined
      const resolve = field?.resolve
      if (!resolve) return []
      const rerunning: Resolver = async (source, args, context, info) => {
        try {
          return await rerunOnConflict(context.req, () => resolve(source, args, context, info), countedAs)
        } catch (error) {
          if (error instanceof TransactionConflict) throw new ClientError(CROSSED_CHANGE, 409)
          throw error
        }
      }
      return [[name, { ...field, resolve: rerunning }]]
    }),
  ])
}
