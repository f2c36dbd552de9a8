import { expect, test, type APIResponse } from '@playwright/test'

import { loginToken } from '../../scripts/lib/fuzzCases'

const ADMIN = { email: 'admin@example.com', password: 'admin-password-123' }
/** What a browser sends for a page; Next's client-navigation fetches ask for something else. */
const AS_DOCUMENT = { headers: { Accept: 'text/html,application/xhtml+xml,*/*;q=0.8' } }

const policyNonce = (response: APIResponse) =>
  /'nonce-([^']+)'/.exec(response.headers()['content-security-policy'] ?? '')?.[1]

async function scriptNonces(response: APIResponse): Promise<string[]> {
  const html = await response.text()
  return [...new Set([...html.matchAll(/<script[^>]* nonce="([^"]+)"/g)].map((match) => match[1]))]
}

test.describe('page cache', () => {
  test('a repeated anonymous view comes from the cache with its own nonce on every script', async ({
    request,
  }) => {
    await request.get('/about', AS_DOCUMENT)
    const first = await request.get('/about', AS_DOCUMENT)
    const second = await request.get('/about', AS_DOCUMENT)
    expect(second.headers()['x-page-cache']).toBe('hit')
    expect(policyNonce(first)).not.toBe(policyNonce(second))
    expect(await scriptNonces(first)).toEqual([policyNonce(first)])
    expect(await scriptNonces(second)).toEqual([policyNonce(second)])
  })

  test('a page served from the cache runs under the policy: the drawer and links work', async ({ page }) => {
    const violations: string[] = []
    page.on('console', (message) => {
      if (/Content.Security.Policy|Refused to execute/i.test(message.text())) violations.push(message.text())
    })
    await page.request.get('/programs', AS_DOCUMENT)
    const response = await page.goto('/programs')
    expect(response?.headers()['x-page-cache']).toBe('hit')
    // A client-side navigation keeps the document: its RSC fetch must not get a cached HTML page.
    await page.evaluate(() => Object.assign(window, { sameDocument: true }))
    await page.getByRole('link', { name: 'About' }).first().click()
    await expect(page.getByRole('heading', { level: 1, name: 'About' })).toBeVisible()
    expect(await page.evaluate(() => 'sameDocument' in window)).toBe(true)
    expect(violations).toEqual([])
  })

  test('an edit saved in the admin shows at the next request', async ({ request, baseURL }) => {
    const token = await loginToken(baseURL!, ADMIN.email, ADMIN.password)
    const auth = { Authorization: `JWT ${token}` }
    const { docs } = await (await request.get('/api/programs?limit=1&depth=0', { headers: auth })).json()
    const program = docs[0] as { id: number; title: string }
    await request.get('/programs', AS_DOCUMENT)
    expect((await request.get('/programs', AS_DOCUMENT)).headers()['x-page-cache']).toBe('hit')

    const edited = `${program.title} (updated)`
    expect(
      (await request.patch(`/api/programs/${program.id}`, { headers: auth, data: { title: edited } })).ok(),
    ).toBe(true)
    try {
      const afterEdit = await request.get('/programs', AS_DOCUMENT)
      expect(afterEdit.headers()['x-page-cache']).toBe('miss')
      expect(await afterEdit.text()).toContain(edited)
    } finally {
      await request.patch(`/api/programs/${program.id}`, { headers: auth, data: { title: program.title } })
    }
  })

  test('signed-in visitors, queries and unknown paths are never served from the cache', async ({
    request,
    baseURL,
  }) => {
    const token = await loginToken(baseURL!, ADMIN.email, ADMIN.password)
    const signedIn = await request.get('/programs', {
      headers: { ...AS_DOCUMENT.headers, Cookie: `payload-token=${token}` },
    })
    expect(signedIn.headers()['x-page-cache']).toBeUndefined()
    await request.get('/reset-password?token=abc', AS_DOCUMENT)
    expect(
      (await request.get('/reset-password?token=abc', AS_DOCUMENT)).headers()['x-page-cache'],
    ).toBeUndefined()
    await request.get('/no-such-page', AS_DOCUMENT)
    const missing = await request.get('/no-such-page', AS_DOCUMENT)
    expect(missing.status()).toBe(404)
    expect(missing.headers()['x-page-cache']).toBeUndefined()
  })
})
