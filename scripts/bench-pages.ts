/**
 * npm run bench:pages — against a running production server (BENCH_URL, default
 * http://localhost:3100, e.g. `bash scripts/e2e-server.sh` after `bash scripts/e2e-build.sh`):
 *  1. Lighthouse in mobile mode (its default: simulated slow 4G and a 4x slower CPU) on each page of
 *     scripts/bench-routes.ts: performance, accessibility, LCP, CLS, TBT and the JavaScript transferred;
 *  2. autocannon, 50 connections for 20 s, on /, /programs and /api/seminar-events: requests/s and p99.
 * Goals: performance >= 95, accessibility 100, CLS < 0.05. Exits 1 when a page misses one.
 * BENCH_RUNS=3 runs Lighthouse three times per page and keeps the median performance run.
 */
import { spawnSync } from 'node:child_process'
import path from 'node:path'

import { BENCH_ROUTES, LOAD_ROUTES } from './bench-routes'

const BASE_URL = (process.env.BENCH_URL ?? 'http://localhost:3100').replace(/\/$/, '')
const RUNS = Math.max(1, Number(process.env.BENCH_RUNS ?? 1))
const ROUTES = process.env.BENCH_ROUTES ? process.env.BENCH_ROUTES.split(',') : BENCH_ROUTES
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
const GOALS = { performance: 95, accessibility: 100, cls: 0.05 }

const bin = (name: string) => path.join(process.cwd(), 'node_modules', '.bin', name)

type LighthouseReport = {
  categories: Record<'performance' | 'accessibility', { score: number | null }>
  audits: Record<string, { numericValue?: number; details?: { items?: Record<string, unknown>[] } }>
}

type PageResult = {
  route: string
  performance: number
  accessibility: number
  lcpMs: number
  cls: number
  tbtMs: number
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
      '--only-categories=performance,accessibility',
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

function summarise(route: string, report: LighthouseReport): PageResult {
  const audit = (id: string) => report.audits[id]?.numericValue ?? Number.NaN
  const scriptItem = report.audits['resource-summary']?.details?.items?.find(
    (item) => item.resourceType === 'script',
  )
  return {
    route,
    performance: Math.round((report.categories.performance.score ?? 0) * 100),
    accessibility: Math.round((report.categories.accessibility.score ?? 0) * 100),
    lcpMs: audit('largest-contentful-paint'),
    cls: audit('cumulative-layout-shift'),
    tbtMs: audit('total-blocking-time'),
    scriptKb: Number(scriptItem?.transferSize ?? 0) / 1024,
  }
}

function measurePage(route: string): PageResult {
  const runs: PageResult[] = []
  for (let i = 0; i < RUNS; i++) runs.push(summarise(route, lighthouse(`${BASE_URL}${route}`)))
  runs.sort((a, b) => a.performance - b.performance)
  return runs[Math.floor(runs.length / 2)]
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

  console.log(`Lighthouse (mobile) on ${BASE_URL}, ${RUNS} run(s) per page\n`)
  const pages: PageResult[] = []
  for (const route of ROUTES) {
    const result = measurePage(route)
    pages.push(result)
    console.log(`  measured ${route}: performance ${result.performance}`)
  }
  console.log()
  console.table(
    pages.map((page) => ({
      page: page.route,
      performance: page.performance,
      accessibility: page.accessibility,
      'LCP (ms)': Math.round(page.lcpMs),
      CLS: Number(page.cls.toFixed(3)),
      'TBT (ms)': Math.round(page.tbtMs),
      'JS (kB)': Number(page.scriptKb.toFixed(1)),
    })),
  )

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

  const misses = pages.filter(
    (page) =>
      page.performance < GOALS.performance ||
      page.accessibility < GOALS.accessibility ||
      page.cls >= GOALS.cls,
  )
  if (misses.length > 0) {
    console.log(
      `\nBelow the goals (performance >= 95, accessibility 100, CLS < 0.05): ${misses.map((m) => m.route).join(', ')}`,
    )
    process.exitCode = 1
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error)
  process.exit(1)
})
