import AxeBuilder from '@axe-core/playwright'
import { expect, test, type Page } from '@playwright/test'

import { ADMIN } from '../../scripts/lib/demoAdmin'
import { loginToken } from '../../scripts/lib/fuzzCases'
import { headPreloads } from './support/html'

const ROUTES = ['/writings', '/inventions', '/furniture', '/neuroscience', '/live-seminars', '/recordings']

// No page may reach the internet during the tests (the recording player is a third-party frame).
test.beforeEach(async ({ page }) => {
  await page.route(/^https?:\/\/(?!localhost)/, (route) => route.abort())
})

async function expectNewTab(link: ReturnType<Page['getByRole']>) {
  await expect(link).toHaveAttribute('target', '_blank')
  await expect(link).toHaveAttribute('rel', 'noopener noreferrer')
}

test.describe('Writings', () => {
  test('lists the six categories with status badges and the three kinds of link', async ({ page }) => {
    const response = await page.goto('/writings')
    expect(response?.status()).toBe(200)
    await expect(page.getByRole('heading', { level: 1, name: 'Writings' })).toBeVisible()
    for (const category of [
      'Novels',
      'Poetry',
      'Articles & Essays',
      "Children's Books",
      'Short Stories',
      'Psychology',
    ]) {
      await expect(page.getByRole('heading', { level: 2, name: category, exact: true })).toBeVisible()
    }

    const novel = page.getByRole('article').filter({ hasText: 'The Weight of Feathers' })
    await expect(novel.getByText('Published', { exact: true })).toHaveAttribute('data-variant', 'default')
    const amazon = novel.getByRole('link', { name: 'View on Amazon' })
    await expect(amazon).toHaveAttribute('href', /amazon\./)
    await expectNewTab(amazon)

    const coming = page.getByRole('article').filter({ hasText: 'Salt and Orbit' })
    await expect(coming.getByText('Coming 2026')).toHaveAttribute('data-variant', 'outline')
    const inProgress = page.getByRole('article').filter({ hasText: 'The Cloud Who Let Go' })
    await expect(inProgress.getByText('In progress')).toHaveAttribute('data-variant', 'secondary')

    const essay = page.getByRole('article').filter({ hasText: 'Why We Hold On' })
    await expectNewTab(essay.getByRole('link', { name: 'Visit Site' }))

    const story = page.getByRole('article').filter({ hasText: '1:9' })
    const read = story.getByRole('link', { name: 'Read Story' })
    await expect(read).toHaveAttribute('href', '/19')
    await expect(read).not.toHaveAttribute('target', '_blank')

    await expect(page.getByRole('link', { name: 'Read the Witticisms' })).toHaveAttribute(
      'href',
      '/witticisms',
    )
  })

  test('the Read Story button opens the story titled 1:9', async ({ page }) => {
    await page.goto('/writings')
    await page
      .getByRole('article')
      .filter({ hasText: '1:9' })
      .getByRole('link', { name: 'Read Story' })
      .click()
    await expect(page).toHaveURL(/\/19$/)
    await expect(page.getByRole('heading', { level: 1, name: '1:9' })).toBeVisible()
  })
})

test('Inventions shows the basketball training device, Patent Pending, four features and the coming-soon note', async ({
  page,
}) => {
  const response = await page.goto('/inventions')
  expect(response?.status()).toBe(200)
  await expect(page.getByRole('heading', { level: 1, name: 'Inventions' })).toBeVisible()
  const invention = page.getByRole('article')
  await expect(invention).toHaveCount(1)
  await expect(invention.getByText('Patent Pending')).toBeVisible()
  await expect(invention).toContainText('basketball training device')
  await expect(invention.getByRole('list', { name: 'Key Features' }).getByRole('listitem')).toHaveCount(4)
  await expect(page.getByText('More inventions are on the drawing board. Check back soon.')).toBeVisible()
})

test('Furniture Design shows three collection cards and the design philosophy', async ({ page }) => {
  const response = await page.goto('/furniture')
  expect(response?.status()).toBe(200)
  await expect(page.getByRole('heading', { level: 1, name: 'Furniture Design' })).toBeVisible()
  await expect(page.getByRole('article')).toHaveCount(3)
  await expect(page.getByRole('heading', { level: 2, name: 'Design Philosophy' })).toBeVisible()
  await expect(page.getByText(/A piece of furniture should make a room calmer/)).toBeVisible()
})

