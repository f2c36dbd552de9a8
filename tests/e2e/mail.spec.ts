import { expect, test } from '@playwright/test'

import { mailTo, type Mail } from '../helpers/e2eMailbox'

/** Waits for the `count`-th message to `address` (the outbox sends every second here). */
async function nthMail(address: string, count: number): Promise<Mail> {
  await expect.poll(() => mailTo(address).length, { timeout: 20_000 }).toBeGreaterThanOrEqual(count)
  return mailTo(address)[count - 1]
}

/** The first link to the site's `/api<prefix>` in a text part, as a path the browser can open. */
const linkIn = (text: string, prefix: string): string => {
  const match = new RegExp(`https?://[^\\s/]+(/api${prefix.replace('?', '\\?')}[^\\s>"]*)`).exec(text)
  if (!match) throw new Error(`no ${prefix} link in:\n${text}`)
  return match[1]
}

test('the mail journey: sign up, confirm, crash-course step 1, unsubscribe, and nothing more', async ({
  page,
}) => {
  const address = `journey-${Date.now().toString(36)}@example.com`
  await page.goto('/')
  await page.getByRole('textbox', { name: 'Email address' }).fill(address)
  await page.getByRole('button', { name: 'Sign Up Free' }).click()
  await expect(page.getByText('Thank you!')).toBeVisible()

  const confirmation = await nthMail(address, 1)
  expect(confirmation.subject).toBe('Confirm your subscription to the free Crash Course in Letting Go')
  expect(confirmation.html).toContain('Confirm my subscription')
  await page.goto(linkIn(confirmation.text, '/email-signup/confirm?'))
  await expect(page).toHaveURL(/\/crash-course$/)

  const step1 = await nthMail(address, 2)
  expect(step1.headers).toContain('List-Unsubscribe-Post: List-Unsubscribe=One-Click')
  expect(step1.headers.find((line) => line.startsWith('List-Unsubscribe:'))).toMatch(
    /<https?:\/\/[^>]+\/api\/unsubscribe\?token=[^>]+&from=sequence%3A[^>]+>, <mailto:[^>]+>/,
  )
  const unsubscribe = linkIn(step1.text, '/unsubscribe?')
  expect(step1.html).toContain('Unsubscribe</a>')

  await page.goto(unsubscribe)
  await expect(page.getByRole('heading', { name: 'Unsubscribe' })).toBeVisible()
  await page.getByRole('button', { name: 'Unsubscribe' }).click()
  await expect(page.getByRole('heading', { name: 'You are unsubscribed' })).toBeVisible()

  // Several runs of the outbox later, nothing else has arrived
  await page.waitForTimeout(4000)
  expect(mailTo(address)).toHaveLength(2)
})
