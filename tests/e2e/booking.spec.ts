import { expect, test } from '@playwright/test'

import { ADMIN } from '../../scripts/lib/demoAdmin'
import { adminToken } from './support/adminSession'

/** The Stripe double's port (scripts/e2e-env.sh). */
const STRIPE_PORT = process.env.E2E_STRIPE_PORT ?? '12111'

test.describe('booking the paid one-on-one session', () => {
  test('goes from /one-on-one through the payment provider to "Booking Confirmed", recording one booking', async ({
    page,
    request,
  }) => {
    await page.goto('/one-on-one')
    await expect(page.getByRole('heading', { name: 'What to Expect' })).toBeVisible()
    await expect(page.getByText('$60', { exact: true })).toBeVisible()

    await page.getByRole('link', { name: 'Book Your Session - $60' }).click()
    await expect(page).toHaveURL(/\/one-on-one\/checkout$/)
    await expect(page.getByRole('heading', { name: 'Session Summary' })).toBeVisible()

    await page.getByRole('button', { name: 'Proceed to Payment' }).click()
    await expect(page).toHaveURL(new RegExp(`^http://127\\.0\\.0\\.1:${STRIPE_PORT}/checkout/cs_test_\\w+$`))
    await page.getByRole('button', { name: 'Pay' }).click()

    await expect(page).toHaveURL(/\/booking-success\?session_id=cs_test_\w+$/)
    await expect(page.getByRole('heading', { level: 1, name: 'Booking Confirmed' })).toBeVisible()
    await expect(page.getByText(/Check your email .*for a receipt/)).toBeVisible()
    await expect(page.getByText(/with your preferred times/)).toBeVisible()
    await expect(page.getByText(/by a video service of your choice/)).toBeVisible()
    await expect(page.getByRole('link', { name: 'Return to Home' })).toHaveAttribute('href', '/')
    await expect(page.getByRole('link', { name: 'Explore Programs' })).toHaveAttribute('href', '/programs')

    const sessionId = new URL(page.url()).searchParams.get('session_id')
    const token = await adminToken(request)
    // The double's webhook and the success page both record the session: still one booking.
    await page.reload()
    await expect(page.getByRole('heading', { name: 'Booking Confirmed' })).toBeVisible()
    await expect(async () => {
      const found = await request.get(`/api/bookings?where[stripeSessionId][equals]=${sessionId}`, {
        headers: { Authorization: `JWT ${token}` },
      })
      const body = (await found.json()) as { totalDocs: number; docs: { status: string; amount: number }[] }
      expect(body.totalDocs).toBe(1)
      expect(body.docs[0]).toMatchObject({ status: 'paid', amount: 6000 })
    }).toPass({ timeout: 10_000 })

    // The owner's list of bookings reads the amount as money, not as the cents it is kept in
    await page.goto('/admin/login')
    await page.getByLabel('Email').fill(ADMIN.email)
    await page.getByLabel('Password').fill(ADMIN.password)
    await page.getByRole('button', { name: 'Login' }).click()
    await expect(page).toHaveURL(/\/admin$/)
    await page.goto(`/admin/collections/bookings?where[stripeSessionId][equals]=${sessionId}`)
    const rows = page.getByRole('table').getByRole('row')
    await expect(rows).toHaveCount(2)
    await expect(rows.nth(1).getByRole('cell', { name: '$60.00', exact: true })).toBeVisible()
    await expect(rows.nth(1).getByRole('cell', { name: '6000', exact: true })).toHaveCount(0)
  })

  test('Cancel on the checkout page returns to /one-on-one', async ({ page }) => {
    await page.goto('/one-on-one/checkout')
    await page.getByRole('link', { name: 'Cancel' }).click()
    await expect(page).toHaveURL(/\/one-on-one$/)
    await expect(page.getByRole('link', { name: 'Book Your Session - $60' })).toBeVisible()
  })

  test('/booking-success without a session_id lands on /one-on-one', async ({ page }) => {
    await page.goto('/booking-success')
    await expect(page).toHaveURL(/\/one-on-one$/)
  })

  test('/booking-success with a session Stripe does not know never says "Booking Confirmed"', async ({
    page,
  }) => {
    await page.goto('/booking-success?session_id=cs_test_not_a_real_session')
    await expect(page.getByRole('heading', { level: 1, name: 'Booking Not Found' })).toBeVisible()
    await expect(page.getByText('Booking Confirmed')).toHaveCount(0)
    await expect(page.getByRole('link', { name: 'Back to 1-on-1 Session' })).toHaveAttribute(
      'href',
      '/one-on-one',
    )
  })
})
