import fs from 'node:fs'

import AxeBuilder from '@axe-core/playwright'
import { expect, test, type Locator, type Page } from '@playwright/test'
import { stringify } from 'csv-stringify/sync'

import { ADMIN } from '../../scripts/lib/demoAdmin'

const WEEK_MS = 7 * 24 * 60 * 60 * 1000
const run = Date.now().toString(36)

const CHARTS = [
  { series: 'subscribers', title: 'Subscribers per week' },
  { series: 'crashCourse', title: 'The crash-course sequence' },
  { series: 'funnel', title: 'How to Let Go funnel' },
  { series: 'sales', title: 'How to Let Go: from the course page to purchases' },
  { series: 'bookings', title: 'Bookings per month' },
  { series: 'broadcasts', title: 'Broadcasts' },
]

async function logInToAdmin(page: Page) {
  await page.goto('/admin/login')
  await page.getByLabel('Email').fill(ADMIN.email)
  await page.getByLabel('Password').fill(ADMIN.password)
  await page.getByRole('button', { name: 'Login' }).click()
  await expect(page).toHaveURL(/\/admin$/)
}

/** Subscribers recorded through the REST API as the admin: three this week and one 30 weeks ago. */
async function addSubscribers(page: Page) {
  const origin = new URL(page.url()).origin
  const dates = [0, 0, 0, 30].map((weeksAgo) => new Date(Date.now() - weeksAgo * WEEK_MS).toISOString())
  for (const [index, subscribedAt] of dates.entries()) {
    const response = await page.request.post('/api/email-signups', {
      headers: { Origin: origin },
      data: {
        email: `dash-${run}-${index}@example.com`,
        status: 'confirmed',
        subscribedAt,
        confirmedAt: subscribedAt,
      },
    })
    expect(response.status()).toBe(201)
  }
}

const chart = (page: Page, series: string) => page.getByTestId(`chart-${series}`)

/** The table's cells as text, header first: what the CSV must hold. */
const tableCells = (card: Locator) =>
  card
    .locator('table')
    .evaluate((table: HTMLTableElement) =>
      Array.from(table.rows).map((row) => Array.from(row.cells).map((cell) => cell.textContent ?? '')),
    )

const columnSum = (cells: string[][], header: string) => {
  const index = cells[0].indexOf(header)
  return cells.slice(1).reduce((sum, row) => sum + Number(row[index]), 0)
}

test.describe("the owner's dashboard", () => {
  test.beforeEach(async ({ page }) => {
    await logInToAdmin(page)
  })

  test('shows each chart with its table and when it was computed', async ({ page }) => {
    await expect(page.getByRole('heading', { level: 2, name: 'Your business at a glance' })).toBeVisible()
    for (const { series, title } of CHARTS) {
      const card = chart(page, series)
      await expect(card.getByRole('heading', { level: 3, name: title })).toBeVisible()
      await expect(card.getByRole('img', { name: new RegExp(`^Chart: ${title}`) })).toBeVisible()
      await expect(card.locator('.recharts-wrapper')).toBeVisible()
      await expect(card.locator('table caption')).toContainText(title)
      await expect(card.getByText(/^Computed at/)).toBeVisible()
      await expect(card.getByLabel('Date range')).toHaveValue('12w')
      // The six cards' controls share their names; each is described by its card's title
      await expect(card.getByLabel('Date range')).toHaveAccessibleDescription(title)
      await expect(card.getByRole('button', { name: 'Download CSV' })).toHaveAccessibleDescription(title)
    }
    await expect(chart(page, 'funnel').locator('tbody tr')).toHaveCount(41)
  })

  test('switching the range changes the numbers', async ({ page }) => {
    await addSubscribers(page)
    await page.reload()
    const card = chart(page, 'subscribers')
    await expect(card.locator('tbody tr')).toHaveCount(12)
    const twelveWeeks = await tableCells(card)
    expect(columnSum(twelveWeeks, 'New')).toBeGreaterThanOrEqual(3)

    await card.getByLabel('Date range').selectOption('52w')
    await expect(card.locator('tbody tr')).toHaveCount(52)
    await expect(card.locator('table caption')).toContainText('last 52 weeks')
    const year = await tableCells(card)
    expect(columnSum(year, 'New')).toBe(columnSum(twelveWeeks, 'New') + 1)

    await card.getByLabel('Date range').selectOption('4w')
    await expect(card.locator('tbody tr')).toHaveCount(4)
  })

  test('the table is shown on request, and the CSV download holds the same numbers', async ({ page }) => {
    for (const { series } of CHARTS) {
      const card = chart(page, series)
      await expect(card.locator('table')).toBeAttached()
      await card.getByRole('button', { name: 'Show table' }).click()
      await expect(card.locator('table')).toBeVisible()
      await expect(card.getByRole('button', { name: 'Hide table' })).toHaveAttribute('aria-expanded', 'true')

      const [download] = await Promise.all([
        page.waitForEvent('download'),
        card.getByRole('button', { name: 'Download CSV' }).click(),
      ])
      expect(download.suggestedFilename()).toBe(`${series}-12w.csv`)
      const csv = fs.readFileSync((await download.path()) as string, 'utf8')
      expect(csv).toBe(stringify(await tableCells(card)))
    }
  })

  test('axe finds no serious or critical violation in the dashboard', async ({ page }) => {
    for (const { series } of CHARTS)
      await expect(chart(page, series).locator('.recharts-wrapper')).toBeVisible()
    await chart(page, 'subscribers').getByRole('button', { name: 'Show table' }).click()
    const results = await new AxeBuilder({ page })
      .include('section[aria-labelledby="owner-dashboard-heading"]')
      .analyze()
    const serious = results.violations
      .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
      .map(
        (violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`,
      )
    expect(serious).toEqual([])
  })

  test('a visitor is refused the numbers (403)', async ({ playwright, baseURL }) => {
    const visitor = await playwright.request.newContext({ baseURL })
    const response = await visitor.get('/api/dashboard?range=4w')
    expect(response.status()).toBe(403)
    expect(await response.json()).toEqual({ error: 'Only admins can see the dashboard' })
    await visitor.dispose()
  })
})
