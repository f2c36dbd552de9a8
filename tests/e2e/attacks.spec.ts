import { request as httpRequest } from 'node:http'

import { expect, test, type APIRequestContext, type Page } from '@playwright/test'

import { ADMIN } from '../../scripts/lib/demoAdmin'
import { loginToken } from '../../scripts/lib/fuzzCases'
import { rawConnection } from '../helpers/rawConnection'

const MEETUP_IMAGE_HOST = 'https://secure.meetupstatic.com'
/** A 1x1 PNG: the machine has no internet, so the browser gets the picture from page.route. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
)

type SeminarInput = { title: string; imageUrl: string }

/** Creates an upcoming seminar as the admin, through Payload's REST API; its id, to delete it after. */
async function createSeminar(request: APIRequestContext, token: string, input: SeminarInput) {
  const id = `e2e-${Date.now()}-${Math.random().toString(36).slice(2, 8)}`
  const response = await request.post('/api/seminars', {
    headers: { Authorization: `JWT ${token}` },
    data: {
      id,
      ...input,
      date: '2026-12-01',
      time: '6:00 PM',
      location: 'Online',
      description: 'A seminar made by the end-to-end tests.',
      attendees: 3,
      meetupUrl: `https://www.meetup.com/letting-go-circle/events/${id}/`,
      status: 'upcoming',
    },
  })
  expect(response.status()).toBe(201)
  return id
}

/** Every Content-Security-Policy violation the page reports, as "directive blocked-URL". */
async function recordPolicyViolations(page: Page): Promise<string[]> {
  const violations: string[] = []
  page.on('console', (message) => {
    if (/Content.Security.Policy|Refused to load/i.test(message.text())) violations.push(message.text())
  })
  await page.exposeFunction('reportPolicyViolation', (violation: string) => violations.push(violation))
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      const report = (window as unknown as { reportPolicyViolation: (text: string) => void })
        .reportPolicyViolation
      report(`${event.effectiveDirective} ${event.blockedURI}`)
    })
  })
  return violations
}

/** The picture of the seminar card titled `title`, once the card is in view (the images load lazily). */
async function seminarCardImage(page: Page, title: string) {
  const card = page.getByRole('article').filter({ has: page.getByRole('heading', { name: title }) })
  await card.scrollIntoViewIfNeeded()
  return card.getByRole('img')
}

const naturalWidth = (image: Awaited<ReturnType<typeof seminarCardImage>>) =>
  image.evaluate((img: HTMLImageElement) => (img.complete ? img.naturalWidth : -1))

test.describe('the Content-Security-Policy and Meetup pictures', () => {
  let token: string
  const created: string[] = []

  test.beforeAll(async ({ baseURL }) => {
    token = await loginToken(baseURL!, ADMIN.email, ADMIN.password)
  })

  test.afterAll(async ({ request }) => {
    for (const id of created) {
      await request.delete(`/api/seminars/${id}`, { headers: { Authorization: `JWT ${token}` } })
    }
  })

  test('a seminar synced from Meetup shows its picture, with no policy violation', async ({ page }) => {
    const title = 'Seminar with a Meetup picture'
    const imageUrl = `${MEETUP_IMAGE_HOST}/photos/event/e2e/highres_1.png`
    created.push(await createSeminar(page.request, token, { title, imageUrl }))
    const served: string[] = []
    await page.route(`${MEETUP_IMAGE_HOST}/**`, (route) => {
      served.push(route.request().url())
      return route.fulfill({ contentType: 'image/png', body: PNG })
    })
    const violations = await recordPolicyViolations(page)

    await page.goto('/live-seminars')
    const image = await seminarCardImage(page, title)
    await expect(image).toHaveAttribute('src', imageUrl)
    await expect.poll(() => naturalWidth(image)).toBeGreaterThan(0)
    expect(served).toContain(imageUrl)
    expect(violations).toEqual([])
  })

  test('a picture from any other host is still refused', async ({ page }) => {
    const title = 'Seminar with a foreign picture'
    const imageUrl = 'https://images.example.net/photo.png'
    created.push(await createSeminar(page.request, token, { title, imageUrl }))
    await page.route('https://images.example.net/**', (route) =>
      route.fulfill({ contentType: 'image/png', body: PNG }),
    )
    const violations = await recordPolicyViolations(page)

    await page.goto('/live-seminars')
    const image = await seminarCardImage(page, title)
    await expect.poll(() => violations.join('\n')).toMatch(/img-src https:\/\/images\.example\.net/)
    expect(await naturalWidth(image)).toBeLessThanOrEqual(0)
  })
})

/** The status and Location of a GET sent with its path exactly as written (a URL would read `/\` as `//`). */
function redirectOf(baseURL: string, path: string) {
  const { hostname, port } = new URL(baseURL)
  return new Promise<{ status: number; location: string | undefined }>((resolve, reject) => {
    const request = httpRequest({ hostname, port, path }, (response) => {
      response.resume()
      resolve({ status: response.statusCode ?? 0, location: response.headers.location })
    })
    request.on('error', reject)
    request.end()
  })
}

