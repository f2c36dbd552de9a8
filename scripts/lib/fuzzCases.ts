/**
 * Malformed and hostile requests for every endpoint of spec §7, the Stripe webhook, GraphQL
 * (POST /api/graphql) and Payload's REST routes of the users collection.
 * Every case is invalid by construction: none may be answered >= 500, and none may create a record.
 */
import { request as httpRequest } from 'node:http'

import { batchBody, graphqlString, loginMutation, unlockMutation } from './graphql'

/** `member` signs in with the Authorization header, `member-cookie` with the session cookie (and the site's Origin, as a browser). */
export type Caller = 'anonymous' | 'member' | 'member-cookie' | 'admin'
export type FuzzCase = {
  method: 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE'
  path: string
  caller: Caller
  body?: string
  headers?: Record<string, string>
}

const ONE_MB = 'x'.repeat(1024 * 1024)

const hostileStrings = [
  '',
  ' ',
  'not-an-email',
  '@',
  'a@',
  '@b.c',
  "' OR 1=1 --",
  '"; DROP TABLE users; --',
  '../../../../etc/passwd',
  '%2e%2e%2f%2e%2e%2f',
  '\u0000',
  '\u202Eevil\u202C',
  '\uD800',
  '𝕳𝖊𝖑𝖑𝖔 🙂',
  'a'.repeat(10_000),
  '<script>alert(1)</script>',
  '${jndi:ldap://x}',
  '__proto__',
]

const hostileValues: unknown[] = [
  null,
  true,
  0,
  -1,
  1e308,
  [],
  {},
  ['a@b.c'],
  { $gt: '' },
  { $ne: null },
  { equals: 'admin@example.com' },
  ...hostileStrings,
]

const rawBodies = [
  '{',
  '}',
  'null',
  '[]',
  '"just a string"',
  '123',
  'true',
  '{"a":',
  '\u0000\u0001',
  ONE_MB,
  `{"email":"${ONE_MB}"}`,
]

const json = (value: unknown) => JSON.stringify(value)

/** Bodies of the given shape with each field replaced, removed, or joined by unexpected ones. */
function shapedBodies(fields: string[], valid: Record<string, unknown>): string[] {
  const bodies: string[] = [
    ...rawBodies,
    json({}),
    json({ ...valid, extra: true, isAdmin: true, roles: ['admin'] }),
  ]
  for (const field of fields) {
    const { [field]: _removed, ...rest } = valid
    bodies.push(json(rest))
    for (const value of hostileValues) bodies.push(json({ ...valid, [field]: value }))
  }
  return bodies
}

const hostileIds = [
  '..',
  '../users',
  '..%2f..%2fusers',
  '%00',
  '1%20OR%201%3D1',
  encodeURIComponent("' OR '1'='1"),
  'a'.repeat(2000),
  '-1',
  '99999999999999999999999',
  '%F0%9F%99%82',
  encodeURIComponent('{"$gt":""}'),
]

/** Query strings of Payload's REST find: secret fields, unsupported operators, out-of-range numbers. */
const hostileQueries = [
  '',
  '?where[hash][exists]=true',
  '?where[salt][like]=a',
  '?where[email][like]=%25',
  '?where[or][0][password][exists]=true',
  '?where[resetPasswordToken][exists]=true',
  '?where[lockUntil][exists]=true&where[loginAttempts][greater_than]=0',
  '?where[roles][contains]=admin',
  '?where[email][near]=1,2',
  '?where[id][in]=1,2,3',
  '?sort=hash',
  '?sort=-salt,email',
  '?select[hash]=true&select[salt]=true',
  '?depth=99&limit=-1&page=-1',
  '?limit=99999999999999999999',
  '?draft=true&locale=xx&fallback-locale=yy',
  // Whole where/data strings that are not JSON (Payload's parseParams answered 500: decision 0083)
  '?where=notjson',
  '?where=%7B',
  '?data=notjson',
  // JSON the database adapters failed on: a null condition, a connective that is not a list of clauses
  `?where=${encodeURIComponent('{"email":null}')}`,
  `?where=${encodeURIComponent('{"and":null}')}`,
  `?where=${encodeURIComponent('{"or":[null]}')}`,
]

/** Stands for the fuzz member's own id in a case's path or body (known only once the member exists). */
const SELF = '{self}'
const NOBODY = 'nobody@example.com'
const GRAPHQL = '/api/graphql'
const graphqlBody = (query: string, variables?: unknown) => json({ query, variables })
const repeat = (count: number, item: (i: number) => string) =>
  Array.from({ length: count }, (_, i) => item(i + 1)).join(' ')

/** `{ a { a { ... b } } }`: selections nested `depth` levels (fields the schema does not have). */
const nestedSelections = (depth: number) => `{ ${'a { '.repeat(depth)}b${' }'.repeat(depth)} }`

/**
 * A query spreading fragment f1, which spreads f2 `spreads` times, and so on down to f`depth`:
 * one spread per level is a chain, two make a tree of 2^depth spreads (see probeQueryCost).
 */
function fragmentChain(depth: number, spreads = 1): string {
  const level = (i: number) =>
    i === depth
      ? `fragment f${i} on Query { __typename }`
      : `fragment f${i} on Query { __typename ${Array(spreads)
          .fill(`...f${i + 1}`)
          .join(' ')} }`
  return `query { ...f1 } ${repeat(depth, level)}`
}

