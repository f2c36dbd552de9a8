import { expect, test, type Page } from '@playwright/test'

import { ADMIN } from '../../scripts/lib/demoAdmin'
import { loginToken } from '../../scripts/lib/fuzzCases'

const SHARED_PASSWORD = 'Welcome-LetGo-2026'
const run = Date.now().toString(36)

const toasts = (page: Page) => page.getByRole('region', { name: /Notifications/ })

async function logIn(page: Page, email: string, password: string) {
  await page.goto('/login')
  await page.getByLabel('Email').fill(email)
  await page.getByLabel('Password', { exact: true }).fill(password)
  await page.getByRole('button', { name: 'Sign In' }).click()
}

async function logOut(page: Page) {
  await page.getByRole('banner').getByRole('button', { name: 'User menu' }).click()
  await page.getByRole('menuitem', { name: 'Logout' }).click()
  await expect(page).toHaveURL(/\/$/)
  await expect(toasts(page).getByText('You have been logged out.')).toBeVisible()
  await expect(page.getByRole('banner').getByRole('link', { name: 'Login' })).toBeVisible()
}

test('the account cards are narrow and centred, with fields a thumb can hit', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 })
  for (const [path, heading] of [
    ['/login', 'Welcome Back'],
    ['/signup', 'Create Your Account'],
    ['/forgot-password', 'Forgot Password'],
  ]) {
    await page.goto(path)
    const title = page.getByRole('heading', { level: 1, name: heading })
    const card = page.locator('.card', { has: title })
    const box = await card.boundingBox()
    expect(box?.width).toBe(440)
    expect(Math.abs((box?.x ?? 0) * 2 + (box?.width ?? 0) - 1280)).toBeLessThan(20)
    const email = await page.getByLabel('Email').boundingBox()
    expect(email?.height).toBeGreaterThanOrEqual(44)
  }
})

test('a failed attempt leaves the keyboard on the button it pressed, and a bad address is announced', async ({
  page,
}) => {
  await page.goto('/login')
  await page.getByLabel('Email').fill(`nobody-${run}@example.com`)
  await page.getByLabel('Password', { exact: true }).fill('wrong-password-1')
  const signIn = page.getByRole('button', { name: 'Sign In' })
  await signIn.focus()
  await page.keyboard.press('Enter')
  await expect(toasts(page).getByText('Invalid email or password')).toBeVisible()
  // Disabled while busy, the button lost the focus to the page; it has it back
  await expect(signIn).toBeFocused()

  await page.goto('/')
  const signup = page.getByRole('form', { name: 'Free crash course sign-up' })
  await signup.getByRole('textbox').fill('not-an-address')
  await signup.getByRole('button', { name: 'Sign Up Free' }).click()
  await expect(signup.getByRole('alert')).toHaveText('Please enter a valid email address')
})