test('no redirect leaves the site, whatever slashes and backslashes a path starts with', async ({
  baseURL,
}) => {
  const cases = {
    '//Evil.com/x': '/evil.com/x',
    '/\\evil.com': '/evil.com',
    '//evil.com/': '/evil.com/',
    '/\\Evil.com/x/': '/evil.com/x/',
    '/\\/evil.com/x': '/evil.com/x',
  }
  for (const [path, location] of Object.entries(cases)) {
    expect([path, await redirectOf(baseURL!, path)]).toEqual([path, { status: 308, location }])
  }
  // Next's own trailing-slash redirect, after ours
  expect(await redirectOf(baseURL!, '/evil.com/x/')).toEqual({ status: 308, location: '/evil.com/x' })
})

test("the production build answers a refused request with its reason, not Payload's unknown error", async ({
  request,
  baseURL,
}) => {
  const refusals: [string, number, string][] = [
    ['/api/media?limit=-1', 400, 'limit must be a whole number from 0 to 1000'],
    ['/api/programs?where[id][in]=a,b', 400, 'The value of "id" for "in" must be a document id'],
    [
      '/api/programs?where[createdAt][less_than]=soon',
      400,
      'The value of "createdAt" for "less_than" must be a date',
    ],
    ['/api/programs?where[title][near]=1,2', 400, 'The query operator "near" is not supported'],
    ['/api/media/file/a%00b.webp', 400, 'Invalid file name.'],
  ]
  for (const [path, status, message] of refusals) {
    const answer = await request.get(path)
    expect([path, answer.status(), (await answer.json()).errors]).toEqual([path, status, [{ message }]])
  }
  const crossSite = await request.post('/api/users/login', {
    headers: { Origin: 'https://elsewhere.example' },
    data: { email: ADMIN.email, password: 'not-the-password' },
  })
  expect(crossSite.status()).toBe(403)
  expect((await crossSite.json()).errors).toEqual([{ message: 'Cross-site requests are not allowed' }])
  const typed = await request.post('/api/programs', {
    headers: { 'Content-Type': 'text/plain' },
    data: '{"title":"Typed"}',
  })
  expect(typed.status()).toBe(415)
  expect((await typed.json()).errors).toEqual([
    { message: 'The request body must be JSON (Content-Type: application/json)' },
  ])

  const trace = rawConnection(
    baseURL!,
    'TRACE /api/programs HTTP/1.1\r\nHost: localhost\r\nConnection: close\r\n\r\n',
  )
  await trace.closed
  expect(trace.statusLine()).toBe('HTTP/1.1 405 Method Not Allowed')
  for (const path of ['/%E0', '/about%FF']) {
    const answer = await request.get(path)
    expect([path, answer.status()]).toEqual([path, 400])
  }
})

test('an admin who must change their password is sent from /admin to the password form first', async ({
  page,
  request,
  baseURL,
}) => {
  const adminToken = await loginToken(baseURL as string, ADMIN.email, ADMIN.password)
  const flagged = { email: `flagged-admin-${Date.now()}@example.com`, password: 'flagged-admin-password-71' }
  const created = await request.post('/api/users', {
    headers: { Authorization: `JWT ${adminToken}` },
    data: { ...flagged, roles: ['admin'], requirePasswordChange: true },
  })
  expect(created.status()).toBe(201)

  await page.goto('/login')
  await page.getByLabel('Email').fill(flagged.email)
  await page.getByLabel('Password').fill(flagged.password)
  await page.getByRole('button', { name: 'Sign In' }).click()
  await expect(page).toHaveURL(/\/profile\?change-password=true$/)

  await page.goto('/admin')
  await expect(page).toHaveURL(/\/profile\?change-password=true$/)
  await expect(page.getByText('Password Change Required')).toBeVisible()
  const users = await page.request.get('/api/users', {
    headers: { Origin: new URL(baseURL as string).origin },
  })
  expect(users.status()).toBe(403)
  expect((await users.json()).errors[0].message).toMatch(/^Password change required/)
})