test('Neuroscience links the lecture, offers the precis PDF, the paper, six future papers and two future courses', async ({
  page,
  request,
}) => {
  const response = await page.goto('/neuroscience')
  expect(response?.status()).toBe(200)
  await expect(page.getByRole('heading', { level: 1, name: 'Neuroscience Research' })).toBeVisible()
  await expectNewTab(page.getByRole('link', { name: 'Watch the Lecture' }))

  const download = page.getByRole('link', { name: 'Download PDF' })
  await expect(download).toHaveAttribute('download', /\.pdf$/)
  const pdfUrl = await download.getAttribute('href')
  expect(pdfUrl).toMatch(/^\/api\/media\/file\/.+\.pdf$/)
  const pdf = await request.get(pdfUrl!)
  expect(pdf.status()).toBe(200)
  expect(pdf.headers()['content-type']).toContain('application/pdf')
  expect((await pdf.body()).subarray(0, 5).toString()).toBe('%PDF-')

  await expect(page.getByRole('link', { name: 'Read the Paper' })).toHaveAttribute(
    'href',
    '/the-potential-neuroscience-of-repressed-emotion',
  )
  const futurePapers = page.getByRole('region', { name: 'Future Papers' }).getByRole('listitem')
  await expect(futurePapers).toHaveCount(6)
  await expect(page.getByRole('region', { name: 'Future Courses' }).getByRole('article')).toHaveCount(2)
})

test.describe('Live Seminars', () => {
  test('shows the group stats, the Meetup links and the three seeded upcoming events', async ({ page }) => {
    const response = await page.goto('/live-seminars')
    expect(response?.status()).toBe(200)
    await expect(page.getByRole('heading', { level: 1, name: 'Live Seminars' })).toBeVisible()
    const stats = page.getByRole('list', { name: 'Meetup group stats' })
    await expect(stats).toContainText('4,892')
    await expect(stats).toContainText('4.4')
    await expect(stats).toContainText('549')

    const group = page.getByRole('link', { name: 'Visit the Meetup Group' })
    await expect(group).toHaveAttribute('href', 'https://www.meetup.com/letting-go-circle/')
    await expectNewTab(group)
    const past = page.getByRole('link', { name: 'View Past Events' })
    await expect(past).toHaveAttribute('href', 'https://www.meetup.com/letting-go-circle/events/past/')
    await expectNewTab(past)

    const upcoming = page.getByRole('region', { name: 'Upcoming Events' })
    const cards = upcoming.getByRole('article')
    await expect(cards).toHaveCount(3)
    await expect(upcoming.getByTestId('upcoming-events-count')).toHaveText('3')

    const first = cards.first()
    await expect(
      first.getByRole('heading', { name: 'Letting Go of Stress: An Evening Workshop' }),
    ).toBeVisible()
    await expect(first.getByText('Online', { exact: true })).toBeVisible()
    await expect(first.getByText('Saturday, December 5, 2026')).toBeVisible()
    await expect(first.getByText('7:00 PM')).toBeVisible()
    await expect(first.getByText('42 attendees')).toBeVisible()
    await expect(first.getByRole('img')).toHaveAttribute('src', '/images/seminar-default.webp')
    // The image has loaded, whenever its bytes arrive.
    await expect
      .poll(() => first.getByRole('img').evaluate((img: HTMLImageElement) => img.naturalWidth))
      .toBeGreaterThan(0)

    const description = first.getByText(/An introduction to letting go/)
    await expect(description).toHaveCSS('-webkit-line-clamp', '4')
    await expect(description).toHaveCSS('overflow', 'hidden')

    const join = first.getByRole('link', { name: 'Join on Meetup' })
    await expect(join).toHaveAttribute(
      'href',
      'https://www.meetup.com/letting-go-circle/events/demo-event-1/',
    )
    await expectNewTab(join)
  })

  test('shows "Loading events..." while the list loads', async ({ page }) => {
    let release: () => void = () => undefined
    const held = new Promise<void>((resolve) => (release = resolve))
    await page.route('**/api/seminar-events', async (route) => {
      await held
      await route.continue()
    })
    await page.goto('/live-seminars')
    await expect(page.getByText('Loading events...')).toBeVisible()
    release()
    await expect(page.getByText('Loading events...')).toBeHidden()
    await expect(page.getByRole('region', { name: 'Upcoming Events' }).getByRole('article')).toHaveCount(3)
  })

  test('asks for the list once: the fetch the page preloads is the one the list uses', async ({ page }) => {
    const listRequests: string[] = []
    page.on('request', (request) => {
      if (new URL(request.url()).pathname === '/api/seminar-events') listRequests.push(request.method())
    })
    await page.goto('/live-seminars')
    await expect(
      page.locator('head link[rel="preload"][as="fetch"][href="/api/seminar-events"]'),
    ).toHaveCount(1)
    await expect(page.getByRole('region', { name: 'Upcoming Events' }).getByRole('article')).toHaveCount(3)
    await page.waitForLoadState('networkidle')
    expect(listRequests).toEqual(['GET'])
  })

  test("preloads the list's call and its first picture from the head, even right after a content change", async ({
    request,
    baseURL,
  }) => {
    const admin = {
      Authorization: `JWT ${await loginToken(baseURL as string, ADMIN.email, ADMIN.password)}`,
      Origin: baseURL as string,
    }
    const event = await (await request.get('/api/seminars/demo-event-1', { headers: admin })).json()
    for (let render = 0; render < 3; render++) {
      // Saving the event unchanged is a content change: the page and the list are read afresh.
      const saved = await request.patch('/api/seminars/demo-event-1', {
        headers: admin,
        data: { attendees: event.attendees },
      })
      expect(saved.status()).toBe(200)
      const answer = await request.get('/live-seminars')
      expect(answer.headers()['x-page-cache']).toBe('miss')
      const preloads = headPreloads(await answer.text())
      expect(preloads.filter((link) => !link.includes('/api/auth/me'))).toEqual([
        '<link rel="preload" href="/api/seminar-events" as="fetch" crossorigin="use-credentials"/>',
        '<link rel="preload" href="/images/seminar-default.webp" as="image" fetchPriority="high"/>',
      ])
    }
  })

  test('shows the empty text when nothing is scheduled', async ({ page }) => {
    await page.route('**/api/seminar-events', (route) => route.fulfill({ json: [] }))
    await page.goto('/live-seminars')
    await expect(page.getByText('No upcoming events scheduled at this time. Check back soon!')).toBeVisible()
    await expect(page.getByTestId('upcoming-events-count')).toHaveText('0')
  })
})

