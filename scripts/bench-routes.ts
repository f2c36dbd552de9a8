/**
 * The pages `npm run bench:pages` measures with Lighthouse: every public route of spec §2 a visitor
 * can open as is (/profile and /booking-success redirect a visitor, /admin/import is the admin's).
 * `BENCH_ROUTES=/a,/b` on the command line overrides the list for one run.
 *
 * `withForm`: the page has a form or a player, and may ship up to 175 kB of JavaScript instead of 160.
 * `seoBelow100`: why the spec's wording keeps the page's SEO score under 100.
 */
export type BenchRoute = { path: string; withForm?: boolean; seoBelow100?: string }

export const BENCH_ROUTES: BenchRoute[] = [
  { path: '/', withForm: true },
  { path: '/about' },
  { path: '/programs' },
  { path: '/how-to-let-go', withForm: true },
  // A free-preview lesson (module 1): with a video player and the Mark as complete toggle
  { path: '/how-to-let-go/lesson-1-1', withForm: true },
  { path: '/crash-course', withForm: true },
  { path: '/business' },
  { path: '/creatives' },
  { path: '/neuroscience' },
  { path: '/inventions' },
  { path: '/furniture' },
  { path: '/writings' },
  { path: '/animations', withForm: true },
  { path: '/architecture' },
  { path: '/landscapes' },
  { path: '/music', withForm: true },
  { path: '/drawings' },
  { path: '/visions' },
  { path: '/bloodies' },
  { path: '/self-portraits' },
  { path: '/photography' },
  { path: '/poetry', withForm: true },
  { path: '/songs' },
  { path: '/political-cartoons' },
  { path: '/witticisms' },
  { path: '/19' },
  { path: '/one-on-one' },
  { path: '/one-on-one/checkout', withForm: true },
  { path: '/the-potential-neuroscience-of-repressed-emotion' },
  { path: '/live-seminars' },
  { path: '/recordings', withForm: true },
  { path: '/login', withForm: true },
  { path: '/signup', withForm: true },
]

/** The paths `npm run bench:pages` loads with autocannon (50 connections, 20 s each). */
export const LOAD_ROUTES: string[] = ['/', '/programs', '/api/seminar-events']