/** Every document refused or harmless: wrong passwords of an unknown account, forbidden or invalid writes. */
function graphqlCases(): FuzzCase[] {
  const wrong = (count: number) => Array.from({ length: count }, (_, i) => `wrong-password-${i}`)
  const anonymous = (body: string, headers?: Record<string, string>): FuzzCase => ({
    method: 'POST',
    path: GRAPHQL,
    caller: 'anonymous',
    body,
    headers,
  })
  const asMember = (body: string): FuzzCase => ({
    method: 'POST',
    path: GRAPHQL,
    caller: 'member-cookie',
    body,
  })
  const typenames = `{ ${repeat(5_000, (i) => `t${i}: __typename`)} }`
  const documents = [
    // Many aliases: each one a separate operation on the server.
    loginMutation(NOBODY, wrong(200)),
    `mutation { ${repeat(50, (i) => `f${i}: forgotPasswordUser(email: ${graphqlString(NOBODY)})`)} }`,
    typenames,
    `{ ${repeat(200, (i) => `u${i}: Users(limit: 100) { docs { email } }`)} }`,
    '{ a: __typename a: Users { totalDocs } }',
    // Deep documents.
    nestedSelections(30),
    nestedSelections(5_000),
    fragmentChain(30),
    'query { ...f1 } fragment f1 on Query { ...f2 } fragment f2 on Query { ...f1 }',
    `{ Users(where: ${'{ or: ['.repeat(30)}{ email: { equals: "x" } }${'] }'.repeat(30)}) { docs { email } } }`,
    // Malformed documents.
    '{',
    'mutation {',
    '}}}',
    'query { __typename } query { __typename }',
    'subscription { x }',
    '{ Users(where: { email: { like: 1 } }) { docs { email } } }',
    '{ Users(limit: -1, page: -5, sort: "hash") { docs { email } } }',
    '{ Users(where: { hash: { exists: true } }) { docs { email } } }',
    '{ __schema { types { name } } }',
    'mutation { createUser(data: { email: "bad-email", password: "short", roles: admin }) { id } }',
    'mutation { createEmailSignup(data: { email: "bad-email" }) { id } }',
    'mutation { resetPasswordUser(token: "not-a-token", password: "short") { token } }',
    'mutation { refreshTokenUser { exp } }',
    '\u0000{ __typename }',
  ]
  const variables = [
    graphqlBody('query($s: String) { __typename }', { s: ONE_MB }),
    graphqlBody('mutation($e: String!, $p: String) { loginUser(email: $e, password: $p) { exp } }', {
      e: ONE_MB,
      p: 'x',
    }),
    graphqlBody('mutation($e: String!, $p: String) { loginUser(email: $e, password: $p) { exp } }', {
      e: NOBODY,
      p: ONE_MB,
    }),
    graphqlBody('query($w: User_where) { Users(where: $w) { docs { email } } }', {
      w: { email: { equals: ONE_MB } },
    }),
    graphqlBody(
      '{ __typename }',
      Object.fromEntries(Array.from({ length: 100_000 }, (_, i) => [`v${i}`, i])),
    ),
    graphqlBody('query($s: String) { __typename }', { s: { $gt: '' } }),
    graphqlBody('query($s: String!) { __typename }'),
    json({ query: '{ __typename }', variables: 'not-an-object' }),
    json({ query: '{ __typename }', operationName: 'Missing' }),
    json({ query: 123 }),
    json({ query: null }),
    json({ query: ['{ __typename }'] }),
    json({ query: '{ __typename }', extensions: { persistedQuery: { version: 1, sha256Hash: 'x' } } }),
  ]
  const batches = [
    '[]',
    '[{}]',
    '[null]',
    '[[]]',
    batchBody(Array(100).fill('{ __typename }')),
    batchBody(Array(20).fill(loginMutation(NOBODY, ['wrong-password']))),
  ]
  return [
    ...[...documents.map((document) => graphqlBody(document)), ...variables, ...batches, ...rawBodies].map(
      (body) => anonymous(body),
    ),
    ...[
      unlockMutation(NOBODY),
      `mutation { ${repeat(50, (i) => `u${i}: unlockUser(email: ${graphqlString(NOBODY)})`)} }`,
      `mutation { updateUser(id: ${SELF}, data: { roles: admin, password: "short" }) { roles } }`,
      'mutation { updateUser(id: 1, data: { email: "bad-email" }) { email } }',
      'mutation { deleteUser(id: 1) { id } }',
      '{ meUser { user { email } token } }',
      typenames,
    ].map((document) => asMember(graphqlBody(document))),
    // Other content types, and none.
    anonymous('{ __typename }', { 'Content-Type': 'application/graphql' }),
    anonymous('{ __typename }', { 'Content-Type': 'text/plain' }),
    anonymous('query=%7B__typename%7D', { 'Content-Type': 'application/x-www-form-urlencoded' }),
    anonymous('--x\r\n\r\n{}', { 'Content-Type': 'multipart/form-data' }),
    anonymous(
      '--x\r\nContent-Disposition: form-data; name="operations"\r\n\r\n{"query":"{ __typename }"}\r\n--x--\r\n',
      {
        'Content-Type': 'multipart/form-data; boundary=x',
      },
    ),
    anonymous(graphqlBody('{ __typename }'), { 'Content-Type': '' }),
    anonymous(graphqlBody('{ __typename }'), { 'Content-Type': 'application/json; charset=utf-16' }),
    {
      method: 'GET',
      path: `${GRAPHQL}?query=${encodeURIComponent('mutation { unlockUser(email: "x") }')}`,
      caller: 'member-cookie',
    },
    { method: 'GET', path: `${GRAPHQL}?query=${encodeURIComponent('{ __typename }')}`, caller: 'anonymous' },
  ]
}