test('GET /api/seminar-events answers the upcoming events, soonest first, with a short cache', async ({
  request,
}) => {
  const response = await request.get('/api/seminar-events')
  expect(response.status()).toBe(200)
  expect(response.headers()['cache-control']).toBe('public, max-age=0, s-maxage=60')
  const events = await response.json()
  expect(events.map((event: { id: string }) => event.id)).toEqual([
    'demo-event-1',
    'demo-event-2',
    'demo-event-3',
  ])
  expect(Object.keys(events[0]).sort()).toEqual(
    ['attendees', 'date', 'description', 'id', 'imageUrl', 'location', 'meetupUrl', 'time', 'title'].sort(),
  )
})

test('Recordings embeds the Letting Go Session video, lazily, with a title', async ({ page }) => {
  const response = await page.goto('/recordings')
  expect(response?.status()).toBe(200)
  await expect(page.getByRole('heading', { level: 1, name: 'Recordings' })).toBeVisible()
  await expect(page.getByRole('heading', { name: 'Letting Go Session' })).toBeVisible()
  const player = page.locator('iframe[title="Letting Go Session video"]')
  await expect(player).toHaveAttribute('src', 'https://player.vimeo.com/video/76979871?dnt=1')
  await expect(player).toHaveAttribute('loading', 'lazy')
})

for (const route of ROUTES) {
  test(`${route} has no serious or critical axe violation`, async ({ page }) => {
    await page.goto(route)
    if (route === '/live-seminars') await expect(page.getByRole('article')).toHaveCount(3)
    const results = await new AxeBuilder({ page }).analyze()
    const serious = results.violations
      .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
      .map(
        (violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`,
      )
    expect(serious).toEqual([])
  })

  test(`${route} fits a 360 px screen without sideways scrolling`, async ({ page }) => {
    await page.setViewportSize({ width: 360, height: 740 })
    await page.goto(route)
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)
    expect(overflow).toBeLessThanOrEqual(0)
  })
}
