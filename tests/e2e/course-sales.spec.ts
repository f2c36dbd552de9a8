import { expect, request as apiRequest, test, type APIRequestContext, type Page } from '@playwright/test'

import { mailTo, type Mail } from '../helpers/e2eMailbox'
import { adminToken } from './support/adminSession'

/** The Stripe double's API (scripts/e2e-env.sh): a refund there delivers charge.refunded to the site. */
const STRIPE_API = `http://127.0.0.1:${process.env.E2E_STRIPE_PORT ?? '12111'}`

/** Words of module 2's first lesson's demo body (src/seed/content/course.ts). */
const PAID_LESSON = '/how-to-let-go/lesson-2-1'
const PAID_BODY = 'What BAD Stands For is part of Understanding BAD'

async function mailWithSubject(address: string, subject: string): Promise<Mail> {
  await expect
    .poll(() => mailTo(address).some((mail) => mail.subject === subject), { timeout: 20_000 })
    .toBe(true)
  return mailTo(address).find((mail) => mail.subject === subject) as Mail
}

const BASE_URL = `http://localhost:${process.env.E2E_PORT ?? 3100}`

/** Site Settings' courseSales, set by the demo admin over REST with a context of its own. */
async function setCourseSales(courseSales: 'external' | 'site') {
  const request = await apiRequest.newContext({ baseURL: BASE_URL })
  try {
    await setWith(request, courseSales)
  } finally {
    await request.dispose()
  }
}

async function setWith(request: APIRequestContext, courseSales: 'external' | 'site') {
  const token = await adminToken(request)
  const response = await request.post('/api/globals/site-settings', {
    headers: { Authorization: `JWT ${token}` },
    data: { courseSales },
  })
  expect(response.ok()).toBe(true)
}

const openModule = (page: Page, number: number) =>
  page.getByRole('button', { name: new RegExp(`^Module ${number}`) }).click()