/** Payload's REST routes of the users collection, anonymous and as a member (cookie). */
function userRouteCases(): FuzzCase[] {
  const cases: FuzzCase[] = []
  const callers: Caller[] = ['anonymous', 'member-cookie']
  const send = (method: FuzzCase['method'], path: string, bodies: string[], only: Caller[] = callers) =>
    only.forEach((caller) => bodies.forEach((body) => cases.push({ method, path, caller, body })))
  for (const caller of callers) {
    for (const query of hostileQueries) {
      cases.push({ method: 'GET', path: `/api/users${query}`, caller })
      // The same query as the body of Payload's method override, as the admin sends long queries
      if (query) {
        cases.push({
          method: 'POST',
          path: '/api/users',
          caller,
          body: query.slice(1),
          headers: { 'X-HTTP-Method-Override': 'GET', 'Content-Type': 'application/x-www-form-urlencoded' },
        })
      }
    }
    // A JSON override body, which Payload reads with request.json() and whose locale it appends
    for (const body of [
      '{bad',
      '',
      '[1]',
      '{"locale":"en&where=notjson"}',
      '{"fallbackLocale":"en","depth":"0&where=notjson"}',
    ]) {
      cases.push({
        method: 'POST',
        path: '/api/users',
        caller,
        body,
        headers: { 'X-Payload-HTTP-Method-Override': 'GET', 'Content-Type': 'application/json' },
      })
    }
    for (const id of hostileIds) cases.push({ method: 'GET', path: `/api/users/${id}`, caller })
    for (const path of ['/api/users/me', '/api/users/me?depth=99'])
      cases.push({ method: 'GET', path, caller })
  }
  send(
    'POST',
    '/api/users',
    shapedBodies(['email', 'password', 'roles'], { email: 'bad-email', password: 'short', roles: ['admin'] }),
  )
  send('POST', '/api/users/unlock', shapedBodies(['email'], { email: NOBODY }))
  send(
    'POST',
    '/api/users/login',
    shapedBodies(['email', 'password'], { email: NOBODY, password: 'wrong-password' }),
    ['anonymous'],
  )
  send('POST', '/api/users/forgot-password', shapedBodies(['email'], { email: 'not-an-email' }), [
    'anonymous',
  ])
  send(
    'POST',
    '/api/users/reset-password',
    shapedBodies(['token', 'password'], { token: 'not-a-token', password: 'short' }),
    ['anonymous'],
  )
  send(
    'POST',
    '/api/users/first-register',
    shapedBodies(['email', 'password'], { email: 'bad-email', password: 'short' }),
    ['anonymous'],
  )
  // Each body keeps one invalid field, so no change can be saved, even to one's own account.
  send(
    'PATCH',
    `/api/users/${SELF}`,
    shapedBodies(['email', 'password'], { email: 'bad-email', password: 'short' }),
    ['member-cookie'],
  )
  send('PATCH', '/api/users/1', [
    json({ roles: ['admin'] }),
    json({ password: 'short' }),
    json({ email: 'bad-email' }),
  ])
  for (const id of hostileIds)
    cases.push({
      method: 'PATCH',
      path: `/api/users/${id}`,
      caller: 'member-cookie',
      body: json({ email: 'bad-email' }),
    })
  return cases
}

/** A collection anyone may read (Payload's REST find and find-by-id, anonymous). */
function publicCollectionCases(): FuzzCase[] {
  return [
    ...hostileQueries.map((query) => `/api/programs${query.replace(/email/g, 'title')}`),
    ...hostileIds.map((id) => `/api/programs/${id}`),
  ].map((path) => ({ method: 'GET', path, caller: 'anonymous' }))
}

/** Collections anyone may list. */
const PUBLIC_COLLECTIONS = [
  'programs',
  'courses',
  'writings',
  'poems',
  'texts',
  'galleries',
  'businesses',
  'creative-categories',
  'media',
]

/**
 * Where and sort arguments that once answered 500: an operator the field's type cannot take
 * (`all` anywhere in SQLite, `like` on an upload, `contains` or `not_like` on a date), a `like` of
 * a thousand words (each a condition of its own), a sort by two thousand fields.
 */
function whereOperatorCases(): FuzzCase[] {
  const words = (count: number) => repeat(count, () => 'a').replaceAll(' ', '%20')
  const paths = [
    ...PUBLIC_COLLECTIONS.flatMap((slug) => [
      `/api/${slug}?where[id][all]=1`,
      `/api/${slug}?where[createdAt][contains]=a`,
      `/api/${slug}?where[createdAt][not_like]=a`,
      `/api/${slug}?where[updatedAt][like]=a`,
    ]),
    '/api/programs?where[title][all]=a',
    '/api/programs?where[image][like]=a',
    '/api/programs?where[image][not_like]=a',
    '/api/poems?where[audio][like]=a',
    '/api/galleries?where[sections.items.media][not_like]=a',
    '/api/courses?where[modules.lessons.title][all]=a',
    '/api/courses?where[modules.lessons.freePreview][contains]=a',
    `/api/programs?where[title][like]=${words(1000)}`,
    `/api/courses?where[modules.lessons.title][like]=${words(999)}`,
    `/api/programs?where[or][0][title][like]=${words(20)}&where[or][1][title][like]=${words(20)}&where[or][2][title][like]=${words(20)}&where[or][3][title][like]=${words(20)}&where[or][4][title][like]=${words(20)}&where[or][5][title][like]=${words(20)}`,
    `/api/programs?sort=${repeat(2000, () => 'title').replaceAll(' ', ',')}`,
    `/api/courses?sort=${repeat(11, () => '-createdAt').replaceAll(' ', ',')}`,
  ]
  const graphql = [
    '{ Programs(where: { title: { all: "a" } }) { docs { id } } }',
    '{ Programs(where: { createdAt: { like: "a" } }) { docs { id } } }',
    `{ Programs(where: { title: { like: "${repeat(1000, () => 'a')}" } }) { docs { id } } }`,
    `{ Programs(sort: "${repeat(2000, () => 'title').replaceAll(' ', ',')}") { docs { id } } }`,
  ]
  return [
    ...paths.map((path): FuzzCase => ({ method: 'GET', path, caller: 'anonymous' })),
    ...graphql.map((query): FuzzCase => ({
      method: 'POST',
      path: '/api/graphql',
      caller: 'anonymous',
      body: json({ query }),
    })),
    // A server action's arguments Next cannot decode
    {
      method: 'POST',
      path: '/admin',
      caller: 'anonymous',
      body: '[',
      headers: { 'Next-Action': '40' + '0'.repeat(40), 'Content-Type': 'text/plain;charset=UTF-8' },
    },
    // A body nested deeper than the server copies (Payload's deepCopyObjectSimple overflowed the stack)
    {
      method: 'PATCH',
      path: `/api/users/${SELF}`,
      caller: 'member',
      body: `{"name":"x","extra":${'['.repeat(30_000)}${']'.repeat(30_000)}}`,
    },
  ]
}