test.describe('a learner account', () => {
  test('sign up -> log in -> tick two lessons -> reload -> change password -> log out -> log in again', async ({
    page,
  }) => {
    const email = `learner-${run}@example.com`

    await page.goto('/signup')
    await page.getByLabel('Name').fill('Ada Learner')
    await page.getByLabel('Email').fill(email)
    await expect(page.getByLabel('Password', { exact: true })).toHaveAttribute(
      'placeholder',
      'at least 8 characters',
    )
    await page.getByLabel('Password', { exact: true }).fill('first-password')
    await page.getByLabel('Confirm Password').fill('other-password')
    await page.getByRole('button', { name: 'Create Account' }).click()
    await expect(toasts(page).getByText('Passwords do not match')).toBeVisible()
    await expect(page).toHaveURL(/\/signup$/)

    await page.getByLabel('Confirm Password').fill('first-password')
    await page.getByRole('button', { name: 'Create Account' }).click()
    await expect(page).toHaveURL(/\/login$/)

    await logIn(page, email, 'first-password')
    await expect(page).toHaveURL(/\/$/)
    await expect(page.getByRole('banner').getByRole('button', { name: 'User menu' })).toBeVisible()

    await page.goto('/how-to-let-go')
    await expect(page.getByText('0/41 lessons completed')).toBeVisible()
    await expect(page.getByText('Start your journey to emotional freedom')).toBeVisible()
    // A module's button is named in words, as a screen reader says it
    await page.getByRole('button', { name: 'Module 1 The Foundation 0/11', exact: true }).click()
    const welcome = page.getByRole('button', { name: 'Welcome to the Program' })
    await expect(welcome.getByText('Welcome to the Program')).toHaveCSS('text-decoration-line', 'none')
    await welcome.click()
    await expect(page.getByText('1/41 lessons completed')).toBeVisible()
    // A done lesson reads as done: its title struck through, its check filled.
    await expect(welcome.getByText('Welcome to the Program')).toHaveCSS(
      'text-decoration-line',
      'line-through',
    )
    await expect(welcome.getByText('✓')).toBeVisible()
    await page.getByRole('button', { name: 'Why We Hold On' }).click()
    await expect(page.getByText('2/41 lessons completed')).toBeVisible()
    await expect(page.getByText("You're 5% complete!")).toBeVisible()

    // Until the account's list has come no count shows: a learner with lessons done never sees 0/41.
    let release = () => {}
    const held = new Promise<void>((resolve) => (release = resolve))
    await page.route('**/api/course-progress/*', async (route) => {
      await held
      await route.continue()
    })
    const asked = page.waitForRequest((request) => /\/api\/course-progress\/\d+$/.test(request.url()))
    await page.reload()
    await asked
    await expect(page.getByText('0/41 lessons completed')).toBeHidden()
    await expect(page.getByText('Start your journey to emotional freedom')).toBeHidden()
    release()
    await expect(page.getByText('2/41 lessons completed')).toBeVisible()
    await page.unroute('**/api/course-progress/*')
    await page.getByRole('button', { name: /^Module 1/ }).click()
    await expect(page.getByRole('button', { name: 'Welcome to the Program' })).toHaveAttribute(
      'aria-pressed',
      'true',
    )

    await page.goto('/profile')
    await expect(page.getByText(email)).toBeVisible()
    await expect(page.getByText('Ada Learner')).toBeVisible()
    const today = new Date().toLocaleDateString('en-US', { year: 'numeric', month: 'long', day: 'numeric' })
    await expect(page.getByText(today)).toBeVisible()
    await page.getByRole('button', { name: 'Change Password' }).click()
    await page.getByLabel('Current Password').fill('first-password')
    await page.getByLabel('New Password', { exact: true }).fill('second-password')
    await page.getByLabel('Confirm New Password').fill('second-password')
    await page.getByRole('button', { name: 'Change Password' }).click()
    await expect(toasts(page).getByText('Your password has been changed.')).toBeVisible()
    await expect(page.getByLabel('Current Password')).toBeHidden()

    await logOut(page)

    await logIn(page, email, 'first-password')
    await expect(toasts(page).getByText('Invalid email or password')).toBeVisible()
    await logIn(page, email, 'second-password')
    await expect(page).toHaveURL(/\/$/)
    await page.goto('/how-to-let-go')
    await expect(page.getByText('2/41 lessons completed')).toBeVisible()
  })

  test('ticks made while logged out are merged into the account at the next login', async ({ page }) => {
    const email = `guest-${run}@example.com`
    const signup = await page.request.post('/api/auth/signup', {
      data: { email, password: 'guest-password' },
    })
    expect(signup.status()).toBe(201)

    await page.goto('/how-to-let-go')
    await page.getByRole('button', { name: /^Module 2/ }).click()
    await page.getByRole('button', { name: 'What BAD Stands For' }).click()
    await expect(page.getByText('1/41 lessons completed')).toBeVisible()
    await page.reload()
    await expect(page.getByText('1/41 lessons completed')).toBeVisible()

    await logIn(page, email, 'guest-password')
    await expect(page).toHaveURL(/\/$/)
    await page.goto('/how-to-let-go')
    await expect(page.getByText('1/41 lessons completed')).toBeVisible()
    await page.evaluate(() => localStorage.clear())
    await page.reload()
    await expect(page.getByText('1/41 lessons completed')).toBeVisible()
  })

  test('the profile sends a visitor without a session to /login', async ({ page }) => {
    await page.goto('/profile')
    await expect(page).toHaveURL(/\/login$/)
  })
})

