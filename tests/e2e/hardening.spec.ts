import fs from 'node:fs'
import path from 'node:path'

import { expect, test } from '@playwright/test'

import { ADMIN } from '../../scripts/lib/demoAdmin'
import { countRecords, createMember, loginToken, runFuzz } from '../../scripts/lib/fuzzCases'

/** A secret field with a value (GraphQL's schema names them, but must answer null). */
const SECRET_FIELDS =
  /"(hash|salt|resetPasswordToken|resetPasswordExpiration|lockUntil|loginAttempts)":(?!null)/

test.describe('security headers', () => {
  for (const path of ['/', '/programs', '/api/seminar-events', '/admin/login', '/api/auth/me']) {
    test(`${path} carries the policy headers`, async ({ request }) => {
      const response = await request.get(path)
      const headers = response.headers()
      const csp = headers['content-security-policy']
      // A nonce on answers rendered per request, the inline scripts' hashes on cached pages.
      expect(csp).toMatch(
        /script-src 'self' ('nonce-[A-Za-z0-9+/=]+' |('sha256-[A-Za-z0-9+/=]+' )+)'strict-dynamic'/,
      )
      expect(csp).not.toMatch(/script-src[^;]*'unsafe-inline'/)
      expect(csp).toContain("frame-ancestors 'none'")
      expect(headers['x-content-type-options']).toBe('nosniff')
      expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin')
      expect(headers['permissions-policy']).toContain('camera=()')
      expect(headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains')
    })
  }

  test("the build's scripts carry nosniff without the document policies; a missing one's 404 page keeps them", async ({
    request,
  }) => {
    // A cached page names its scripts in its inline loader, not in src attributes.
    const html = await (await request.get('/')).text()
    const script = /"(\/_next\/static\/chunks\/[^"]+\.js)"/.exec(html)?.[1] ?? 'no script in the page'
    const file = await request.get(script)
    expect(file.status()).toBe(200)
    expect(file.headers()['x-content-type-options']).toBe('nosniff')
    expect(file.headers()['content-security-policy']).toBeUndefined()
    expect(file.headers()['permissions-policy']).toBeUndefined()

    const missing = await request.get('/_next/static/chunks/not-in-the-build.js')
    expect(missing.status()).toBe(404)
    expect(missing.headers()['content-security-policy']).toContain("frame-ancestors 'none'")
    expect(missing.headers()['x-frame-options']).toBe('DENY')
  })

  test('each page rendered per request gets its own nonce', async ({ request }) => {
    const nonce = async () =>
      /'nonce-([^']+)'/.exec((await request.get('/login')).headers()['content-security-policy'])?.[1]
    const first = await nonce()
    expect(first).toBeTruthy()
    expect(await nonce()).not.toBe(first)
  })

  test('the site and the admin run under the policy without violations', async ({ page }) => {
    const violations: string[] = []
    page.on('console', (message) => {
      if (/Content.Security.Policy|Refused to (execute|load|apply)/i.test(message.text()))
        violations.push(message.text())
    })
    await page.goto('/')
    await expect(page.getByRole('link', { name: 'Browse All Programs' })).toBeVisible()
    await page.goto('/admin')
    await page.getByLabel('Email').fill(ADMIN.email)
    await page.getByLabel('Password').fill(ADMIN.password)
    await page.getByRole('button', { name: 'Login' }).click()
    await expect(page).not.toHaveURL(/\/admin\/login/)
    await page.goto('/admin/collections/programs')
    await expect(page.getByText('Crash Course in Letting Go').first()).toBeVisible()
    expect(violations).toEqual([])
  })
})

