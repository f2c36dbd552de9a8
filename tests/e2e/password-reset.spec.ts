import { expect, test, type Page } from '@playwright/test'

import { mailTo } from '../helpers/e2eMailbox'

// The API's cases of the token (used, expired, common password) are in tests/int/password-reset.int.test.ts.
const NEUTRAL = "If an account exists for that email, we've sent a link to reset your password."
const INVALID = 'This reset link is invalid or has expired.'

async function askForResetLink(page: Page, email: string) {
  await page.getByLabel('Email').fill(email)
  await page.getByRole('button', { name: 'Send Reset Link' }).click()
  await expect(page.getByRole('status').filter({ hasText: NEUTRAL })).toBeVisible()
  await expect(page.getByRole('button', { name: 'Send Reset Link' })).toHaveCount(0)
}

test.describe('password reset by e-mail', () => {
  test('"Forgot password?" on /login leads to /forgot-password, which answers a registered address neutrally', async ({
    page,
  }) => {
    await page.goto('/login')
    await page.getByRole('link', { name: 'Forgot password?' }).click()
    await expect(page).toHaveURL(/\/forgot-password$/)
    await expect(page.getByRole('heading', { level: 1, name: 'Forgot Password' })).toBeVisible()

    await askForResetLink(page, 'admin@example.com')

    await page.getByRole('link', { name: 'Sign in' }).click()
    await expect(page).toHaveURL(/\/login$/)
  })

  test('an unknown address gets the very same confirmation', async ({ page }) => {
    await page.goto('/forgot-password')
    await askForResetLink(page, `nobody-${Date.now().toString(36)}@example.com`)
  })

  test('the API answers the registered and the unknown address alike', async ({ request }) => {
    const known = await request.post('/api/auth/forgot-password', { data: { email: 'admin@example.com' } })
    const unknown = await request.post('/api/auth/forgot-password', {
      data: { email: `nobody-${Date.now().toString(36)}@example.com` },
    })
    expect(known.status()).toBe(200)
    expect(unknown.status()).toBe(200)
    expect(await known.text()).toBe(await unknown.text())
    expect(await known.json()).toEqual({ message: NEUTRAL })
  })

  test(`a bad link shows "${INVALID}" and leads back to /forgot-password`, async ({ page }) => {
    await page.goto(`/reset-password?token=${'0'.repeat(40)}`)
    await expect(page.getByRole('heading', { level: 1, name: 'Reset Password' })).toBeVisible()
    await expect(page.getByRole('alert').filter({ hasText: INVALID })).toBeVisible()
    await expect(page.getByLabel('New Password')).toHaveCount(0)

    await page.getByRole('link', { name: 'Request a new reset link' }).click()
    await expect(page).toHaveURL(/\/forgot-password$/)
    await expect(page.getByRole('button', { name: 'Send Reset Link' })).toBeVisible()
  })

  test('an expired set-password link leads, through a new link and signing in, to the first lesson', async ({
    page,
    request,
  }) => {
    const email = `late-buyer-${Date.now().toString(36)}@example.com`
    const signup = await request.post('/api/auth/signup', { data: { email, password: 'first-password-12' } })
    expect(signup.status()).toBe(201)

    await page.goto(`/reset-password?token=${'0'.repeat(40)}&next=/how-to-let-go/lesson-1-1&first=1`)
    await expect(page.getByRole('heading', { level: 1, name: 'Set Your Password' })).toBeVisible()
    await expect(page.getByRole('alert').filter({ hasText: INVALID })).toBeVisible()
    await page.getByRole('link', { name: 'Request a new reset link' }).click()
    await expect(page).toHaveURL(/\/forgot-password\?next=%2Fhow-to-let-go%2Flesson-1-1$/)
    await askForResetLink(page, email)

    await expect.poll(() => mailTo(email).length, { timeout: 20_000 }).toBe(1)
    const [mail] = mailTo(email)
    expect(mail.subject).toBe('Reset your password')
    const link =
      /https?:\/\/\S+\/reset-password\?token=[0-9a-f]{40}&next=\/how-to-let-go\/lesson-1-1(?=[\s"<])/.exec(
        mail.html,
      )?.[0]
    expect(link).toBeDefined()

    // Signed in on this browser, as a buyer is after the return from Checkout
    const login = await page.request.post('/api/auth/login', {
      data: { email, password: 'first-password-12' },
    })
    expect(login.ok()).toBe(true)
    const { pathname, search } = new URL(link ?? '')
    await page.goto(pathname + search)
    const banner = page.getByRole('banner')
    await expect(banner.getByRole('button', { name: 'User menu' })).toBeVisible()
    await page.getByLabel('New Password', { exact: true }).fill('quiet harbour lights')
    await page.getByLabel('Confirm New Password').fill('quiet harbour lights')
    await page.getByRole('button', { name: 'Reset Password' }).click()
    await expect(page).toHaveURL(/\/login\?next=%2Fhow-to-let-go%2Flesson-1-1$/)
    // The new password ended that session: the header says so
    await expect(
      page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Login' }),
    ).toBeVisible()
    await expect(banner.getByRole('button', { name: 'User menu' })).toHaveCount(0)
    await page.getByLabel('Email').fill(email)
    await page.getByLabel('Password', { exact: true }).fill('quiet harbour lights')
    await page.getByRole('button', { name: 'Sign In' }).click()
    await expect(page).toHaveURL(/\/how-to-let-go\/lesson-1-1$/)
    await expect(page.getByRole('heading', { level: 1, name: 'Welcome to the Program' })).toBeVisible()
  })

  test(`a link without a token shows "${INVALID}"`, async ({ page }) => {
    await page.goto('/reset-password')
    await expect(page.getByRole('alert').filter({ hasText: INVALID })).toBeVisible()
  })

  test('the API refuses a bad token with 400 and the same message', async ({ request }) => {
    const response = await request.post('/api/auth/reset-password', {
      data: { token: '0'.repeat(40), password: 'quiet harbour lamp', confirmPassword: 'quiet harbour lamp' },
    })
    expect(response.status()).toBe(400)
    expect(await response.json()).toEqual({ error: INVALID })
  })
})