/**
 * What once answered 500: versions of a collection that keeps none, a missing media file or one
 * with %00 in its name, 1,000 where clauses through the method override, a lock on a document that
 * does not exist; and Payload's own collections, closed to members (and to anonymous callers).
 */
function payloadDefaultsCases(): FuzzCase[] {
  const manyClauses = repeat(1000, (i) => `where[or][${i}][title][equals]=x${i}`).replaceAll(' ', '&')
  const lockOf = (value: unknown) =>
    json({ document: { relationTo: 'programs', value }, user: { relationTo: 'users', value: SELF } })
  const cases: FuzzCase[] = [
    { method: 'GET', path: '/api/programs/versions', caller: 'member' },
    { method: 'GET', path: '/api/users/versions', caller: 'admin' },
    { method: 'GET', path: '/api/programs/versions/1', caller: 'admin' },
    { method: 'POST', path: '/api/programs/versions/1', caller: 'admin' },
    { method: 'GET', path: '/api/media/file/not-there.webp', caller: 'anonymous' },
    { method: 'GET', path: '/api/media/file/a%00b.webp', caller: 'anonymous' },
    { method: 'GET', path: '/api/media/file/%2e%2e%2fpackage.json', caller: 'anonymous' },
    {
      method: 'POST',
      path: '/api/programs',
      caller: 'anonymous',
      body: manyClauses,
      headers: {
        'Content-Type': 'application/x-www-form-urlencoded',
        'X-Payload-HTTP-Method-Override': 'GET',
      },
    },
    { method: 'GET', path: `/api/programs?${manyClauses}`, caller: 'anonymous' },
    // Where values the database cannot compare, and verification, which accounts do not use
    { method: 'GET', path: '/api/media?where[id][in]=a,b', caller: 'anonymous' },
    { method: 'GET', path: '/api/programs?where[id][equals]=1e999', caller: 'anonymous' },
    { method: 'GET', path: '/api/programs?where[createdAt][greater_than]=notadate', caller: 'anonymous' },
    { method: 'GET', path: '/api/programs?where[title][equals][x]=1', caller: 'anonymous' },
    { method: 'GET', path: '/api/enrolments?where[user][in]=a,b', caller: 'admin' },
    { method: 'POST', path: '/api/users/verify/anything', caller: 'anonymous' },
  ]
  // Writes whose body Payload cannot read
  for (const caller of ['member', 'admin'] as const) {
    cases.push({
      method: 'PATCH',
      path: `/api/users/${SELF}`,
      caller,
      body: '{"name":"Plain"}',
      headers: { 'Content-Type': 'text/plain' },
    })
  }
  cases.push({
    method: 'POST',
    path: '/api/programs',
    caller: 'admin',
    body: 'title=Form',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
  })
  for (const caller of ['member', 'admin'] as const) {
    cases.push({ method: 'POST', path: '/api/payload-locked-documents', caller, body: lockOf(987654) })
    cases.push({ method: 'POST', path: '/api/payload-locked-documents', caller, body: lockOf('abc') })
  }
  for (const caller of ['anonymous', 'member'] as const) {
    cases.push({ method: 'GET', path: '/api/payload-locked-documents', caller })
    cases.push({ method: 'DELETE', path: '/api/payload-locked-documents/1', caller })
    cases.push({ method: 'GET', path: '/api/payload-preferences', caller })
    cases.push({
      method: 'POST',
      path: '/api/payload-preferences/any-key',
      caller,
      body: json({ value: ONE_MB }),
    })
    cases.push({ method: 'GET', path: '/api/payload-jobs', caller })
    cases.push({ method: 'GET', path: '/api/payload-migrations', caller })
  }
  return cases
}

/** Structurally valid tokens (`<id>.<expires>.<43 base64url>`) that the site never signed, and expired ones. */
const forgedListTokens = [
  ...[1, 2, 3, 999_999].map((id) => `${id}.0.${'A'.repeat(43)}`),
  ...[1, 2].map((id) => `${id}.1.${'B'.repeat(43)}`),
  `1.${'9'.repeat(12)}.${'-'.repeat(43)}`,
  '0.0.' + '_'.repeat(43),
  '1.0.' + 'A'.repeat(42) + '=',
  '1.0',
  '1..',
  '..',
]

