/**
 * npm run bench:loader — how a cached page's scripts are best added, measured in Chromium itself
 * (no Lighthouse model; docs/decisions/0003-cached-page-script-loader.md). It starts the
 * production build (`npm run build` first) on a fresh seeded SQLite database and loads a few routes
 * BENCH_RUNS times (10) each way, in turns, with the CPU slowed BENCH_CPU_RATE times (4) through the
 * DevTools protocol (`Emulation.setCPUThrottlingRate`), each load in a fresh context (empty HTTP
 * cache):
 *  - "served": the page as the server sends it (its loader adds the scripts at once);
 *  - "at first paint": the same bytes with a loader that adds them once the page reports its
 *    first contentful paint and holds the `load` event until then with a pending `data:` script
 *    (its hash put in the page's CSP).
 * Both ways go through the same request interception, so they differ by the loader only. From the
 * Performance API: first contentful paint, largest contentful paint, the `load` event, when React's
 * root appears on the document (hydration has begun), and the long tasks (count, total blocking time
 * after the first paint, end of the last one). Prints the medians (and LCP quartiles) per route and
 * way, and exits 1 when the served page's median LCP is more than BENCH_LCP_TOLERANCE_MS (50)
 * behind the other way's on most routes. BENCH_ROUTES=/a,/b picks the routes; BENCH_NETWORK=slow4g
 * also throttles the network (150 ms RTT, 1.6 Mbps down) for the page's scripts, styles and images.
 */
import { createHash } from 'node:crypto'

import { chromium, type Browser, type Route } from '@playwright/test'

import { atShare } from './lib/percentile'
import { benchEnv, requireBuild, seedDatabase, startServer } from './lib/server'

const RUNS = Math.max(1, Number(process.env.BENCH_RUNS ?? 10))
const CPU_RATE = Number(process.env.BENCH_CPU_RATE ?? 4)
const PORT = Number(process.env.BENCH_PORT ?? 3320)
const LCP_TOLERANCE_MS = Number(process.env.BENCH_LCP_TOLERANCE_MS ?? 50)
const SETTLE_MS = 2500
const quantile = (values: number[], share: number) =>
  atShare(
    [...values].sort((a, b) => a - b),
    share,
  ) ?? 0
const median = (values: number[]) => quantile(values, 0.5)
const ROUTES = (process.env.BENCH_ROUTES ?? '/,/about,/how-to-let-go,/drawings,/live-seminars').split(',')
const CHROME_PATH = process.env.CHROME_PATH ?? '/usr/bin/chromium'
const SLOW_4G = {
  latency: 150,
  downloadThroughput: (1.6 * 1024 * 1024) / 8,
  uploadThroughput: (750 * 1024) / 8,
}

const WAYS = ['served', 'at first paint'] as const
type Way = (typeof WAYS)[number]
type Sample = {
  fcpMs: number
  lcpMs: number
  loadMs: number
  reactRootMs: number
  longTasks: number
  tbtMs: number
  lastTaskEndMs: number
}

/** Observers registered before any of the page's own scripts (Playwright's init scripts ignore CSP). */
const OBSERVE = `(() => {
  const seen = { lcp: 0, tasks: [], reactRoot: 0 };
  window.__bench = seen;
  new PerformanceObserver((list) => { for (const e of list.getEntries()) seen.lcp = e.startTime })
    .observe({ type: 'largest-contentful-paint', buffered: true });
  new PerformanceObserver((list) => { for (const e of list.getEntries()) seen.tasks.push([e.startTime, e.duration]) })
    .observe({ type: 'longtask', buffered: true });
  const poll = setInterval(() => {
    if (Object.keys(document).some((key) => key.startsWith('__reactContainer'))) {
      seen.reactRoot = performance.now();
      clearInterval(poll);
    }
  }, 20);
})()`

