/**
 * npm run bench:pages — against a running production server (BENCH_URL, default
 * http://localhost:3100, e.g. `bash scripts/e2e-server.sh` after `bash scripts/e2e-build.sh`):
 *  1. Lighthouse in mobile mode (its default: simulated slow 4G and a 4x slower CPU), BENCH_RUNS
 *     times (default 3) on each public route of scripts/bench-routes.ts, printing the median of
 *     each figure per route: performance, accessibility, best practices, SEO, LCP, TBT, CLS and
 *     the JavaScript transferred (gzip);
 *  2. autocannon, 50 connections for BENCH_LOAD_SECONDS (default 20, 0 skips it) on a few paths.
 * Exits 1 when a route misses a goal (GOALS below); the routes whose SEO the spec's wording keeps
 * under 100 say why in bench-routes.ts.
 */
import { spawnSync } from 'node:child_process'
import path from 'node:path'

import { BENCH_ROUTES, LOAD_ROUTES, type BenchRoute } from './bench-routes'

const BASE_URL = (process.env.BENCH_URL ?? 'http://localhost:3100').replace(/\/$/, '')
const RUNS = Math.max(1, Number(process.env.BENCH_RUNS ?? 3))
const ROUTES: BenchRoute[] = process.env.BENCH_ROUTES
  ? process.env.BENCH_ROUTES.split(',').map(
      (route) => BENCH_ROUTES.find((known) => known.path === route) ?? { path: route },
    )
  : BENCH_ROUTES
const LOAD_SECONDS = Number(process.env.BENCH_LOAD_SECONDS ?? 20)
const CHROME_PATH = process.env.CHROME_PATH ?? '/usr/bin/chromium'
const CHROME_FLAGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
].join(' ')

/** Issue 15's goals, on every route (performance 100 on at least half of them). */
const GOALS = {
  performance: 95,
  perfectPerformanceShare: 0.5,
  accessibility: 100,
  bestPractices: 100,
  seo: 100,
  tbtMs: 150,
  lcpMs: 2500,
  cls: 0,
  scriptKb: 160,
  scriptKbWithForm: 175,
}

const bin = (name: string) => path.join(process.cwd(), 'node_modules', '.bin', name)

const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const
type Category = (typeof CATEGORIES)[number]

type LighthouseReport = {
  categories: Record<Category, { score: number | null }>
  audits: Record<string, { numericValue?: number; details?: { items?: Record<string, unknown>[] } }>
}

type PageResult = {
  route: BenchRoute
  performance: number
  accessibility: number
  bestPractices: number
  seo: number
  lcpMs: number
  tbtMs: number
  cls: number
  scriptKb: number
}

function lighthouseOnce(url: string): { report?: LighthouseReport; error?: string } {
  const run = spawnSync(
    bin('lighthouse'),
    [
      url,
      '--output=json',
      '--output-path=stdout',
      '--quiet',
      `--only-categories=${CATEGORIES.join(',')}`,
      `--chrome-flags=${CHROME_FLAGS}`,
    ],
    { encoding: 'utf8', env: { ...process.env, CHROME_PATH }, maxBuffer: 256 * 1024 * 1024 },
  )
  if (run.status !== 0) return { error: run.stderr.slice(-2000) }
  const report = JSON.parse(run.stdout) as LighthouseReport & { runtimeError?: { message: string } }
  if (report.runtimeError) return { error: report.runtimeError.message }
  return { report }
}

/** Lighthouse now and then fails to record a trace (NO_NAVSTART): such a run is tried again. */
function lighthouse(url: string, attempts = 3): LighthouseReport {
  let lastError = ''
  for (let attempt = 1; attempt <= attempts; attempt++) {
    const { report, error } = lighthouseOnce(url)
    if (report) return report
    lastError = error ?? ''
  }
  throw new Error(`lighthouse failed on ${url}: ${lastError}`)
}

function summarise(route: BenchRoute, report: LighthouseReport): PageResult {
  const audit = (id: string) => report.audits[id]?.numericValue ?? Number.NaN
  const score = (category: Category) => Math.round((report.categories[category].score ?? 0) * 100)
  const scriptItem = report.audits['resource-summary']?.details?.items?.find(
    (item) => item.resourceType === 'script',
  )
  return {
    route,
    performance: score('performance'),
    accessibility: score('accessibility'),
    bestPractices: score('best-practices'),
    seo: score('seo'),
    lcpMs: audit('largest-contentful-paint'),
    tbtMs: audit('total-blocking-time'),
    cls: audit('cumulative-layout-shift'),
    scriptKb: Number(scriptItem?.transferSize ?? 0) / 1024,
  }
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b)
  return sorted[Math.floor(sorted.length / 2)]
}