/**
 * The mailing list's links: the confirmation link and the unsubscribe page and one-click POST, with
 * hostile, forged and expired tokens, wrong `from` values and wrong methods. `signedTokens` are
 * real tokens the caller may add (a used confirmation, an expired one, another kind's): none may
 * change a subscriber either, since no case posts the one-click body with a valid unsubscribe token.
 */
function mailingListCases(signedTokens: string[]): FuzzCase[] {
  const cases: FuzzCase[] = []
  const tokens = [...hostileStrings, ...forgedListTokens, ...signedTokens]
  // A lone surrogate cannot be percent-encoded: it is sent as the replacement character
  const encode = (value: string) => encodeURIComponent(value.toWellFormed())
  const query = (token: string, from?: string) =>
    `?token=${encode(token)}${from === undefined ? '' : `&from=${encode(from)}`}`
  for (const token of tokens) {
    cases.push({ method: 'GET', path: `/api/email-signup/confirm${query(token)}`, caller: 'anonymous' })
    cases.push({ method: 'GET', path: `/api/unsubscribe${query(token, 'broadcast:1')}`, caller: 'anonymous' })
  }
  for (const token of [...hostileStrings, ...forgedListTokens]) {
    cases.push({
      method: 'POST',
      path: `/api/unsubscribe${query(token)}`,
      caller: 'anonymous',
      body: 'List-Unsubscribe=One-Click',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
    })
  }
  for (const token of signedTokens) {
    for (const body of rawBodies.slice(0, 4))
      cases.push({ method: 'POST', path: `/api/unsubscribe${query(token)}`, caller: 'anonymous', body })
    cases.push({
      method: 'POST',
      path: `/api/unsubscribe${query(token)}`,
      caller: 'anonymous',
      body: 'List-Unsubscribe=Two-Clicks',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
    })
  }
  for (const from of [
    'broadcast:',
    'broadcast:1;drop',
    'sequence:1:step:' + 'x'.repeat(500),
    ...hostileStrings,
  ]) {
    cases.push({
      method: 'GET',
      path: `/api/unsubscribe${query(forgedListTokens[0], from)}`,
      caller: 'anonymous',
    })
  }
  const someToken = signedTokens[0] ?? forgedListTokens[0]
  for (const method of ['PUT', 'DELETE', 'PATCH'] as const) {
    cases.push({
      method,
      path: `/api/unsubscribe${query(someToken)}`,
      caller: 'anonymous',
      body: 'List-Unsubscribe=One-Click',
    })
    cases.push({
      method,
      path: `/api/email-signup/confirm${query(someToken)}`,
      caller: 'anonymous',
      body: '{}',
    })
  }
  cases.push({
    method: 'POST',
    path: `/api/email-signup/confirm${query(someToken)}`,
    caller: 'anonymous',
    body: '{}',
  })
  cases.push({
    method: 'POST',
    path: `/api/email-signup/confirm${query(someToken)}`,
    caller: 'member-cookie',
    body: '{}',
  })
  // The owner's list actions, refused to a member and checked for input by an admin
  for (const path of [
    '/api/broadcasts/1/send',
    '/api/broadcasts/1/cancel',
    '/api/broadcasts/1/test',
    '/api/email-outbox/1/retry',
    '/api/email-signups/1/erase',
  ]) {
    cases.push({ method: 'POST', path, caller: 'member', body: '{}' })
    cases.push({ method: 'POST', path, caller: 'member-cookie', body: '{}' })
  }
  for (const id of hostileIds) {
    cases.push({ method: 'GET', path: `/api/broadcasts/${id}/progress`, caller: 'admin' })
    cases.push({ method: 'POST', path: `/api/email-outbox/${id}/retry`, caller: 'admin', body: '{}' })
  }
  for (const body of shapedBodies(['to'], { to: 'not-an-email' })) {
    cases.push({ method: 'POST', path: '/api/broadcasts/999999/test', caller: 'admin', body })
  }
  for (const body of shapedBodies(['scheduledAt'], { scheduledAt: 'tomorrow' })) {
    cases.push({ method: 'POST', path: '/api/broadcasts/999999/send', caller: 'admin', body })
  }
  cases.push({ method: 'GET', path: '/api/email-signups/export', caller: 'member' })
  return cases
}

/** Signed links of a booking awaiting its time: `usable` may only be sent with times that are not open. */
export type BookingTokens = { usable?: string; refused: string[] }

const FORGED_BOOKING_TOKEN = '1.zzzzzz.0123456789abcdef0123456789abcdef'

/**
 * Times a booking awaiting its time must be refused: in the past, inside the minimum notice, beyond
 * the window, at night in the owner's zone (New York in the demo), on a Saturday, off the grid.
 */
function unofferedStarts(now = Date.now()): string[] {
  const day = 24 * 60 * 60 * 1000
  const inTwoWeeks = new Date(now + 14 * day)
  const at = (date: Date, time: string) => `${date.toISOString().slice(0, 10)}T${time}Z`
  const saturday = new Date(now + ((6 - new Date(now).getUTCDay() + 7) % 7 || 7) * day + 7 * day)
  const weekday = new Date(inTwoWeeks.getTime() + ([1, 0, 6, 5, 4, 3, 2][inTwoWeeks.getUTCDay()] ?? 0) * day)
  return [
    '2020-01-06T15:00:00Z',
    new Date(now - 60 * 60 * 1000).toISOString(),
    new Date(now + 2 * 60 * 60 * 1000).toISOString(),
    new Date(now + 400 * day).toISOString(),
    at(weekday, '03:00:00'),
    at(weekday, '23:30:00'),
    at(saturday, '15:00:00'),
    at(weekday, '15:07:00'),
    at(weekday, '15:00:00.001'),
  ]
}

