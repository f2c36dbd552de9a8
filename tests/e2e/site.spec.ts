import AxeBuilder from '@axe-core/playwright'
import { expect, test, type Page } from '@playwright/test'

import { ADMIN } from '../../scripts/lib/demoAdmin'
import { expectAspectRatio } from './support/geometry'
import { headPreloads } from './support/html'

/** The pages of this part of the site and the heading each one shows. */
const PAGES = [
  { path: '/', heading: 'Let go of what holds you back' },
  { path: '/about', heading: 'About' },
  { path: '/programs', heading: 'All Programs' },
  { path: '/crash-course', heading: 'Crash Course in Letting Go' },
  { path: '/business', heading: 'Businesses and Projects' },
  { path: '/creatives', heading: 'Creative Portfolio' },
] as const

const header = (page: Page) => page.getByRole('banner')

test.describe('the shared layout and the site pages', () => {
  for (const { path, heading } of PAGES) {
    test(`${path} answers 200 with the heading "${heading}", the header and the footer`, async ({ page }) => {
      const response = await page.goto(path)
      expect(response?.status()).toBe(200)
      await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible()
      await expect(header(page).getByRole('link', { name: 'Jordan Avery' })).toHaveAttribute('href', '/')
      await expect(page.getByRole('contentinfo')).toContainText(`© ${new Date().getFullYear()}`)
    })
  }

  test('unknown paths, one or more segments deep, answer 404 with the Page Not Found card', async ({
    page,
  }) => {
    for (const path of ['/nope', '/nope/deeper', '/a/b/c', '/how-to-let-go/nope']) {
      const response = await page.goto(path)
      expect(response?.status(), path).toBe(404)
      await expect(page.getByRole('heading', { name: 'Page Not Found' })).toBeVisible()
      // The title stays the not-found page's once the page has hydrated.
      await page.waitForLoadState('networkidle')
      expect([path, await page.title()]).toEqual([path, 'Page Not Found | Jordan Avery'])
      await expect(page.getByRole('main').getByRole('link', { name: 'Go to Home' })).toHaveAttribute(
        'href',
        '/',
      )
    }
  })

  test('/favicon.ico leads to the site icon, so a page that names none gets it too', async ({ request }) => {
    const favicon = await request.get('/favicon.ico', { maxRedirects: 0 })
    expect(favicon.status()).toBe(308)
    expect(favicon.headers()['location']).toBe('/icon.svg')
    const icon = await request.get('/favicon.ico')
    expect(icon.status()).toBe(200)
    expect(icon.headers()['content-type']).toContain('image/svg+xml')
  })

  test('route matching is case-insensitive: /PROGRAMS shows Programs at /programs, /Admin/Import the import', async ({
    page,
  }) => {
    await page.goto('/PROGRAMS')
    await expect(page).toHaveURL(/\/programs$/)
    await expect(page.getByRole('heading', { level: 1, name: 'All Programs' })).toBeVisible()
    await page.goto('/About?tab=1')
    await expect(page).toHaveURL(/\/about\?tab=1$/)
    // The one registered route the admin serves: a visitor reaches its sign-in, then the import.
    await page.goto('/Admin/Import')
    await expect(page).toHaveURL(/\/admin\/login\?redirect=.*import/)
  })

  test('the header marks the current route and shows Login when logged out', async ({ page }) => {
    await page.goto('/programs')
    const nav = page.getByRole('navigation', { name: 'Main' })
    await expect(nav.getByRole('link', { name: 'Programs' })).toHaveAttribute('aria-current', 'page')
    await expect(nav.getByRole('link', { name: 'About' })).not.toHaveAttribute('aria-current', 'page')
    await expect(nav.getByRole('link', { name: 'Start Free Program' })).toHaveAttribute(
      'href',
      '/crash-course',
    )
    await expect(nav.getByRole('link', { name: '1-on-1 Session' })).toHaveAttribute('href', '/one-on-one')
    await expect(nav.getByRole('link', { name: 'Login' })).toBeVisible()
    await expect(nav.getByRole('link', { name: 'Profile' })).toHaveCount(0)
  })

  test('the header turns opaque with a shadow once scrolled more than 20 px', async ({ page }) => {
    await page.goto('/programs')
    const bar = header(page)
    await expect(bar).toHaveAttribute('data-scrolled', 'false')
    expect(await bar.evaluate((element) => getComputedStyle(element).boxShadow)).toBe('none')

    await page.mouse.wheel(0, 400)
    await expect(bar).toHaveAttribute('data-scrolled', 'true')
    await expect.poll(() => bar.evaluate((element) => getComputedStyle(element).boxShadow)).not.toBe('none')
    expect(await bar.evaluate((element) => getComputedStyle(element).backdropFilter)).toContain('blur')
  })

  test('the footer links, the social profiles in a new tab, and the legal entries as text', async ({
    page,
  }) => {
    await page.goto('/')
    const footer = page.getByRole('contentinfo')
    for (const [name, href] of [
      ['About', '/about'],
      ['Programs', '/programs'],
      ['How to Let Go', '/how-to-let-go'],
      ['Neuroscience', '/neuroscience'],
    ])
      await expect(footer.getByRole('link', { name, exact: true })).toHaveAttribute('href', href)
    for (const name of [/Instagram/, /TikTok/]) {
      await expect(footer.getByRole('link', { name })).toHaveAttribute('target', '_blank')
      await expect(footer.getByRole('link', { name })).toHaveAttribute('rel', 'noopener noreferrer')
    }
    await expect(footer.getByText('Privacy Policy')).toBeVisible()
    await expect(footer.getByRole('link', { name: 'Privacy Policy' })).toHaveCount(0)
    await expect(footer.getByText('Terms of Service')).toBeVisible()
    await expect(footer).toContainText('neuroscience research and creative innovation')
  })

  test('logged in: Profile instead of Login, and the user menu (keyboard) with the name, Profile and Logout', async ({
    page,
  }) => {
    const login = await page.request.post('/api/auth/login', { data: ADMIN })
    expect(login.ok()).toBe(true)
    await page.goto('/about')
    const nav = page.getByRole('navigation', { name: 'Main' })
    await expect(nav.getByRole('link', { name: 'Profile' })).toHaveAttribute('href', '/profile')
    await expect(nav.getByRole('link', { name: 'Login' })).toHaveCount(0)

    const trigger = page.getByRole('button', { name: 'User menu' })
    await trigger.focus()
    await page.keyboard.press('Enter')
    const menu = page.getByRole('menu')
    await expect(menu).toContainText('Site Admin')
    await expect(menu.getByRole('menuitem', { name: 'Profile' })).toBeVisible()
    await page.keyboard.press('Escape')
    await expect(menu).toBeHidden()
    await expect(trigger).toBeFocused()

    await trigger.click()
    await page.getByRole('menuitem', { name: 'Logout' }).click()
    await expect(page.getByText('You have been logged out.', { exact: true })).toBeVisible()
    await expect(page).toHaveURL(/\/$/)
    await expect(nav.getByRole('link', { name: 'Login' })).toBeVisible()
    await expect(page.getByRole('button', { name: 'User menu' })).toHaveCount(0)
  })
})