test.describe('sessions and secrets', () => {
  test('a cookie-bearing POST from another origin is refused', async ({ request, baseURL }) => {
    const member = { email: `csrf-${Date.now()}@example.com`, password: 'csrf-member-password-1' }
    const signup = await request.post('/api/auth/signup', { data: member })
    expect(signup.status()).toBe(201)
    const login = await request.post('/api/auth/login', { data: member })
    expect(login.status()).toBe(200)
    const { user } = await login.json()
    const body = { userId: String(user.id), lessonId: 'lesson-1-1', completed: true }

    const forged = await request.post('/api/course-progress', {
      data: body,
      headers: { Origin: 'https://evil.example', 'Sec-Fetch-Site': 'cross-site' },
    })
    expect(forged.status()).toBe(403)
    expect(await forged.json()).toEqual({ error: 'Cross-site requests are not allowed' })
    const progress = await request.get(`/api/course-progress/${user.id}`)
    expect(await progress.json()).toEqual([])

    const sameSite = await request.post('/api/course-progress', {
      data: body,
      headers: { Origin: new URL(baseURL as string).origin, 'Sec-Fetch-Site': 'same-origin' },
    })
    expect(sameSite.status()).toBe(200)
  })

  test('no answer carries a password hash, salt, reset token or lockout field, for any role', async ({
    request,
    baseURL,
  }) => {
    const token = await loginToken(baseURL as string, ADMIN.email, ADMIN.password)
    const asAdmin = { Authorization: `JWT ${token}` }
    const answers = [
      await request.get('/api/users?limit=100&depth=2', { headers: asAdmin }),
      await request.get('/api/users/me', { headers: asAdmin }),
      await request.get('/api/auth/me', { headers: asAdmin }),
      await request.get('/api/lesson-progress?depth=2', { headers: asAdmin }),
      await request.post('/api/graphql', {
        headers: asAdmin,
        data: { query: '{ Users(limit: 50) { docs { email roles } } meUser { user { email } } }' },
      }),
      await request.post('/api/graphql', {
        headers: asAdmin,
        data: { query: '{ Users { docs { email hash salt resetPasswordToken lockUntil loginAttempts } } }' },
      }),
    ]
    for (const answer of answers) {
      expect(answer.status()).toBeLessThan(500)
      expect(await answer.text()).not.toMatch(SECRET_FIELDS)
    }
    const graphqlSecrets = await answers[5].json()
    expect(graphqlSecrets.data.Users.docs.length).toBeGreaterThan(0)
  })
})

test('GraphQL answers any method but POST with a JSON 405 naming POST', async ({ request }) => {
  for (const method of ['GET', 'PUT', 'PATCH', 'DELETE']) {
    const response = await request.fetch('/api/graphql?query=%7BUsers%7Bdocs%7Bemail%7D%7D%7D', { method })
    expect(response.status()).toBe(405)
    expect(response.headers()['allow']).toBe('OPTIONS, POST')
    expect(await response.json()).toEqual({
      errors: [{ message: `${method} is not allowed here: send GraphQL requests with POST` }],
    })
  }
})

test('hostile input: a reduced fuzz run answers no 5xx and creates nothing', async ({ baseURL }) => {
  test.setTimeout(180_000)
  const base = baseURL as string
  const admin = await loginToken(base, ADMIN.email, ADMIN.password)
  const member = { email: `fuzz-${Date.now()}@example.com`, password: 'fuzz-member-password-1' }
  const { id: memberId, token: memberToken } = await createMember(base, admin, member)

  const before = await countRecords(base, admin)
  const report = await runFuzz(base, { admin, member: memberToken, memberId }, { rounds: 1, concurrency: 4 })
  expect(report.total).toBeGreaterThanOrEqual(600)
  expect(report.serverErrors.map((item) => `${item.status}: ${item.method} ${item.path}`)).toEqual([])
  expect(await countRecords(base, admin)).toEqual(before)
  expect((await fetch(`${base}/`)).status).toBe(200)
})

test("a forged call of any of the build's server actions is refused with a 4xx, not a 500", async ({
  request,
  baseURL,
}) => {
  // The server under test runs the build in this checkout (scripts/e2e-server.sh)
  const manifest = JSON.parse(
    fs.readFileSync(path.join('.next', 'server', 'server-reference-manifest.json'), 'utf8'),
  ) as { node: Record<string, unknown> }
  const actions = Object.keys(manifest.node)
  expect(actions.length).toBeGreaterThanOrEqual(2)
  const admin = await loginToken(baseURL as string, ADMIN.email, ADMIN.password)
  const callers: Record<string, string>[] = [{}, { Authorization: `JWT ${admin}` }]
  for (const action of actions) {
    for (const body of ['[]', '["forged"]', '["forged","en"]', '[{"name":"form-state","args":{}}]']) {
      for (const headers of callers) {
        const response = await request.post('/admin', {
          headers: { 'Next-Action': action, 'Content-Type': 'text/plain;charset=UTF-8', ...headers },
          data: body,
        })
        expect(response.status(), `${action} ${body}`).toBeLessThan(500)
      }
    }
    // A form post names the action in its fields, with no header (a <form> before the scripts run)
    const forms: Record<string, string>[] = [
      { [`$ACTION_ID_${action}`]: '' },
      { $ACTION_REF_1: '', '$ACTION_1:0': JSON.stringify({ id: action, bound: '$@1' }) },
    ]
    for (const multipart of forms) {
      for (const path of ['/admin', '/admin/login', '/']) {
        const response = await request.post(path, { multipart })
        expect(response.status(), `${action} form post to ${path}`).toBeLessThan(500)
      }
    }
  }
})