test.describe('slow and huge requests (issue 31)', () => {
  test('eight connections dribbling bodies hold no work slot: the API answers at once', async ({
    request,
    baseURL,
  }) => {
    const slow = Array.from({ length: 8 }, () =>
      rawConnection(
        baseURL!,
        'POST /api/seminars HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\n' +
          'Content-Length: 100000\r\n\r\n{"title":"',
      ),
    )
    await new Promise((resolve) => setTimeout(resolve, 500))
    const started = Date.now()
    for (let i = 0; i < 5; i += 1) expect((await request.get('/api/auth/me')).status()).toBe(200)
    expect(Date.now() - started).toBeLessThan(3_000)
    for (const { socket } of slow) socket.destroy()
  })

  test('a 20 MB body is refused with a JSON 413 before it is read, on every kind of route', async ({
    baseURL,
  }) => {
    const targets = [
      'POST /api/seminars',
      'POST /api/users/login',
      'POST /api/create-checkout-session',
      'POST /api/stripe/webhook',
      'POST /api/graphql',
    ]
    for (const target of targets) {
      const [method, path] = target.split(' ')
      const connection = rawConnection(
        baseURL!,
        `${method} ${path} HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\n` +
          `X-Payload-HTTP-Method-Override: GET\r\nContent-Length: ${20 * 1024 * 1024}\r\n\r\n{"a":"`,
      )
      await connection.closed
      const [statusLine] = connection.answer().split('\r\n')
      expect([target, statusLine]).toEqual([target, 'HTTP/1.1 413 Payload Too Large'])
      expect(connection.answer()).toMatch(/Request body must be at most (64 KB|1 MB)/)
    }
  })

  test('a path with dot segments is redirected to the page it names, and cannot add cache entries', async ({
    baseURL,
  }) => {
    for (const path of ['/x1/../about', '/x2/%2e%2e/about', '/./about']) {
      expect([path, await redirectOf(baseURL!, path)]).toEqual([path, { status: 308, location: '/about' }])
    }
  })

  test('a not-found page is never kept by a shared cache for more than a minute', async ({ request }) => {
    for (const path of ['/_not-found', '/no-such-page-31', '/programs/no-such-program-31']) {
      const response = await request.get(path)
      expect([path, response.status()]).toEqual([path, 404])
      const cacheControl = response.headers()['cache-control'] ?? ''
      const sharedSeconds = Number(/s-maxage=(\d+)/.exec(cacheControl)?.[1] ?? 0)
      expect([path, /no-store/.test(cacheControl) || sharedSeconds <= 60]).toEqual([path, true])
    }
  })

  test('the image optimizer encodes only the plain source paths, widths and quality the site uses', async ({
    request,
  }) => {
    const image = (url: string, width: number, quality: number) =>
      request.get(`/_next/image?url=${encodeURIComponent(url)}&w=${width}&q=${quality}`, {
        headers: { Accept: 'image/webp' },
      })
    expect((await image('/images/seminar-default.webp', 640, 75)).status()).toBe(200)
    expect((await image('/images/seminar-default.webp?v=2', 640, 75)).status()).toBe(400)
    expect((await image('/api/media/file/anything.webp?bust=1', 640, 75)).status()).toBe(400)
    expect((await image('/images/seminar-default.webp', 641, 75)).status()).toBe(400)
    expect((await image('/images/seminar-default.webp', 3840, 75)).status()).toBe(400)
    expect((await image('/images/seminar-default.webp', 640, 74)).status()).toBe(400)
  })
})

test('the owner signs in to /admin with their own browser while strangers keep the account locked', async ({
  page,
  playwright,
  baseURL,
}) => {
  const adminToken = await loginToken(baseURL as string, ADMIN.email, ADMIN.password)
  const owner = { email: `device-owner-${Date.now()}@example.com`, password: 'device-owner-password-71' }
  const stranger = await playwright.request.newContext({ baseURL })
  const created = await stranger.post('/api/users', {
    headers: { Authorization: `JWT ${adminToken}` },
    data: { ...owner, roles: ['admin'], requirePasswordChange: false },
  })
  expect(created.status()).toBe(201)

  const logInToAdmin = async () => {
    await page.goto('/admin/login')
    await page.getByLabel('Email').fill(owner.email)
    await page.getByLabel('Password').fill(owner.password)
    await page.getByRole('button', { name: 'Login' }).click()
    await expect(page).toHaveURL(/\/admin$/)
  }
  // The admin signs in with the cookie alone (no token in the JSON), and the browser keeps a device cookie.
  await logInToAdmin()
  const cookies = await page.context().cookies()
  expect(cookies.find((cookie) => cookie.name === 'login-device')?.httpOnly).toBe(true)
  expect(cookies.find((cookie) => cookie.name === 'payload-token')?.httpOnly).toBe(true)

  // A stranger's five wrong guesses lock the account: even the right password is refused to them.
  const strangerLogin = (password: string) =>
    stranger.post('/api/auth/login', { data: { email: owner.email, password } })
  for (let guess = 0; guess < 5; guess += 1) await strangerLogin(`wrong-guess-${guess}`)
  expect((await strangerLogin(owner.password)).status()).toBe(423)

  // The owner's own browser, signed out, signs in again during the lock.
  await page.context().clearCookies({ name: 'payload-token' })
  await logInToAdmin()
  const me = await page.request.get('/api/users/me', {
    headers: { Origin: new URL(baseURL as string).origin },
  })
  expect((await me.json()).user?.email).toBe(owner.email)
  expect((await strangerLogin(owner.password)).status()).toBe(423)
  await stranger.dispose()
})
