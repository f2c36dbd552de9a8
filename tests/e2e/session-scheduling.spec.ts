import { expect, type Page, test } from '@playwright/test'
import ical from 'node-ical'

import { ADMIN } from '../../scripts/lib/demoAdmin'
import { mailTo } from '../helpers/e2eMailbox'

/** The Stripe double (scripts/e2e-env.sh). */
const STRIPE = `http://127.0.0.1:${process.env.E2E_STRIPE_PORT ?? '12111'}`

/** The invitations (text/calendar parts) that reached `address` with `method`, parsed. */
const invitesTo = (address: string, method: 'REQUEST' | 'CANCEL') =>
  mailTo(address).flatMap((mail) =>
    (mail.calendars ?? [])
      .filter((part) => part.contentType.includes(`method=${method}`))
      .map((part) => {
        const parsed = ical.sync.parseICS(part.content)
        const event = Object.values(parsed).find((entry) => entry?.type === 'VEVENT') as ical.VEvent
        return { method: (parsed.vcalendar as unknown as { method: string }).method, event, mail }
      }),
  )

test.use({ timezoneId: 'America/New_York' })

async function payForSession(page: Page, email: string) {
  await page.goto('/one-on-one/checkout')
  await page.getByRole('button', { name: 'Proceed to Payment' }).click()
  await page.getByLabel('Email').fill(email)
  await page.getByRole('button', { name: 'Pay' }).click()
  await expect(page.getByRole('heading', { level: 1, name: 'Booking Confirmed' })).toBeVisible()
}

const dayButtons = (page: Page) =>
  page.getByRole('toolbar', { name: 'Days with open slots' }).getByRole('button')

async function chooseDayAndTime(page: Page, dayIndex: number, time: string) {
  await expect(page.getByRole('heading', { name: 'Choose your time' })).toBeVisible()
  await expect(page.getByLabel('Time zone')).toHaveValue('America/New_York')
  await expect(page.getByLabel('Time zone').locator('option:checked')).toHaveText(
    /^America\/New York \(GMT-[45]\)$/,
  )
  const day = dayButtons(page).nth(dayIndex)
  const label = (await day.textContent()) ?? ''
  expect(label).toMatch(/^(Mon|Tue|Wed|Thu|Fri), [A-Z][a-z]{2} \d{1,2}$/)
  await day.click()
  await page.getByRole('button', { name: time, exact: true }).click()
  return label
}