/** The served page's loader: `(function(d,l){...})(document,[scripts])`. */
const LOADER = /<script>(\(function\(d,l\)\{[\s\S]*?\}\)\(document,(\[[\s\S]*?\])\))<\/script>/
const HOLD_MAX_MS = 3000

const sha256 = (text: string) => `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`

/**
 * A loader that adds the scripts at the page's first contentful paint (after its first frame
 * without paint entries, at once in a hidden tab, after HOLD_MAX_MS at the latest) and holds `load`
 * until then with an empty `data:` script it adds again each time it has run.
 */
const atFirstPaintLoader = (scripts: string) =>
  `(function(d,w,l){var added=0,observer;` +
  `function add(){if(added)return;added=1;d.removeEventListener('visibilitychange',add);` +
  `if(observer)observer.disconnect();l.forEach(function(a){var s=d.createElement('script');` +
  `a.forEach(function(p){s.setAttribute(p[0],p[1])});d.head.appendChild(s)})}` +
  `function hold(){if(added)return;var g=d.createElement('script');g.src='data:text/javascript,';` +
  `g.onload=function(){g.remove();hold()};g.onerror=function(){g.remove()};d.head.appendChild(g)}` +
  `function afterFirstFrame(){w.requestAnimationFrame(function(){w.setTimeout(add,0)})}` +
  `if(d.visibilityState!=='visible')return add();` +
  `d.addEventListener('visibilitychange',add);w.setTimeout(add,${HOLD_MAX_MS});` +
  `var O=w.PerformanceObserver;` +
  `if(O&&O.supportedEntryTypes&&O.supportedEntryTypes.indexOf('paint')>=0)` +
  `try{observer=new O(function(e){if(e.getEntriesByName('first-contentful-paint').length)add()});` +
  `observer.observe({type:'paint',buffered:true})}catch(x){afterFirstFrame()}` +
  `else afterFirstFrame();hold()})` +
  `(document,window,${scripts})`

/** The page with its loader swapped for the one that waits for the first paint. */
function atFirstPaint(html: string, csp: string): { html: string; csp: string } {
  const match = LOADER.exec(html)
  if (!match) throw new Error('the page has no script loader: is it a cached page of this build?')
  const [tag, body, scripts] = match
  const replacement = atFirstPaintLoader(scripts)
  return {
    html: html.replace(tag, `<script>${replacement}</script>`),
    csp: csp.replace(sha256(body), sha256(replacement)),
  }
}

async function fulfil(route: Route, way: Way) {
  const response = await route.fetch()
  const headers = response.headers()
  const html = await response.text()
  if (way === 'served') return route.fulfill({ response, body: html })
  const page = atFirstPaint(html, headers['content-security-policy'] ?? '')
  return route.fulfill({
    response,
    body: page.html,
    headers: { ...headers, 'content-security-policy': page.csp },
  })
}

async function loadOnce(browser: Browser, url: string, way: Way): Promise<Sample> {
  const context = await browser.newContext({ viewport: { width: 412, height: 823 }, isMobile: true })
  try {
    const page = await context.newPage()
    const cdp = await context.newCDPSession(page)
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_RATE })
    if (process.env.BENCH_NETWORK === 'slow4g') {
      await cdp.send('Network.enable')
      await cdp.send('Network.emulateNetworkConditions', { offline: false, ...SLOW_4G })
    }
    await page.addInitScript(OBSERVE)
    await page.route(url, (route) => fulfil(route, way))
    await page.goto(url, { waitUntil: 'load' })
    await page.waitForTimeout(SETTLE_MS)
    const seen = await page.evaluate(() => {
      const bench = (window as unknown as { __bench: { lcp: number; tasks: number[][]; reactRoot: number } })
        .__bench
      const fcp = performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? 0
      const navigation = performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming
      return { ...bench, fcp, load: navigation.loadEventStart }
    })
    const afterPaint = seen.tasks.filter(([start]) => start >= seen.fcp)
    return {
      fcpMs: seen.fcp,
      lcpMs: seen.lcp,
      loadMs: seen.load,
      reactRootMs: seen.reactRoot,
      longTasks: seen.tasks.length,
      tbtMs: afterPaint.reduce((sum, [, duration]) => sum + Math.max(0, duration - 50), 0),
      lastTaskEndMs: Math.max(0, ...seen.tasks.map(([start, duration]) => start + duration)),
    }
  } finally {
    await context.close()
  }
}