/** Each figure is the median of the runs (with 3 runs, the middle one). */
function measurePage(route: BenchRoute): PageResult {
  const runs: PageResult[] = []
  for (let i = 0; i < RUNS; i++) runs.push(summarise(route, lighthouse(`${BASE_URL}${route.path}`)))
  const of = (key: Exclude<keyof PageResult, 'route'>) => median(runs.map((run) => run[key]))
  return {
    route,
    performance: of('performance'),
    accessibility: of('accessibility'),
    bestPractices: of('bestPractices'),
    seo: of('seo'),
    lcpMs: of('lcpMs'),
    tbtMs: of('tbtMs'),
    cls: of('cls'),
    scriptKb: of('scriptKb'),
  }
}

/** The goals a page misses, in words. */
function missedGoals(page: PageResult): string[] {
  const misses: string[] = []
  const jsBudget = page.route.withForm ? GOALS.scriptKbWithForm : GOALS.scriptKb
  if (page.performance < GOALS.performance) misses.push(`performance ${page.performance}`)
  if (page.accessibility < GOALS.accessibility) misses.push(`accessibility ${page.accessibility}`)
  if (page.bestPractices < GOALS.bestPractices) misses.push(`best practices ${page.bestPractices}`)
  if (page.seo < GOALS.seo && !page.route.seoBelow100) misses.push(`SEO ${page.seo}`)
  if (page.tbtMs > GOALS.tbtMs) misses.push(`TBT ${Math.round(page.tbtMs)} ms`)
  if (page.lcpMs > GOALS.lcpMs) misses.push(`LCP ${Math.round(page.lcpMs)} ms`)
  if (Number(page.cls.toFixed(3)) > GOALS.cls) misses.push(`CLS ${page.cls.toFixed(3)}`)
  if (page.scriptKb > jsBudget) misses.push(`JS ${page.scriptKb.toFixed(1)} kB > ${jsBudget}`)
  return misses
}

type LoadResult = { route: string; requestsPerSecond: number; p99Ms: number; non2xx: number; errors: number }

function load(route: string): LoadResult {
  const run = spawnSync(
    bin('autocannon'),
    // As a browser asks for a page (anonymous document requests are served from the page cache).
    ['-c', '50', '-d', String(LOAD_SECONDS), '-H', 'Accept=text/html', '-j', `${BASE_URL}${route}`],
    {
      encoding: 'utf8',
      maxBuffer: 64 * 1024 * 1024,
    },
  )
  if (run.status !== 0) throw new Error(`autocannon failed on ${route}: ${run.stderr.slice(-2000)}`)
  const result = JSON.parse(run.stdout) as {
    requests: { average: number }
    latency: { p99: number }
    non2xx: number
    errors: number
  }
  return {
    route,
    requestsPerSecond: result.requests.average,
    p99Ms: result.latency.p99,
    non2xx: result.non2xx,
    errors: result.errors,
  }
}

async function main() {
  const probe = await fetch(`${BASE_URL}/`).catch(() => null)
  if (!probe?.ok) {
    console.error(
      `No server answering at ${BASE_URL}/ — start one (bash scripts/e2e-server.sh) or set BENCH_URL.`,
    )
    process.exit(1)
  }

  console.log(`Lighthouse (mobile) on ${BASE_URL}, ${RUNS} run(s) per page, median of each figure\n`)
  const pages: PageResult[] = []
  for (const route of ROUTES) {
    const result = measurePage(route)
    pages.push(result)
    console.log(`  measured ${route.path}: performance ${result.performance}`)
  }
  console.log()
  console.table(
    pages.map((page) => ({
      page: page.route.path,
      perf: page.performance,
      a11y: page.accessibility,
      'best pr.': page.bestPractices,
      SEO: page.seo,
      'LCP (ms)': Math.round(page.lcpMs),
      'TBT (ms)': Math.round(page.tbtMs),
      CLS: Number(page.cls.toFixed(3)),
      'JS (kB)': Number(page.scriptKb.toFixed(1)),
    })),
  )
  for (const page of pages.filter((page) => page.route.seoBelow100 && page.seo < GOALS.seo))
    console.log(`SEO ${page.seo} on ${page.route.path}: ${page.route.seoBelow100}`)

  if (LOAD_SECONDS > 0) {
    console.log(`\nautocannon: 50 connections, ${LOAD_SECONDS} s per path\n`)
    const loads = LOAD_ROUTES.map(load)
    console.table(
      loads.map((result) => ({
        path: result.route,
        'req/s': Math.round(result.requestsPerSecond),
        'p99 (ms)': result.p99Ms,
        'non-2xx': result.non2xx,
        errors: result.errors,
      })),
    )
  }

  const misses = pages
    .map((page) => ({ path: page.route.path, missed: missedGoals(page) }))
    .filter((page) => page.missed.length > 0)
  const perfect = pages.filter((page) => page.performance === 100).length
  if (misses.length > 0) {
    console.log('\nBelow the goals:')
    for (const miss of misses) console.log(`  ${miss.path}: ${miss.missed.join(', ')}`)
    process.exitCode = 1
  }
  if (perfect < pages.length * GOALS.perfectPerformanceShare) {
    console.log(`\nPerformance 100 on ${perfect} of ${pages.length} routes (the goal: at least half).`)
    process.exitCode = 1
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error)
  process.exit(1)
})
