/**
 * The pages `npm run bench:pages` measures with Lighthouse. Add a route here (one line) to
 * measure it too; `BENCH_ROUTES=/a,/b` on the command line overrides the list for one run.
 */
export const BENCH_ROUTES: string[] = [
  '/',
  '/about',
  '/programs',
  '/crash-course',
  '/business',
  '/creatives',
  '/writings',
  '/inventions',
  '/furniture',
  '/neuroscience',
  '/the-potential-neuroscience-of-repressed-emotion',
  '/19',
  '/live-seminars',
  '/recordings',
  '/one-on-one',
  '/landscapes',
  '/animations',
  '/drawings',
  '/architecture',
  '/music',
  '/visions',
  '/bloodies',
  '/self-portraits',
  '/photography',
  '/poetry',
  '/songs',
  '/political-cartoons',
  '/witticisms',
]

/** The paths `npm run bench:pages` loads with autocannon (50 connections, 20 s each). */
export const LOAD_ROUTES: string[] = ['/', '/programs', '/api/seminar-events']
