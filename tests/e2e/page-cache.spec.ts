import { createHash } from 'node:crypto'

import { type APIRequestContext, expect, test } from '@playwright/test'

import { ADMIN } from '../../scripts/lib/demoAdmin'
import { loginToken } from '../../scripts/lib/fuzzCases'

/** What a browser sends for a page; Next's client-navigation fetches ask for something else. */
const AS_DOCUMENT = { headers: { Accept: 'text/html,application/xhtml+xml,*/*;q=0.8' } }

/**
 * A page asked for twice, the second time as the cache answers it once settled: a content change
 * saved just before (by an earlier test) expires the process's pages once more when it reads the
 * change back from the database, within a second (src/platform/cache/contentGeneration.ts).
 */
async function askedTwice(request: APIRequestContext, path: string) {
  for (let attempt = 1; ; attempt += 1) {
    await request.get(path)
    const second = await request.get(path)
    if (second.headers()['x-page-cache'] === 'hit' || attempt === 5) return second
    await new Promise((resolve) => setTimeout(resolve, 500))
  }
}

const sha256 = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`

test.describe('page cache', () => {
  test("a cached page's policy lists the hash of each of its inline scripts, and no nonce", async ({
    request,
  }) => {
    const cached = await askedTwice(request, '/about')
    expect(cached.headers()['x-page-cache']).toBe('hit')
    const policy = cached.headers()['content-security-policy']
    expect(policy).toContain("'strict-dynamic'")
    expect(policy).not.toContain("'nonce-")
    const html = await cached.text()
    expect(html).not.toContain('nonce=')
    const inline = [...html.matchAll(/<script>([\s\S]*?)<\/script>/g)].map(([, body]) => body)
    expect(inline.length).toBeGreaterThan(0)
    for (const body of inline) expect(policy).toContain(sha256(body))
  })

  test('two visitors get byte-identical pages, public for shared caches', async ({ playwright, baseURL }) => {
    const [first, second] = await Promise.all([0, 1].map(() => playwright.request.newContext({ baseURL })))
    await first.get('/programs')
    const [a, b] = await Promise.all([first.get('/programs'), second.get('/programs')])
    expect((await a.body()).equals(await b.body())).toBe(true)
    expect(a.headers()['etag']).toBe(b.headers()['etag'])
    expect(a.headers()['cache-control']).toMatch(
      /^public, max-age=0, s-maxage=\d+, stale-while-revalidate=300$/,
    )
    await Promise.all([first.dispose(), second.dispose()])
  })

  test('a newsletter link tagged with utm_* and fbclid gets the cached page', async ({ request }) => {
    await request.get('/crash-course')
    const tagged = await request.get('/crash-course?utm_source=newsletter&utm_medium=email&fbclid=abc')
    expect(tagged.headers()['x-page-cache']).toBe('hit')
  })

  test('/booking-success?session_id=... is never cached', async ({ request }) => {
    for (let i = 0; i < 2; i += 1) {
      const response = await request.get('/booking-success?session_id=cs_test_never_cached', {
        maxRedirects: 0,
      })
      expect(response.headers()['x-page-cache']).toBeUndefined()
      expect(response.headers()['cache-control'] ?? '').not.toContain('public')
    }
  })

  test('a page served from the cache runs under the policy: the drawer and links work', async ({ page }) => {
    const violations: string[] = []
    page.on('console', (message) => {
      if (/Content.Security.Policy|Refused to/i.test(message.text())) violations.push(message.text())
    })
    await page.addInitScript(() =>
      document.addEventListener('securitypolicyviolation', (event) =>
        console.error(`Content-Security-Policy: ${event.effectiveDirective} ${event.blockedURI}`),
      ),
    )
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

  test('a cached page adds its scripts before its load event, and has begun hydrating by then', async ({
    page,
  }) => {
    await page.addInitScript(() => {
      const seen = { scriptsAddedAt: [] as number[], loadAt: 0, hydratingAtLoad: false }
      Object.assign(window, { seen })
      new MutationObserver((records) => {
        for (const node of records.flatMap((record) => [...record.addedNodes])) {
          if (node instanceof HTMLScriptElement && /\/_next\/static\/chunks\/.*\.js$/.test(node.src)) {
            seen.scriptsAddedAt.push(performance.now())
          }
        }
      }).observe(document, { childList: true, subtree: true })
      window.addEventListener('load', () => {
        seen.loadAt = performance.now()
        seen.hydratingAtLoad = Object.keys(document).some((key) => key.startsWith('__reactContainer'))
      })
    })
    await page.request.get('/about', AS_DOCUMENT)
    const response = await page.goto('/about')
    expect(response?.headers()['x-page-cache']).toBe('hit')
    const { scriptsAddedAt, loadAt, hydratingAtLoad } = await page.evaluate(
      () =>
        (
          window as unknown as {
            seen: { scriptsAddedAt: number[]; loadAt: number; hydratingAtLoad: boolean }
          }
        ).seen,
    )
    expect(scriptsAddedAt.length).toBeGreaterThan(0)
    expect(Math.max(...scriptsAddedAt)).toBeLessThan(loadAt)
    expect(hydratingAtLoad).toBe(true)
  })

  test('a page view asks the server for no other page until the visitor points at a link', async ({
    page,
  }) => {
    const rscRequests: string[] = []
    page.on('request', (request) => {
      if (request.headers()['rsc']) rscRequests.push(new URL(request.url()).pathname)
    })
    await page.goto('/about', { waitUntil: 'networkidle' })
    await page.getByRole('heading', { level: 1, name: 'About' }).scrollIntoViewIfNeeded()
    await page.mouse.wheel(0, 2000)
    await page.waitForTimeout(500)
    expect(rscRequests).toEqual([])

    const programs = page.getByRole('link', { name: 'Programs', exact: true }).first()
    await programs.hover()
    await expect.poll(() => rscRequests).toContain('/programs')
    await page.evaluate(() => Object.assign(window, { sameDocument: true }))
    await programs.click()
    await expect(page.getByRole('heading', { level: 1, name: 'All Programs' })).toBeVisible()
    expect(await page.evaluate(() => 'sameDocument' in window)).toBe(true)
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
    expect(signedIn.headers()['cache-control']).toMatch(/private/)
    expect(signedIn.headers()['cache-control']).toMatch(/no-store/)
    await request.get('/reset-password?token=abc', AS_DOCUMENT)
    expect(
      (await request.get('/reset-password?token=abc', AS_DOCUMENT)).headers()['x-page-cache'],
    ).toBeUndefined()
    // An unknown path's not-found page is rendered on the server each time (decision 0091), not kept
    await request.get('/no-such-page', AS_DOCUMENT)
    const missing = await request.get('/no-such-page', AS_DOCUMENT)
    expect(missing.status()).toBe(404)
    expect(missing.headers()['x-page-cache']).toBe('miss')
    const html = await missing.text()
    expect(html).toMatch(/<html lang="en"/)
    expect(html).toMatch(/<h1[^>]*>Page Not Found<\/h1>/)
  })
})