test.describe('lesson pages, external mode (the demo)', () => {
  test('on a 320 px phone, each lesson of a module with free previews can be opened from the course page', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 320, height: 640 })
    await page.goto('/how-to-let-go')
    await openModule(page, 1)
    const lessons = page.locator('.lesson-row')
    await expect(lessons).toHaveCount(11)
    for (let index = 0; index < 11; index++) {
      const link = lessons.nth(index).getByRole('link')
      await link.scrollIntoViewIfNeeded()
      // The link is inside the page's width and is what a tap at its centre reaches (not clipped away)
      const reachable = await link.evaluate((element) => {
        const box = element.getBoundingClientRect()
        const hit = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2)
        return box.width > 0 && box.left >= 0 && box.right <= window.innerWidth && element.contains(hit)
      })
      expect(reachable, `lesson ${index + 1}'s link`).toBe(true)
    }
    await lessons.nth(10).getByRole('link').click()
    await expect(page).toHaveURL(/\/how-to-let-go\/lesson-1-11$/)
  })

  test('a lesson title on the course page opens its page, with Previous/Next and Mark as complete', async ({
    page,
  }) => {
    await page.goto('/how-to-let-go')
    await expect(page.getByRole('link', { name: 'Enroll Now - $27' })).toHaveAttribute(
      'href',
      'https://courses.example.com/how-to-let-go',
    )
    await openModule(page, 2)
    await page.getByRole('link', { name: 'What BAD Stands For' }).click()
    await expect(page).toHaveURL(/\/how-to-let-go\/lesson-2-1$/)
    await expect(page.getByRole('heading', { level: 1, name: 'What BAD Stands For' })).toBeVisible()
    await expect(page.getByText('Module 2: Understanding BAD')).toBeVisible()
    await expect(page.getByText(PAID_BODY)).toBeVisible()
    await expect(page.locator('iframe[src*="player.vimeo.com/video/76979871"]')).toHaveCount(1)

    const complete = page.getByRole('button', { name: 'Mark as complete' })
    await expect(complete).toHaveAttribute('aria-pressed', 'false')
    await complete.click()
    await expect(complete).toHaveAttribute('aria-pressed', 'true')

    await page.getByRole('link', { name: 'Next lesson' }).click()
    await expect(page).toHaveURL(/\/how-to-let-go\/lesson-2-2$/)
    await page.getByRole('link', { name: 'Previous lesson' }).click()
    await expect(page).toHaveURL(/\/how-to-let-go\/lesson-2-1$/)
    await expect(page.getByRole('button', { name: 'Mark as complete' })).toHaveAttribute(
      'aria-pressed',
      'true',
    )

    await page.goto('/how-to-let-go')
    await expect(page.getByText('1/41 lessons completed')).toBeVisible()
    await openModule(page, 2)
    // The spec's tick on the course page still toggles the same progress.
    await page.getByRole('button', { name: 'What BAD Stands For' }).click()
    await expect(page.getByText('0/41 lessons completed')).toBeVisible()
  })

  test('a user who must change their password is sent to change it before any lesson page', async ({
    page,
    request,
  }) => {
    const email = `forced-${Date.now().toString(36)}@example.com`
    const signup = await page.request.post('/api/auth/signup', {
      data: { email, password: 'forced-password-1' },
    })
    const { user } = (await signup.json()) as { user: { id: number } }
    const token = await adminToken(request)
    const flagged = await request.patch(`/api/users/${user.id}`, {
      headers: { Authorization: `JWT ${token}` },
      data: { requirePasswordChange: true },
    })
    expect(flagged.ok()).toBe(true)
    expect(
      (await page.request.post('/api/auth/login', { data: { email, password: 'forced-password-1' } })).ok(),
    ).toBe(true)
    for (const lesson of ['/how-to-let-go/lesson-1-1', '/how-to-let-go/lesson-4-2']) {
      await page.goto(lesson)
      await expect(page).toHaveURL(/\/profile\?change-password=true$/)
    }
  })

  test('an unknown lesson is the not-found page', async ({ page }) => {
    const response = await page.goto('/how-to-let-go/lesson-9-9')
    expect(response?.status()).toBe(404)
    await expect(page.getByText('Page Not Found')).toBeVisible()
  })
})

