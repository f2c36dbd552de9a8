import { expect, test, type Page } from '@playwright/test'

import { ADMIN } from '../../scripts/lib/demoAdmin'
import { richTextParagraphs } from '../../src/seed/richText'

async function logInAsAdmin(page: Page) {
  await page.goto('/admin/login')
  await page.getByLabel('Email').fill(ADMIN.email)
  await page.getByLabel('Password').fill(ADMIN.password)
  await page.getByRole('button', { name: 'Login' }).click()
  await expect(page).toHaveURL(/\/admin$/)
}

test('the owner previews, tests and sends a broadcast from its admin panel, and sees its progress', async ({
  page,
  baseURL,
}) => {
  await logInAsAdmin(page)
  const subject = `Admin letter ${Date.now().toString(36)}`
  // At least one confirmed reader, whose copy carries the list's headers
  const reader = await page.request.post('/api/email-signups', {
    headers: { Origin: baseURL as string },
    data: {
      email: `reader-${Date.now().toString(36)}@example.com`,
      status: 'confirmed',
      confirmedAt: new Date().toISOString(),
    },
  })
  expect(reader.status()).toBe(201)
  const created = await page.request.post('/api/broadcasts', {
    headers: { Origin: baseURL as string },
    data: {
      subject,
      body: richTextParagraphs(['Hello, list.']),
    },
  })
  expect(created.status()).toBe(201)
  const { doc } = (await created.json()) as { doc: { id: number } }

  await page.goto(`/admin/collections/broadcasts/${doc.id}`)
  await expect(page.getByTestId('broadcast-progress')).toContainText('draft: 0 sent, 0 failed, 0 remaining')
  await expect(page.getByRole('link', { name: 'Preview' })).toHaveAttribute(
    'href',
    `/api/broadcasts/${doc.id}/preview`,
  )
  const preview = await page.request.get(`/api/broadcasts/${doc.id}/preview`, {
    headers: { Origin: baseURL as string },
  })
  expect(await preview.text()).toContain('Hello, list.')

  // An unsaved edit holds the test and the send back until it is saved: they send the saved text.
  await page.getByLabel('Send a test to').fill('owner-test@example.com')
  await expect(page.getByRole('button', { name: 'Send test' })).toBeEnabled()
  await page.getByLabel('Subject').fill(`${subject} (edited)`)
  await expect(page.getByText('Save the broadcast before sending.')).toBeVisible()
  await expect(page.getByRole('button', { name: 'Send test' })).toBeDisabled()
  await expect(page.getByRole('button', { name: 'Send now to all confirmed subscribers' })).toBeDisabled()
  await page.locator('#action-save').click()
  await expect(page.getByText('Save the broadcast before sending.')).toBeHidden()

  await page.getByRole('button', { name: 'Send test' }).click()
  await expect(page.getByText('Test sent to owner-test@example.com')).toBeVisible()

  // Scheduled, the letter can still be changed: the owner's next edit is not taken for another
  // user's change (the Schedule changed the document), and saving it keeps the broadcast scheduled
  const tomorrow = new Date(Date.now() + 24 * 60 * 60 * 1000)
  const local = new Date(tomorrow.getTime() - tomorrow.getTimezoneOffset() * 60_000)
    .toISOString()
    .slice(0, 16)
  await page.getByLabel('Send at (leave empty for now)').fill(local)
  await page.getByRole('button', { name: 'Schedule' }).click()
  await expect(page.getByTestId('broadcast-progress')).toContainText('scheduled:')
  const formState = page.waitForResponse((response) => response.request().method() === 'POST')
  await page.getByLabel('Subject').fill(`${subject} (scheduled)`)
  await formState
  // The stale-data box, when it comes, comes with the answer to that first edit's form state
  await page.waitForTimeout(1000)
  await expect(page.getByText('Document modified')).toBeHidden()
  await page.locator('#action-save').click()
  await expect(page.getByText('Updated successfully')).toBeVisible()
  const scheduled = await page.request.get(`/api/broadcasts/${doc.id}?depth=0`, {
    headers: { Origin: baseURL as string },
  })
  expect(await scheduled.json()).toMatchObject({ subject: `${subject} (scheduled)`, status: 'scheduled' })

  await page.getByLabel('Send at (leave empty for now)').fill('')
  await page.getByRole('button', { name: 'Send now to all confirmed subscribers' }).click()
  await expect(page.getByText('Send this broadcast now to every confirmed subscriber?')).toBeVisible()
  await page.getByRole('button', { name: 'Yes, send now' }).click()
  await expect(page.getByTestId('broadcast-progress')).toContainText(
    /^sent: [1-9]\d* sent, 0 failed, 0 remaining/,
    {
      timeout: 30_000,
    },
  )

  // Once it sends, the letter is the record of what went out: the subject is read-only, without a
  // reload (a save through the API leaves it as stored: tests/int/broadcasts.int.test.ts)
  await expect(page.getByLabel('Subject')).toBeDisabled()
  await expect(page.getByText('Document modified')).toBeHidden()
  const stored = await page.request.get(`/api/broadcasts/${doc.id}?depth=0`, {
    headers: { Origin: baseURL as string },
  })
  expect(await stored.json()).toMatchObject({ subject: `${subject} (scheduled)`, status: 'sent' })

  // One of the messages it sent, in the outbox: its list headers are shown as the mail's header
  // lines, and the admin asks nothing of another host for them (Payload's JSON field would load a
  // code editor from a CDN)
  const outbox = await page.request.get(
    `/api/email-outbox?depth=0&limit=1&where[subject][equals]=${encodeURIComponent(`${subject} (scheduled)`)}&where[list][equals]=true`,
    { headers: { Origin: baseURL as string } },
  )
  const [message] = ((await outbox.json()) as { docs: { id: number }[] }).docs
  const elsewhere: string[] = []
  page.on('request', (request) => {
    if (new URL(request.url()).origin !== new URL(baseURL as string).origin) elsewhere.push(request.url())
  })
  await page.goto(`/admin/collections/email-outbox/${message.id}`)
  const headers = page.getByLabel('Headers')
  await expect(headers).toContainText('List-Unsubscribe: <')
  await expect(headers).toContainText('List-Unsubscribe-Post: List-Unsubscribe=One-Click')
  expect(elsewhere).toEqual([])
})