test.describe('at 390 px wide', () => {
  test.use({ viewport: { width: 390, height: 844 } })

  test('the links live in a drawer that closes when a link is chosen', async ({ page }) => {
    await page.goto('/')
    await expect(page.getByRole('navigation', { name: 'Main' })).toBeHidden()
    await page.getByRole('button', { name: 'Open menu' }).click()
    const drawer = page.getByRole('dialog', { name: 'Menu' })
    await expect(drawer).toBeVisible()
    for (const name of [
      'About',
      'Programs',
      'Live Seminars',
      '1-on-1 Session',
      'Start Free Program',
      'Login',
    ])
      await expect(drawer.getByRole('link', { name })).toBeVisible()

    await drawer.getByRole('link', { name: 'Programs' }).click()
    await expect(page).toHaveURL(/\/programs$/)
    await expect(drawer).toBeHidden()
    await expect(page.getByRole('heading', { level: 1, name: 'All Programs' })).toBeVisible()
  })

  test('the drawer works by keyboard: focus stays inside, Escape closes and returns focus', async ({
    page,
  }) => {
    await page.goto('/about')
    const trigger = page.getByRole('button', { name: 'Open menu' })
    await trigger.focus()
    await page.keyboard.press('Enter')
    const drawer = page.getByRole('dialog', { name: 'Menu' })
    await expect(drawer).toBeVisible()
    for (let i = 0; i < 12; i++) {
      await page.keyboard.press('Tab')
      expect(await drawer.evaluate((element) => element.contains(document.activeElement))).toBe(true)
    }
    await expect(drawer.getByRole('link', { name: 'About' })).toHaveAttribute('aria-current', 'page')
    await page.keyboard.press('Escape')
    await expect(drawer).toBeHidden()
    await expect(trigger).toBeFocused()
  })

  test('every page fits the width without horizontal scrolling', async ({ page }) => {
    for (const { path } of PAGES) {
      await page.goto(path)
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)
      expect(overflow, path).toBeLessThanOrEqual(0)
    }
  })
})