test.describe('the admin import', () => {
  test('an admin imports users; one logs in, must change the password, then reaches /', async ({
    page,
    browser,
  }) => {
    const imported = `imported-${run}@example.com`

    await page.goto('/admin/import')
    await expect(page).toHaveURL(/\/admin\/login/)
    await page.getByLabel('Email').fill(ADMIN.email)
    await page.getByLabel('Password').fill(ADMIN.password)
    await page.getByRole('button', { name: 'Login' }).click()
    await expect(page).toHaveURL(/\/admin\/import$/)
    await expect(page.getByRole('heading', { name: 'Import Users' })).toBeVisible()
    await expect(page.getByRole('link', { name: 'Import Users' })).toBeVisible()
    await expect(page.getByText(SHARED_PASSWORD)).toBeVisible()
    // The admin's toast settings reach a page loaded signed in: the admin a sign-in navigated to
    // keeps the signed-out config Payload sent with the login form, which has none
    await page.reload()

    const textarea = page.getByLabel('Users (JSON array)')
    const importButton = page.getByRole('button', { name: 'Import Users' })
    const parseErrorOf = (text: string) =>
      page.evaluate((source) => {
        try {
          JSON.parse(source)
          return ''
        } catch (error) {
          return (error as Error).message
        }
      }, text)
    // Spec §2/§5: the button is enabled with empty text, and pressing it shows the JSON parse error.
    await expect(importButton).toBeEnabled()
    await importButton.click()
    await expect(page.getByText(await parseErrorOf(''))).toBeVisible()

    const brokenText = '[{"email" "x@example.com"}]'
    expect(await parseErrorOf(brokenText)).not.toBe(await parseErrorOf(''))
    await textarea.fill(brokenText)
    await page.getByRole('button', { name: 'Import Users' }).click()
    await expect(page.getByText(await parseErrorOf(brokenText))).toBeVisible()
    await textarea.fill('{"email": "x@example.com"}')
    await page.getByRole('button', { name: 'Import Users' }).click()
    await expect(page.getByText('Invalid format. Please provide an array of users.')).toBeVisible()

    await textarea.fill(
      JSON.stringify([
        { email: imported, name: 'Imported Person' },
        { email: ADMIN.email },
        { email: 'broken' },
      ]),
    )
    // Held until the button has been seen disabled with "Importing...".
    let releaseImport = () => {}
    const importHeld = new Promise<void>((resolve) => (releaseImport = resolve))
    await page.route('**/api/auth/bulk-import', async (route) => {
      await importHeld
      await route.continue()
    })
    await page.getByRole('button', { name: 'Import Users' }).click()
    await expect(page.getByRole('button', { name: 'Importing...' })).toBeDisabled()
    releaseImport()
    await expect(page.getByText('Imported 1 user (1 skipped, 1 failed)')).toBeVisible()
    // Spec §9: one toast at a time, here as on the site (three came before this one)
    await expect(page.locator('[data-sonner-toast][data-visible="true"]')).toHaveCount(1)
    await expect(importButton).toBeEnabled()
    const summary = page.getByRole('region', { name: 'Import summary' })
    await expect(summary).toContainText('Created: 1')
    await expect(summary).toContainText('Skipped (already registered, or listed twice): 1')
    await expect(summary).toContainText('broken: Please enter a valid email address')

    const learner = await browser.newContext()
    const learnerPage = await learner.newPage()
    await logIn(learnerPage, imported, SHARED_PASSWORD)
    await expect(learnerPage).toHaveURL(/\/profile\?change-password=true$/)
    await expect(learnerPage.getByRole('alert').filter({ hasText: 'Password Change Required' })).toBeVisible()
    await expect(learnerPage.getByRole('button', { name: 'Cancel' })).toHaveCount(0)
    await expect(learnerPage.getByText('Imported Person')).toBeVisible()

    await learnerPage.getByLabel('Current Password').fill(SHARED_PASSWORD)
    await learnerPage.getByLabel('New Password', { exact: true }).fill('my-own-password')
    await learnerPage.getByLabel('Confirm New Password').fill('my-own-password')
    await learnerPage.getByRole('button', { name: 'Change Password' }).click()
    await expect(learnerPage).toHaveURL(/\/$/)

    await learnerPage.goto('/admin/import')
    await expect(learnerPage.getByRole('heading', { name: 'Admins only' })).toBeVisible()
    await learner.close()
  })
})

test('more bulk imports at once than the server has work slots are all answered, and the site keeps serving', async ({
  playwright,
  baseURL,
}) => {
  const token = await loginToken(baseURL!, ADMIN.email, ADMIN.password)
  const admin = await playwright.request.newContext({
    baseURL,
    extraHTTPHeaders: { Authorization: `JWT ${token}` },
  })
  // REQUEST_CONCURRENCY is 4: six imports, each hashing the shared password while the others wait
  const imports = Array.from({ length: 6 }, (_, index) =>
    admin.post('/api/auth/bulk-import', {
      data: { users: [{ email: `parallel-${run}-${index}@example.com` }], password: SHARED_PASSWORD },
      timeout: 30_000,
    }),
  )
  const visitor = admin.get('/api/seminar-events', { timeout: 30_000 })
  const answers = await Promise.all(imports)
  expect(answers.map((answer) => answer.status())).toEqual([200, 200, 200, 200, 200, 200])
  for (const answer of answers)
    expect(await answer.json()).toMatchObject({ created: 1, skipped: 0, failed: [] })
  expect((await visitor).status()).toBe(200)
  await admin.dispose()
})