test.describe('selling the course on the site (courseSales: site)', () => {
  test.beforeAll(() => setCourseSales('site'))
  test.afterAll(() => setCourseSales('external'))

  test('a locked lesson shows its title and the enrol button, and its body is nowhere in the HTML or RSC payload', async ({
    page,
    request,
  }) => {
    await page.goto(PAID_LESSON)
    await expect(page.getByRole('heading', { level: 1, name: 'What BAD Stands For' })).toBeVisible()
    await expect(page.getByText('Enroll to unlock this lesson')).toBeVisible()
    await expect(page.getByRole('button', { name: 'Enroll Now - $27' })).toBeVisible()
    await expect(page.getByRole('button', { name: 'Mark as complete' })).toHaveCount(0)

    // A free preview stays cacheable like the other pages.
    await request.get('/how-to-let-go/lesson-1-2')
    const free = await request.get('/how-to-let-go/lesson-1-2')
    expect(free.headers()['cache-control']).toMatch(/public/)
    expect(await free.text()).toContain('What Letting Go Really Means is part of The Foundation')
    // A member who is not enrolled, signed in (Sec-Fetch-Site as a browser sends it, or Payload ignores the cookie).
    const member = `member-${Date.now().toString(36)}@example.com`
    await request.post('/api/auth/signup', { data: { email: member, password: 'member-password-1' } })
    expect(
      (
        await request.post('/api/auth/login', { data: { email: member, password: 'member-password-1' } })
      ).ok(),
    ).toBe(true)
    const asMember = { 'Sec-Fetch-Site': 'same-origin' }
    expect(await (await request.get('/api/auth/me', { headers: asMember })).text()).toContain(member)
    for (const headers of [{}, { RSC: '1' }, asMember, { ...asMember, RSC: '1' }] as Record<
      string,
      string
    >[]) {
      const answer = await request.get(PAID_LESSON, { headers })
      expect(answer.status()).toBe(200)
      const text = await answer.text()
      expect(text).toContain('What BAD Stands For')
      expect(text).not.toContain(PAID_BODY)
      expect(answer.headers()['x-page-cache']).toBeUndefined()
      expect(answer.headers()['cache-control']).not.toMatch(/public/)
    }
  })

  test('after logout, Back does not show a paid lesson again', async ({ page, request }) => {
    const email = `granted-${Date.now().toString(36)}@example.com`
    const password = 'granted-password-1'
    expect((await request.post('/api/auth/signup', { data: { email, password } })).ok()).toBe(true)
    const token = await adminToken(request)
    const users = await request.get(`/api/users?where[email][equals]=${encodeURIComponent(email)}`, {
      headers: { Authorization: `JWT ${token}` },
    })
    const [user] = ((await users.json()) as { docs: { id: number }[] }).docs
    const granted = await request.post('/api/enrolments', {
      headers: { Authorization: `JWT ${token}` },
      data: { user: user.id, grantReason: 'Scholarship' },
    })
    expect(granted.ok()).toBe(true)

    await page.goto('/login')
    await page.getByLabel('Email').fill(email)
    await page.getByLabel('Password', { exact: true }).fill(password)
    await page.getByRole('button', { name: 'Sign In' }).click()
    await expect(page).toHaveURL(/\/$/)
    await page.goto('/how-to-let-go')
    await page.goto(PAID_LESSON)
    await expect(page.getByText(PAID_BODY)).toBeVisible()

    await page.getByRole('banner').getByRole('button', { name: 'User menu' }).click()
    await page.getByRole('menuitem', { name: 'Logout' }).click()
    await expect(page).toHaveURL(/\/$/)
    await expect(page.getByRole('banner').getByRole('link', { name: 'Login' })).toBeVisible()
    await page.goBack()
    await expect(page).toHaveURL(new RegExp(`${PAID_LESSON}$`))
    await expect(page.getByText('Enroll to unlock this lesson')).toBeVisible()
    await expect(page.getByText(PAID_BODY)).toHaveCount(0)
  })

  test('a guest buys, gets an account and a set-password e-mail, completes lesson 1, and a refund locks again', async ({
    page,
    request,
    browser,
  }) => {
    const email = `buyer-${Date.now().toString(36)}@example.com`
    await page.goto('/how-to-let-go')
    await page.getByRole('button', { name: 'Enroll Now - $27' }).first().click()
    await expect(page).toHaveURL(new RegExp(`^${STRIPE_API.replace(/\./g, '\\.')}/checkout/cs_test_\\w+$`))
    await expect(page.getByText('Amount due: 27.00 USD')).toBeVisible()
    await page.getByLabel('Email').fill(email)
    await page.getByLabel('Promotion code').fill('LETGO10')
    await page.getByLabel(/immediate access to the course/).check()
    await page.getByRole('button', { name: 'Pay' }).click()

    await expect(page).toHaveURL(/\/how-to-let-go\/lesson-1-1$/)
    await expect(page.getByRole('heading', { level: 1, name: 'Welcome to the Program' })).toBeVisible()
    await expect(page.getByRole('banner').getByRole('button', { name: 'User menu' })).toBeVisible()

    const setPassword = await mailWithSubject(email, 'Set your password to open How to Let Go')
    const setPasswordLink = /https?:\/\/\S+\/reset-password\?token=[0-9a-f]{40}&next=\S+/.exec(
      setPassword.text,
    )?.[0]
    expect(setPasswordLink).toBeDefined()
    const receipt = await mailWithSubject(email, 'Your receipt: How to Let Go')
    expect(receipt.text).toContain('$24.30 (promotion code LETGO10)')

    const complete = page.getByRole('button', { name: 'Mark as complete' })
    await complete.click()
    await expect(complete).toHaveAttribute('aria-pressed', 'true')
    await page.getByRole('link', { name: 'How to Let Go' }).first().click()
    await expect(page).toHaveURL(/\/how-to-let-go$/)
    await expect(page.getByText('1/41 lessons completed')).toBeVisible()
    await expect(page.getByRole('progressbar', { name: 'Course progress' })).toHaveAttribute(
      'aria-valuenow',
      '2',
    )

    await page.goto(PAID_LESSON)
    await expect(page.getByText(PAID_BODY)).toBeVisible()
    await expect(page.getByText('Enroll to unlock this lesson')).toHaveCount(0)
    // ...and from a link on another site (a webmail's page): the browser says cross-site
    await page.route('http://mail.example.net/**', (route) =>
      route.fulfill({
        contentType: 'text/html',
        body: `<!doctype html><title>Inbox</title><a href="${BASE_URL}${PAID_LESSON}">Your next lesson</a>`,
      }),
    )
    await page.goto('http://mail.example.net/inbox')
    await page.getByRole('link', { name: 'Your next lesson' }).click()
    await expect(page).toHaveURL(new RegExp(`${PAID_LESSON}$`))
    await expect(page.getByText(PAID_BODY)).toBeVisible()
    await expect(page.getByText('Enroll to unlock this lesson')).toHaveCount(0)

    // Enrolled, the course page offers to continue at the first lesson not completed, not a second charge.
    await page.goto('/how-to-let-go')
    const continueLinks = page.getByRole('link', { name: 'Continue the Course' })
    await expect(continueLinks).toHaveCount(2)
    await expect(page.getByRole('button', { name: 'Enroll Now - $27' })).toHaveCount(0)
    await continueLinks.first().click()
    await expect(page).toHaveURL(/\/how-to-let-go\/lesson-1-2$/)
    await page.goto(PAID_LESSON)

    // On another device the set-password link leads, through signing in, to the first lesson.
    const device = await browser.newContext({ baseURL: BASE_URL })
    const other = await device.newPage()
    const { pathname, search } = new URL(setPasswordLink ?? '')
    await other.goto(pathname + search)
    await other.getByLabel('New Password', { exact: true }).fill('quiet harbour lights')
    await other.getByLabel('Confirm New Password').fill('quiet harbour lights')
    await expect(other.getByRole('heading', { level: 1, name: 'Set Your Password' })).toBeVisible()
    await other.getByRole('button', { name: 'Set Password' }).click()
    await expect(other).toHaveURL(/\/login\?next=%2Fhow-to-let-go%2Flesson-1-1$/)
    await other.getByLabel('Email').fill(email)
    await other.getByLabel('Password', { exact: true }).fill('quiet harbour lights')
    await other.getByRole('button', { name: 'Sign In' }).click()
    await expect(other).toHaveURL(/\/how-to-let-go\/lesson-1-1$/)
    await expect(other.getByRole('button', { name: 'Mark as complete' })).toHaveAttribute(
      'aria-pressed',
      'true',
    )
    await device.close()

    const token = await adminToken(request)
    const enrolments = await request.get(
      `/api/enrolments?where[email][equals]=${encodeURIComponent(email)}`,
      {
        headers: { Authorization: `JWT ${token}` },
      },
    )
    const [enrolment] = ((await enrolments.json()) as { docs: { paymentIntent: string; amount: number }[] })
      .docs
    expect(enrolment.amount).toBe(2430)
    // The owner refunds in Stripe's dashboard: Stripe sends charge.refunded
    const refund = await request.post(
      `${STRIPE_API}/dashboard/refunds/${encodeURIComponent(enrolment.paymentIntent)}`,
    )
    expect(refund.ok()).toBe(true)

    await page.reload()
    await expect(page.getByText('Enroll to unlock this lesson')).toBeVisible()
    await expect(page.getByText(PAID_BODY)).toHaveCount(0)
    // The refunded buyer's RSC payload of the lesson holds no body either.
    const rsc = await page.request.get(PAID_LESSON, {
      headers: { RSC: '1', 'Sec-Fetch-Site': 'same-origin' },
    })
    expect(await rsc.text()).not.toContain(PAID_BODY)
  })
})