test('pay, choose a time, get the invite; reschedule for an update; cancel for a refund and METHOD:CANCEL', async ({
  page,
  request,
}) => {
  const buyer = `sched-${Date.now().toString(36)}@example.com`
  await payForSession(page, buyer)
  const successPage = page.url()
  // Every word of the spec's page stays, the e-mail of preferred times included
  await expect(page.getByText(/with your preferred times/)).toBeVisible()
  await expect(page.getByText(/by a video service of your choice/)).toBeVisible()
  await expect(page.getByRole('link', { name: 'Return to Home' })).toBeVisible()
  await expect(page.getByRole('link', { name: 'Explore Programs' })).toBeVisible()

  const firstDay = await chooseDayAndTime(page, 1, '9:30 AM')
  await page.getByRole('button', { name: 'Confirm time' }).click()
  const session = page.getByText('Your session:')
  await expect(session).toBeVisible()
  const [, month, date] = /^\w+, (\w+) (\d+)$/.exec(firstDay)!
  await expect(page.getByText(new RegExp(`${month}\\w* ${date}, \\d{4} at 9:30 AM, Eastern`))).toBeVisible()
  await expect(page.getByRole('link', { name: 'Add to calendar' })).toHaveAttribute(
    'href',
    /calendar\?token=/,
  )

  await expect.poll(() => invitesTo(buyer, 'REQUEST').length, { timeout: 20_000 }).toBe(1)
  const [invite] = invitesTo(buyer, 'REQUEST')
  expect(invite.method).toBe('REQUEST')
  expect(Number(invite.event.sequence)).toBe(0)
  const uid = invite.event.uid
  expect(
    new Intl.DateTimeFormat('en-US', { timeZone: 'America/New_York', hour: 'numeric', minute: '2-digit' })
      .format(new Date(invite.event.start as Date))
      .replace(/\s/g, ' '),
  ).toBe('9:30 AM')
  await expect
    .poll(() => invitesTo(ADMIN.email, 'REQUEST').filter((entry) => entry.event.uid === uid).length, {
      timeout: 20_000,
    })
    .toBe(1)
  const manage = /https?:\/\/[^\s/]+(\/bookings\/[a-z0-9.]+)/.exec(invite.mail.text)![1]

  // A mail scanner's GET of the cancel link changes nothing
  expect((await request.get(`${manage}?action=cancel`)).status()).toBe(200)

  await page.goto(manage)
  await expect(page.getByText('Your session:')).toBeVisible()
  await page.getByRole('link', { name: 'Reschedule' }).click()
  await chooseDayAndTime(page, 3, '2:00 PM')
  await page.getByRole('button', { name: 'Confirm time' }).click()
  await expect(page.getByText(/at 2:00 PM, Eastern/)).toBeVisible()
  await expect.poll(() => invitesTo(buyer, 'REQUEST').length, { timeout: 20_000 }).toBe(2)
  const update = invitesTo(buyer, 'REQUEST')[1]
  expect(update.event.uid).toBe(uid)
  expect(Number(update.event.sequence)).toBe(1)

  await page.getByRole('link', { name: 'Cancel booking' }).click()
  await expect(page.getByRole('heading', { name: 'Cancel this session?' })).toBeVisible()
  await expect(page.getByText('You will get a full refund of $60.00.')).toBeVisible()
  await page.getByRole('button', { name: 'Yes, cancel' }).click()
  await expect(
    page.getByText(/Your session is cancelled\. Your payment of \$60\.00 is refunded in full\./),
  ).toBeVisible()

  const refunds = await request.get(`${STRIPE}/v1/refunds`, {
    headers: { Authorization: 'Bearer sk_test_e2e_double' },
  })
  const { data } = (await refunds.json()) as { data: { amount: number; status: string }[] }
  expect(
    data.filter((refund) => refund.amount === 6000 && refund.status === 'succeeded').length,
  ).toBeGreaterThanOrEqual(1)
  await expect.poll(() => invitesTo(buyer, 'CANCEL').length, { timeout: 20_000 }).toBe(1)
  const cancel = invitesTo(buyer, 'CANCEL')[0]
  expect(cancel.method).toBe('CANCEL')
  expect(cancel.event.uid).toBe(uid)

  await page.goto(manage)
  await expect(page.getByText('This booking is no longer active.')).toBeVisible()
  await expect(page.getByRole('link', { name: 'Reschedule' })).toHaveCount(0)
  await expect(page.getByRole('link', { name: 'Cancel booking' })).toHaveCount(0)

  // Back on the page Stripe returned to, the cancelled booking is no longer "Booking Confirmed"
  await page.goto(successPage)
  await expect(page.getByRole('heading', { level: 1, name: 'Booking Cancelled' })).toBeVisible()
  await expect(
    page.getByText('This booking is no longer active. Your payment has been refunded in full.'),
  ).toBeVisible()
  await expect(page.getByText('Booking Confirmed')).toHaveCount(0)
  await expect(page.getByRole('link', { name: 'Back to 1-on-1 Session' })).toHaveAttribute(
    'href',
    '/one-on-one',
  )

  // The same link altered by one character is not a booking: a 404 that says so
  const altered = manage.replace(/.$/, (last) => (last === 'a' ? 'b' : 'a'))
  const answer = await page.goto(altered)
  expect(answer?.status()).toBe(404)
  await expect(page.getByRole('heading', { name: 'Your One-on-One Session' })).toBeVisible()
  await expect(page.getByText('This booking link is not valid.')).toBeVisible()
})

test('two buyers pick the same time: the second is told it was just taken', async ({ browser }) => {
  const first = await browser.newPage({ timezoneId: 'America/New_York' })
  const second = await browser.newPage({ timezoneId: 'America/New_York' })
  await payForSession(first, `first-${Date.now().toString(36)}@example.com`)
  await payForSession(second, `second-${Date.now().toString(36)}@example.com`)
  await chooseDayAndTime(first, 2, '11:00 AM')
  await chooseDayAndTime(second, 2, '11:00 AM')
  await first.getByRole('button', { name: 'Confirm time' }).click()
  await expect(first.getByText('Your session:')).toBeVisible()
  await second.getByRole('button', { name: 'Confirm time' }).click()
  await expect(second.getByText('That time was just taken. Please choose another.')).toBeVisible()
  await expect(second.getByRole('button', { name: '11:00 AM', exact: true })).toHaveCount(0)
})