test('the subscriber list offers the CSV export, and a subscriber the GDPR erase', async ({
  page,
  baseURL,
}) => {
  const asAdmin = { headers: { Origin: baseURL as string } }
  await logInAsAdmin(page)
  await page.goto('/admin/collections/email-signups')
  const exportLink = page.getByRole('link', { name: 'Download all subscribers as CSV' })
  await expect(exportLink).toHaveAttribute('href', '/api/email-signups/export')
  const csv = await page.request.get('/api/email-signups/export', asAdmin)
  expect(csv.status()).toBe(200)
  expect((await csv.text()).split('\n')[0]).toBe(
    'email,status,subscribedAt,confirmedAt,unsubscribedAt,source',
  )

  await page.goto('/')
  const address = `erase-${Date.now().toString(36)}@example.com`
  await page.getByRole('textbox', { name: 'Email address' }).fill(address)
  await page.getByRole('button', { name: 'Sign Up Free' }).click()
  await expect(page.getByText('Thank you!')).toBeVisible()
  const found = await page.request.get(
    `/api/email-signups?where[email][equals]=${encodeURIComponent(address)}`,
    asAdmin,
  )
  const { docs } = (await found.json()) as { docs: { id: number }[] }
  await page.goto(`/admin/collections/email-signups/${docs[0].id}`)
  page.once('dialog', (dialog) => void dialog.accept())
  await page.getByRole('button', { name: 'Erase for good (GDPR)' }).click()
  await expect(page).toHaveURL(/\/admin\/collections\/email-signups(\?|$)/)
  const gone = await page.request.get(
    `/api/email-signups?where[email][equals]=${encodeURIComponent(address)}`,
    asAdmin,
  )
  expect(((await gone.json()) as { totalDocs: number }).totalDocs).toBe(0)
})