/** The scheduling endpoints: hostile bodies and queries, forged, expired and others' links, unoffered times. */
function sessionSchedulingCases({ usable, refused }: BookingTokens): FuzzCase[] {
  const cases: FuzzCase[] = []
  const valid = { token: FORGED_BOOKING_TOKEN, start: '2020-01-01T00:00:00Z', timeZone: 'UTC' }
  for (const action of ['confirm', 'reschedule']) {
    for (const body of shapedBodies(['token', 'start', 'timeZone'], valid)) {
      cases.push({ method: 'POST', path: `/api/session-booking/${action}`, caller: 'anonymous', body })
    }
    for (const token of [...refused, ...(usable ? [usable] : [])]) {
      for (const start of unofferedStarts()) {
        cases.push({
          method: 'POST',
          path: `/api/session-booking/${action}`,
          caller: 'anonymous',
          body: json({ token, start, timeZone: 'America/New_York' }),
        })
      }
    }
    cases.push({ method: 'GET', path: `/api/session-booking/${action}`, caller: 'anonymous' })
  }
  for (const body of shapedBodies(['token'], { token: FORGED_BOOKING_TOKEN })) {
    cases.push({ method: 'POST', path: '/api/session-booking/cancel', caller: 'anonymous', body })
  }
  // A mail scanner's GET of the cancel action, and the refused links' POSTs, change nothing
  for (const token of refused) {
    cases.push({
      method: 'POST',
      path: '/api/session-booking/cancel',
      caller: 'anonymous',
      body: json({ token }),
    })
  }
  if (usable) {
    cases.push({ method: 'GET', path: `/api/session-booking/cancel?token=${usable}`, caller: 'anonymous' })
    cases.push({ method: 'GET', path: `/bookings/${usable}?action=cancel`, caller: 'anonymous' })
  }
  const queries = [
    '',
    '?tz=',
    '?tz=Mars/Olympus',
    '?tz=../../etc/passwd',
    `?tz=${'A'.repeat(5000)}`,
    '?tz=UTC&date=2026-02-31',
    '?tz=UTC&date=99999-01-01',
    '?tz=UTC&date=%00',
    '?tz=UTC&date[]=1',
    '?tz[$gt]=&date[$ne]=',
    `?tz=UTC&token=${FORGED_BOOKING_TOKEN}`,
    ...refused.map((token) => `?tz=UTC&token=${encodeURIComponent(token)}`),
  ]
  for (const query of queries)
    cases.push({ method: 'GET', path: `/api/session-slots${query}`, caller: 'anonymous' })
  for (const value of [...hostileStrings.slice(0, 12), FORGED_BOOKING_TOKEN, ...refused]) {
    const token = encodeURIComponent(value)
    cases.push({ method: 'GET', path: `/api/session-booking/calendar?token=${token}`, caller: 'anonymous' })
    cases.push({ method: 'GET', path: `/api/session-calendar/${token || 'x'}.ics`, caller: 'anonymous' })
  }
  for (const id of [...hostileIds, '1']) {
    cases.push({ method: 'POST', path: `/api/bookings/${id}/owner-cancel`, caller: 'anonymous', body: '{}' })
    cases.push({ method: 'POST', path: `/api/bookings/${id}/owner-cancel`, caller: 'member', body: '{}' })
  }
  for (const id of hostileIds) {
    cases.push({ method: 'POST', path: `/api/bookings/${id}/owner-cancel`, caller: 'admin', body: '{}' })
  }
  for (const caller of ['anonymous', 'member', 'member-cookie'] as const) {
    cases.push({
      method: 'POST',
      path: '/api/globals/session-availability/feed/regenerate',
      caller,
      body: '{}',
    })
    cases.push({ method: 'GET', path: '/api/globals/session-availability/feed', caller })
    cases.push({
      method: 'POST',
      path: '/api/globals/session-availability',
      caller,
      body: json({ enabled: false, feedToken: 'guessable-token-0000' }),
    })
  }
  return cases
}