const FIGURES: [keyof Sample, string][] = [
  ['fcpMs', 'FCP'],
  ['lcpMs', 'LCP'],
  ['loadMs', 'load'],
  ['reactRootMs', 'React root'],
  ['tbtMs', 'TBT'],
  ['longTasks', 'long tasks'],
  ['lastTaskEndMs', 'last task end'],
]

async function main() {
  requireBuild()
  const { env, databaseFile } = benchEnv(PORT, { RATE_LIMIT_FACTOR: '1000' })
  seedDatabase(env)
  const server = await startServer(env, databaseFile)
  const samples = new Map<string, Sample[]>()
  let browser: Browser | undefined
  try {
    browser = await chromium.launch({
      executablePath: CHROME_PATH,
      args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run'],
    })
    for (const route of ROUTES) {
      // Two views fill the page cache, so every measured load is a cached page with its loader.
      for (let i = 0; i < 2; i++) await fetch(server.url + route).then((response) => response.text())
    }
    for (let run = 0; run < RUNS; run++) {
      for (const route of ROUTES) {
        const order = run % 2 === 0 ? WAYS : [...WAYS].reverse()
        for (const way of order) {
          const key = `${route}\u0000${way}`
          samples.set(key, [
            ...(samples.get(key) ?? []),
            await loadOnce(browser as Browser, server.url + route, way),
          ])
        }
      }
      process.stderr.write(`run ${run + 1} of ${RUNS} done\n`)
    }
  } finally {
    await browser?.close()
    await server.stop()
  }

  console.log(
    `\nMedians of ${RUNS} loads per route and way; CPU ${CPU_RATE}x slower` +
      `${process.env.BENCH_NETWORK === 'slow4g' ? ', slow 4G' : ''}; times in ms from navigation start\n`,
  )
  console.log(`| route | way | ${FIGURES.map(([, label]) => label).join(' | ')} | LCP p25-p75 |`)
  console.log(`|---|---|${FIGURES.map(() => '---:').join('|')}|---:|`)
  const missed: string[] = []
  for (const route of ROUTES) {
    const medians = Object.fromEntries(
      WAYS.map((way) => {
        const list = samples.get(`${route}\u0000${way}`) ?? []
        return [way, Object.fromEntries(FIGURES.map(([key]) => [key, median(list.map((s) => s[key]))]))]
      }),
    ) as Record<Way, Record<keyof Sample, number>>
    for (const way of WAYS) {
      const cells = FIGURES.map(([key]) => Math.round(medians[way][key]).toLocaleString('en-US'))
      const lcps = (samples.get(`${route}\u0000${way}`) ?? []).map((sample) => sample.lcpMs)
      const spread = `${Math.round(quantile(lcps, 0.25))}-${Math.round(quantile(lcps, 0.75))}`
      console.log(`| ${route} | ${way} | ${cells.join(' | ')} | ${spread} |`)
    }
    if (medians.served.lcpMs > medians['at first paint'].lcpMs + LCP_TOLERANCE_MS) missed.push(route)
  }
  if (missed.length) {
    console.log(
      `\nThe served page's median LCP is more than ${LCP_TOLERANCE_MS} ms behind on ${missed.join(', ')}`,
    )
  }
  // One route's median moves by 200 ms from run to run here: the goal is missed on most routes only.
  if (missed.length > ROUTES.length / 2) process.exit(1)
}

main().catch((error) => {
  console.error(error)
  process.exit(1)
})