test.describe('the screens', () => {
  test('home: hero promises, three benefits, three featured programs, Browse All Programs, the quote', async ({
    page,
  }) => {
    await page.goto('/')
    await expect(page.getByText('Join 500,000+ people', { exact: true })).toBeVisible()
    await expect(page.getByText('500K+ members')).toBeVisible()
    await expect(page.getByText('No credit card required')).toBeVisible()
    await expect(page.getByText('Instant access')).toBeVisible()
    for (const title of ['Peace & Fearlessness', 'Rapid Healing', 'Spiritual Insights'])
      await expect(page.getByRole('heading', { name: title })).toBeVisible()
    const featured = page.getByRole('region', { name: 'Featured Programs' }).getByRole('article')
    await expect(featured).toHaveCount(3)
    await expect(page.getByRole('link', { name: 'Learn More' }).first()).toHaveAttribute(
      'href',
      '/crash-course',
    )
    await expect(page.getByRole('link', { name: 'Browse All Programs' })).toHaveAttribute('href', '/programs')
    await expect(page.getByRole('region', { name: 'Quote' }).locator('blockquote')).toBeVisible()
  })

  test('home: each featured program card has Learn More; a coming-soon one leads to /programs', async ({
    page,
  }) => {
    await page.goto('/')
    const featured = page.getByRole('region', { name: 'Featured Programs' }).getByRole('article')
    await expect(featured).toHaveCount(3)
    for (const card of await featured.all())
      await expect(card.getByRole('link', { name: 'Learn More' })).toHaveCount(1)
    const comingSoon = featured.filter({ hasText: 'Coming Soon' })
    await expect(comingSoon).toHaveCount(1)
    await comingSoon.getByRole('link', { name: 'Learn More' }).click()
    await expect(page).toHaveURL(/\/programs$/)
    await expect(page.getByRole('heading', { level: 1, name: 'All Programs' })).toBeVisible()
  })

  test("a visitor's session check logs no console error on any page", async ({ page }) => {
    const errors: string[] = []
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(`${page.url()}: ${message.text()}`)
    })
    for (const path of ['/', '/programs', '/how-to-let-go', '/login', '/poetry', '/live-seminars']) {
      const me = page.waitForResponse((response) => response.url().endsWith('/api/auth/me'))
      await page.goto(path)
      const answer = await me
      expect(answer.status()).toBe(200)
      expect(await answer.json()).toEqual({ user: null })
      await expect(page.getByRole('banner').getByRole('link', { name: 'Login' })).toBeVisible()
    }
    expect(errors).toEqual([])
  })

  test('the session check starts with the page, from its head, and is made once per view', async ({
    page,
    request,
  }) => {
    for (const path of ['/', '/about', '/live-seminars']) {
      const preloads = headPreloads(await (await request.get(path)).text())
      const preload = '<link rel="preload" href="/api/auth/me" as="fetch" crossorigin="use-credentials"/>'
      expect(
        preloads.filter((link) => link === preload),
        `${path} preloads the me call once`,
      ).toHaveLength(1)
    }
    const meCalls: string[] = []
    page.on('request', (call) => {
      if (new URL(call.url()).pathname === '/api/auth/me') meCalls.push(page.url())
    })
    await page.goto('/about')
    await expect(page.getByRole('banner').getByRole('link', { name: 'Login' })).toBeVisible()
    await page.waitForLoadState('networkidle')
    expect(meCalls).toHaveLength(1)
  })

  test('home: an invalid email shows the message below the field and sends nothing', async ({ page }) => {
    await page.goto('/')
    let posted = false
    page.on('request', (request) => {
      if (request.url().endsWith('/api/email-signup')) posted = true
    })
    await page.getByRole('textbox', { name: 'Email address' }).fill('not-an-email')
    await page.getByRole('button', { name: 'Sign Up Free' }).click()
    await expect(page.getByText('Please enter a valid email address')).toBeVisible()
    expect(posted).toBe(false)
  })

  test('home: signing up shows "Thank you!" and then opens /crash-course', async ({ page }) => {
    await page.goto('/')
    await page.getByRole('textbox', { name: 'Email address' }).fill(`reader-${Date.now()}@example.com`)
    await page.getByRole('button', { name: 'Sign Up Free' }).click()
    await expect(page.getByText('Thank you!')).toBeVisible()
    await expect(page.getByText('Check your email for the next steps.')).toBeVisible()
    await expect(
      page.getByText("You've been added to the list. Check your email for next steps.", { exact: true }),
    ).toBeVisible()
    await expect(page).toHaveURL(/\/crash-course$/, { timeout: 5000 })
  })

  test('home: a failed sign-up returns the form with the error toast', async ({ page }) => {
    await page.route('**/api/email-signup', (route) => route.fulfill({ status: 500, body: 'boom' }))
    await page.goto('/')
    await page.getByRole('textbox', { name: 'Email address' }).fill('reader@example.com')
    await page.getByRole('button', { name: 'Sign Up Free' }).click()
    await expect(page.getByText('Something went wrong. Please try again.', { exact: true })).toBeVisible()
    await expect(page.getByRole('button', { name: 'Sign Up Free' })).toBeEnabled()
  })

  test('crash course: free, about 45 minutes, the video starts on click, three cards, 41 lessons', async ({
    page,
  }) => {
    await page.goto('/crash-course')
    await expect(page.getByText('100% Free')).toBeVisible()
    await expect(page.getByText('About 45 minutes')).toBeVisible()
    for (const title of ['Core Concepts', 'Basic Technique', 'Immediate Practice'])
      await expect(page.getByRole('heading', { name: title })).toBeVisible()
    await expect(page.getByRole('heading', { name: 'What You Will Learn' })).toBeVisible()
    await expect(page.getByText(/41 lessons/)).toBeVisible()
    await expect(page.getByRole('link', { name: 'View Full Program ($27)' })).toHaveAttribute(
      'href',
      '/how-to-let-go',
    )
    await expect(page.getByRole('link', { name: 'Browse All Programs' })).toHaveAttribute('href', '/programs')

    // The placeholder fills the 16:9 frame until it is pressed.
    const play = page.getByRole('button', { name: 'Play introduction video' })
    await expectAspectRatio(play, 16 / 9)
    await play.click()
    await expect(page.getByRole('button', { name: 'Play introduction video' })).toHaveCount(0)
    // The player that took its place has the focus the button had
    await expect
      .poll(() =>
        page.evaluate(() => document.activeElement?.matches('iframe, video, .intro-video__message')),
      )
      .toBe(true)
  })

  test('programs: three sections, the badges, Coming Soon buttons disabled, a closing call to action', async ({
    page,
  }) => {
    await page.goto('/programs')
    for (const name of ['Letting Go Programs', 'Other Programs', 'Academic Courses'])
      await expect(page.getByRole('heading', { level: 2, name })).toBeVisible()
    const other = page.getByRole('region', { name: 'Other Programs' })
    for (const title of [
      'Truth Psychology',
      'World Making',
      'Knowing Your Dark Side',
      '10 Powerful Methods of Surrender',
    ])
      await expect(other.getByRole('heading', { name: title })).toBeVisible()
    await expect(page.getByText('100% Free')).toBeVisible()
    await expect(page.getByText('$27', { exact: true })).toBeVisible()
    const comingSoon = page.getByRole('button', { name: 'Coming Soon' })
    await expect(comingSoon).toHaveCount(7)
    for (const button of await comingSoon.all()) await expect(button).toBeDisabled()
    await expect(page.getByRole('link', { name: 'Start the Free Crash Course' })).toHaveAttribute(
      'href',
      '/crash-course',
    )
  })

  test('about: Creatives by default, Education with five items, Business, all by keyboard', async ({
    page,
  }) => {
    await page.goto('/about')
    const creatives = page.getByRole('tab', { name: 'Creatives' })
    await expect(creatives).toHaveAttribute('aria-selected', 'true')
    await expect(page.getByRole('tabpanel').getByRole('link', { name: 'Drawings' })).toHaveAttribute(
      'href',
      '/drawings',
    )

    await creatives.focus()
    await page.keyboard.press('ArrowRight')
    await expect(page.getByRole('tab', { name: 'Education' })).toHaveAttribute('aria-selected', 'true')
    await expect(page.getByRole('tabpanel').getByRole('listitem')).toHaveCount(5)

    await page.keyboard.press('ArrowRight')
    await expect(page.getByRole('tab', { name: 'Business' })).toHaveAttribute('aria-selected', 'true')
    const panel = page.getByRole('tabpanel')
    await expect(panel.getByRole('link', { name: /Visit Site/ }).first()).toHaveAttribute('target', '_blank')
    const comingSoonCard = panel.getByRole('article').filter({ hasText: 'Quiet Rooms' })
    await expect(comingSoonCard.getByText('Coming Soon')).toBeVisible()
    await expect(comingSoonCard.getByRole('link')).toHaveCount(0)
  })

  test('business: Active Businesses with a count, Upcoming (2026), Former Ventures, the badges', async ({
    page,
  }) => {
    await page.goto('/business')
    const active = page.getByRole('region', { name: 'Active Businesses' })
    const cards = active.getByRole('article')
    await expect(active).toContainText(String(await cards.count()))
    await expect(cards).toHaveCount(5)
    await expect(active.getByText('Health').first()).toBeVisible()
    await expect(active.getByRole('link', { name: /Visit Site/ })).toHaveCount(3)
    await expect(cards.filter({ hasText: 'Quiet Rooms' }).getByText('Coming Soon')).toBeVisible()
    await expect(cards.filter({ hasText: 'Affect Research Collective' }).getByText('No Site')).toBeVisible()
    await expect(page.getByRole('heading', { name: 'Upcoming (2026)' })).toBeVisible()
    await expect(page.getByRole('heading', { name: 'Former Ventures' })).toBeVisible()
  })

  test('creatives: a grid of 15 cards linking to the gallery routes', async ({ page }) => {
    await page.goto('/creatives')
    await expect(page.getByRole('main').getByRole('article')).toHaveCount(15)
    await expect(page.getByRole('link', { name: 'Paintings' })).toHaveAttribute('href', '/landscapes')
  })

  test('metadata, sitemap.xml and robots.txt', async ({ page, request }) => {
    await page.goto('/programs')
    await expect(page).toHaveTitle(/All Programs/)
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', /\/programs$/)
    await expect(page.locator('meta[property="og:title"]')).toHaveAttribute('content', 'All Programs')

    const sitemap = await (await request.get('/sitemap.xml')).text()
    for (const path of [
      '/programs',
      '/live-seminars',
      '/landscapes',
      '/19',
      '/the-potential-neuroscience-of-repressed-emotion',
    ])
      expect(sitemap).toContain(`${path}</loc>`)
    expect(sitemap).not.toContain('/profile</loc>')
    const robots = await (await request.get('/robots.txt')).text()
    expect(robots).toContain('Sitemap:')
  })
})

test.describe('accessibility', () => {
  for (const { path } of [...PAGES, { path: '/nope' }]) {
    test(`${path} has no serious or critical axe violation`, async ({ page }) => {
      await page.goto(path)
      await page.waitForLoadState('networkidle')
      const results = await new AxeBuilder({ page }).analyze()
      const severe = results.violations.filter((violation) =>
        ['serious', 'critical'].includes(violation.impact ?? ''),
      )
      expect(
        severe.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target).join(' ')}`),
      ).toEqual([])
    })
  }
})