export function fuzzCases(
  signedListTokens: string[] = [],
  bookingTokens: BookingTokens = { refused: [] },
): FuzzCase[] {
  const cases: FuzzCase[] = [...mailingListCases(signedListTokens), ...sessionSchedulingCases(bookingTokens)]
  const post = (path: string, caller: Caller, bodies: string[], headers?: Record<string, string>) =>
    bodies.forEach((body) => cases.push({ method: 'POST', path, caller, body, headers }))

  // Invalid credentials only: a wrong password never logs anyone in.
  post(
    '/api/auth/login',
    'anonymous',
    shapedBodies(['email', 'password'], { email: 'nobody@example.com', password: '' }),
  )
  post(
    '/api/auth/signup',
    'anonymous',
    shapedBodies(['email', 'password', 'name'], { email: 'bad-email', password: 'short' }),
  )
  post(
    '/api/auth/change-password',
    'anonymous',
    shapedBodies(['currentPassword'], {
      currentPassword: 'x',
      newPassword: 'new-password-1',
      confirmPassword: 'new-password-1',
    }),
  )
  post(
    '/api/auth/change-password',
    'member',
    shapedBodies(['newPassword', 'confirmPassword'], {
      currentPassword: '',
      newPassword: 'short',
      confirmPassword: 'other',
    }),
  )
  post(
    '/api/auth/bulk-import',
    'anonymous',
    shapedBodies(['users'], { users: [{ email: 'x@example.com' }], password: 'p' }),
  )
  post(
    '/api/auth/bulk-import',
    'member',
    shapedBodies(['users'], { users: [{ email: 'x@example.com' }], password: 'p' }),
  )
  post('/api/auth/bulk-import', 'admin', [
    ...shapedBodies(['users', 'password'], { users: 'not-an-array', password: 'short' }),
    json({
      users: Array.from({ length: 50_000 }, () => ({ email: 'not-an-email' })),
      password: 'default-password-1',
    }),
    json({ users: hostileValues.map((value) => ({ email: value })), password: 'default-password-1' }),
  ])
  post('/api/email-signup', 'anonymous', shapedBodies(['email'], { email: 'not-an-email' }))
  post(
    '/api/course-progress',
    'anonymous',
    shapedBodies(['lessonId'], { userId: '1', lessonId: 'lesson-1-1', completed: true }),
  )
  post(
    '/api/course-progress',
    'member',
    shapedBodies(['lessonId', 'completed'], {
      userId: 'someone-else',
      lessonId: 'lesson-99-99',
      completed: 'yes',
    }),
  )
  post('/api/create-checkout-session', 'anonymous', shapedBodies(['priceId'], { priceId: 'price_not_ours' }))
  post('/api/stripe/webhook', 'anonymous', [...rawBodies, json({ type: 'checkout.session.completed' })])
  post('/api/stripe/webhook', 'anonymous', [json({ id: 'evt_1', type: 'checkout.session.completed' })], {
    'stripe-signature': 't=1,v1=deadbeef',
  })

  for (const id of hostileIds) {
    cases.push({ method: 'GET', path: `/api/course-progress/${id}`, caller: 'anonymous' })
    cases.push({ method: 'GET', path: `/api/course-progress/${id}`, caller: 'member' })
  }
  post('/api/course/enrolment', 'member', [json({ enrolled: true, continueAt: '//evil.example/' })])
  for (const path of ['/api/auth/me', '/api/seminar-events', '/api/course/enrolment']) {
    cases.push({ method: 'GET', path, caller: 'anonymous' })
    cases.push({ method: 'GET', path: `${path}?where[email][$gt]=&limit=-1&depth=99`, caller: 'member' })
  }
  cases.push(
    ...graphqlCases(),
    ...userRouteCases(),
    ...publicCollectionCases(),
    ...payloadDefaultsCases(),
    ...whereOperatorCases(),
  )
  // Bodies of the wrong content type.
  for (const path of ['/api/auth/login', '/api/email-signup', '/api/course-progress', '/api/users/login']) {
    cases.push({
      method: 'POST',
      path,
      caller: 'anonymous',
      body: 'email=a%40b.c',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
    })
    cases.push({
      method: 'POST',
      path,
      caller: 'anonymous',
      body: '<xml/>',
      headers: { 'Content-Type': 'text/xml' },
    })
  }
  return cases
}

/** The collections whose counts must not move while the fuzz runs. */
export const WATCHED_COLLECTIONS = [
  'users',
  'email-signups',
  'email-outbox',
  'broadcasts',
  'lesson-progress',
  'bookings',
  'seminars',
  'payload-locked-documents',
] as const

export type FuzzReport = {
  byStatus: Record<string, number>
  serverErrors: (FuzzCase & { status: string })[]
  total: number
}

type Session = { member: string; admin: string; memberId: number }

/** Longer than any fair answer; a request still waiting then is a failure, not a hung run. */
const REQUEST_TIMEOUT_MS = 30_000

function callerHeaders(caller: Caller, sessions: Session, baseUrl: string): Record<string, string> {
  if (caller === 'anonymous') return {}
  if (caller === 'member-cookie') return { Cookie: `payload-token=${sessions.member}`, Origin: baseUrl }
  return { Authorization: `JWT ${sessions[caller]}` }
}

/** The case as sent: the fuzz member's id in place of SELF. */
const resolveSelf = (text: string, sessions: Session) => text.replaceAll(SELF, String(sessions.memberId))

/** Bodies past this size are sent by `sendLarge`: the server refuses them before reading them. */
const LARGE_BODY_BYTES = 64 * 1024

/**
 * Sends a body the server may refuse unread, as a careful client does: its length declared and its
 * headers first, with `Expect: 100-continue`, and the body only once the server has said to go on.
 * The server answers a declared length over its limit 413 at once and closes the connection; a body
 * already being written (or one sent chunked, whose size the server learns only past its limit)
 * would then fail to write, and the 413 would be lost to the write's error whenever that came first
 * (fetch always reads it as a network error). Chunked bodies over the limit are `fuzz:api`'s huge-body
 * phase's, which counts a reset as an answer.
 */
function sendLarge(
  url: string,
  method: string,
  headers: Record<string, string>,
  body: string,
): Promise<string> {
  return new Promise((resolve) => {
    let answered = false
    const request = httpRequest(
      url,
      {
        method,
        headers: { ...headers, 'Content-Length': String(Buffer.byteLength(body)), Expect: '100-continue' },
        timeout: REQUEST_TIMEOUT_MS,
      },
      (response) => {
        answered = true
        response.resume()
        resolve(String(response.statusCode))
      },
    )
    request.on('continue', () => request.end(body))
    request.on('timeout', () =>
      request.destroy(Object.assign(new Error('timeout'), { name: 'TimeoutError' })),
    )
    request.on('error', (error) => {
      if (!answered) resolve(error.name === 'TimeoutError' ? 'timeout' : 'network-error')
    })
    request.flushHeaders()
  })
}

