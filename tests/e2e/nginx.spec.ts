/**
 * Debian's nginx on loopback with the deployed configuration (deploy/nginx.conf) in front of the
 * production build, as docker-compose.yml puts it in front of the app nodes.
 */
import { expect, test, type APIRequestContext } from '@playwright/test'

import { ADMIN } from '../../scripts/lib/demoAdmin'
import { startNginx, type LocalNginx } from '../../scripts/lib/nginx'
import { loginToken } from '../../scripts/lib/fuzzCases'

const NGINX_PORT = Number(process.env.E2E_NGINX_PORT ?? 3180)

let nginx: LocalNginx

test.beforeAll(async ({ baseURL }) => {
  nginx = await startNginx(NGINX_PORT, new URL(baseURL as string).host)
})

test.afterAll(async () => {
  await nginx?.stop()
})

const through = (path: string) => `${nginx.url}${path}`
const cacheStatus = async (request: APIRequestContext, path: string, headers: Record<string, string> = {}) =>
  (await request.get(through(path), { headers })).headers()['x-cache-status']

test('an anonymous page view is served from nginx’s cache, the same bytes as the app’s', async ({
  request,
}) => {
  const first = await request.get(through('/about'))
  const second = await request.get(through('/about'))
  expect(first.status()).toBe(200)
  expect(second.headers()['x-cache-status']).toBe('HIT')
  expect((await second.body()).equals(await first.body())).toBe(true)
  // A newsletter's tagged link is the same cache entry.
  expect(await cacheStatus(request, '/about?utm_source=newsletter&fbclid=x')).toBe('HIT')
  // A client-side navigation asks the same path for its RSC payload: never the cached HTML
  const navigation = await request.get(through('/about?_rsc=1x2y3'), { headers: { RSC: '1' } })
  expect(navigation.headers()['x-cache-status']).toBe('BYPASS')
  expect(navigation.headers()['content-type']).toMatch(/^text\/x-component/)
  expect(await cacheStatus(request, '/about')).toBe('HIT')
})

test('a signed-in visitor never gets a cached page, nor puts one in the cache', async ({
  request,
  baseURL,
}) => {
  const token = await loginToken(baseURL as string, ADMIN.email, ADMIN.password)
  const signedIn = { Cookie: `payload-token=${token}` }
  const own = await request.get(through('/business'), { headers: signedIn })
  expect(own.headers()['x-cache-status']).toBe('BYPASS')
  expect(own.headers()['cache-control']).toMatch(/private/)
  // Nothing was stored by that view: the first anonymous one still misses.
  expect(await cacheStatus(request, '/business')).toBe('MISS')
  expect(await cacheStatus(request, '/business')).toBe('HIT')
  expect(await cacheStatus(request, '/business', signedIn)).toBe('BYPASS')
})

test('an edit saved in /admin shows through nginx within s-maxage', async ({ request, baseURL }) => {
  const token = await loginToken(baseURL as string, ADMIN.email, ADMIN.password)
  const auth = { Authorization: `JWT ${token}` }
  const { docs } = await (await request.get('/api/programs?limit=1&depth=0', { headers: auth })).json()
  const program = docs[0] as { id: number; title: string }
  const cached = await request.get(through('/programs'))
  const sMaxAge = Number(/s-maxage=(\d+)/.exec(cached.headers()['cache-control'] ?? '')?.[1])
  expect(sMaxAge).toBeGreaterThan(0)
  expect(await cacheStatus(request, '/programs')).toBe('HIT')

  const edited = `${program.title} (edited through nginx)`
  const savedAt = Date.now()
  expect(
    (await request.patch(`/api/programs/${program.id}`, { headers: auth, data: { title: edited } })).ok(),
  ).toBe(true)
  try {
    let seenAt = 0
    while (!seenAt && Date.now() - savedAt < (sMaxAge + 5) * 1000) {
      if ((await (await request.get(through('/programs'))).text()).includes(edited)) seenAt = Date.now()
      else await new Promise((resolve) => setTimeout(resolve, 500))
    }
    expect(seenAt).toBeGreaterThan(0)
    // s-maxage, plus the one stale answer nginx gives while it fetches the fresh page.
    expect(seenAt - savedAt).toBeLessThanOrEqual((sMaxAge + 2) * 1000)
  } finally {
    await request.patch(`/api/programs/${program.id}`, { headers: auth, data: { title: program.title } })
  }
})