/** Sends one case; its status, or `network-error` / `timeout`. */
async function send(baseUrl: string, item: FuzzCase, sessions: Session): Promise<string> {
  const body = item.body === undefined ? undefined : resolveSelf(item.body, sessions)
  if (body !== undefined && Buffer.byteLength(body) > LARGE_BODY_BYTES) {
    return sendLarge(
      `${baseUrl}${resolveSelf(item.path, sessions)}`,
      item.method,
      {
        'Content-Type': 'application/json',
        ...item.headers,
        ...callerHeaders(item.caller, sessions, baseUrl),
      },
      body,
    )
  }
  try {
    const response = await fetch(`${baseUrl}${resolveSelf(item.path, sessions)}`, {
      method: item.method,
      headers: {
        'Content-Type': 'application/json',
        ...item.headers,
        ...callerHeaders(item.caller, sessions, baseUrl),
      },
      body,
      signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
    })
    await response.arrayBuffer()
    return String(response.status)
  } catch (error) {
    return error instanceof Error && error.name === 'TimeoutError' ? 'timeout' : 'network-error'
  }
}

/** Sends the cases (each repeated `rounds` times) with a bounded concurrency and counts the answers by status. */
export async function runFuzz(
  baseUrl: string,
  sessions: Session,
  {
    rounds = 1,
    concurrency = 8,
    signedListTokens = [] as string[],
    bookingTokens = { refused: [] } as BookingTokens,
  } = {},
): Promise<FuzzReport> {
  const all = fuzzCases(signedListTokens, bookingTokens)
  const queue: FuzzCase[] = Array.from({ length: rounds }, () => all).flat()
  const byStatus: Record<string, number> = {}
  const serverErrors: FuzzReport['serverErrors'] = []
  let next = 0
  const worker = async () => {
    while (next < queue.length) {
      const item = queue[next++]
      const status = await send(baseUrl, item, sessions)
      if (!/^[1-4]\d\d$/.test(status)) serverErrors.push({ ...item, status })
      byStatus[status] = (byStatus[status] ?? 0) + 1
    }
  }
  await Promise.all(Array.from({ length: concurrency }, worker))
  return { byStatus, serverErrors, total: queue.length }
}

export type CostProbe = { depth: number; ms: number; status: string }

/**
 * Sends, one at a time, a query whose fragments spread the next one twice (2^depth spreads in
 * all) at growing depths, and stops at the first answer slower than `limitMs`. A server that
 * expands every spread (Payload's query-complexity rule does) spends seconds on depth 20 and
 * half an hour on depth 30, with its one event loop blocked; stopping early keeps this probe
 * from hanging the server it measures.
 */
export async function probeQueryCost(
  baseUrl: string,
  { depths = [10, 14, 16, 18, 20], limitMs = 1_000 } = {},
): Promise<CostProbe[]> {
  const probes: CostProbe[] = []
  for (const depth of depths) {
    const started = performance.now()
    const status = await send(
      baseUrl,
      { method: 'POST', path: GRAPHQL, caller: 'anonymous', body: graphqlBody(fragmentChain(depth, 2)) },
      { member: '', admin: '', memberId: 0 },
    )
    probes.push({ depth, ms: Math.round(performance.now() - started), status })
    if (performance.now() - started > limitMs) break
  }
  return probes
}

export async function loginToken(baseUrl: string, email: string, password: string): Promise<string> {
  const response = await fetch(`${baseUrl}/api/users/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ email, password }),
  })
  if (!response.ok) throw new Error(`login of ${email} failed: ${response.status}`)
  // The JSON carries no token (removeTokenFromResponses): the session cookie does.
  const token = /payload-token=([^;]+)/.exec(response.headers.get('set-cookie') ?? '')?.[1]
  if (!token) throw new Error(`login of ${email} set no session cookie`)
  return token
}

type Credentials = { email: string; password: string }

/** Creates a member through the admin's REST API and signs them in: their id and session token. */
export async function createMember(
  baseUrl: string,
  adminToken: string,
  credentials: Credentials,
): Promise<{ id: number; token: string }> {
  const response = await fetch(`${baseUrl}/api/users`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Authorization: `JWT ${adminToken}` },
    body: JSON.stringify({ ...credentials, roles: ['member'], requirePasswordChange: false }),
  })
  if (!response.ok) throw new Error(`creating ${credentials.email} failed: ${response.status}`)
  const { doc } = (await response.json()) as { doc: { id: number } }
  return { id: doc.id, token: await loginToken(baseUrl, credentials.email, credentials.password) }
}

/** Every subscriber's status and last change, to show that the fuzz changed none. */
export async function subscriberStates(baseUrl: string, adminToken: string): Promise<Record<string, string>> {
  const states: Record<string, string> = {}
  for (let page = 1; ; page++) {
    const response = await fetch(`${baseUrl}/api/email-signups?limit=500&page=${page}&depth=0&sort=id`, {
      headers: { Authorization: `JWT ${adminToken}` },
    })
    const { docs, hasNextPage } = (await response.json()) as {
      docs: { id: number; status: string; updatedAt: string }[]
      hasNextPage: boolean
    }
    for (const doc of docs) states[String(doc.id)] = `${doc.status} ${doc.updatedAt}`
    if (!hasNextPage) return states
  }
}

export async function countRecords(baseUrl: string, adminToken: string): Promise<Record<string, number>> {
  const counts: Record<string, number> = {}
  for (const collection of WATCHED_COLLECTIONS) {
    const response = await fetch(`${baseUrl}/api/${collection}?limit=1&depth=0`, {
      headers: { Authorization: `JWT ${adminToken}` },
    })
    counts[collection] = ((await response.json()) as { totalDocs: number }).totalDocs
  }
  return counts
}
