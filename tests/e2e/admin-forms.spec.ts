import { expect, test } from '@playwright/test'

import { ADMIN } from '../../scripts/lib/demoAdmin'

/**
 * The owner's saves through Payload's own admin form, which the server's argument checks see as
 * the form sends them (an empty list, for one, arrives as its row count, 0).
 */
test("the owner edits and saves a program that has no features, choosing its section by the select's label, and the save goes through", async ({
  page,
  baseURL,
}) => {
  const asAdmin = { headers: { Origin: baseURL as string } }
  await page.goto('/admin/login')
  await page.getByLabel('Email').fill(ADMIN.email)
  await page.getByLabel('Password').fill(ADMIN.password)
  await page.getByRole('button', { name: 'Login' }).click()
  await expect(page).toHaveURL(/\/admin$/)

  const slug = `form-check-${Date.now().toString(36)}`
  const created = await page.request.post('/api/programs', {
    ...asAdmin,
    data: {
      slug,
      title: 'Form check',
      description: 'A program with no features.',
      badge: 'Coming Soon',
      link: '/programs',
      section: 'academic',
      comingSoon: true,
    },
  })
  expect(created.status()).toBe(201)
  const { doc } = (await created.json()) as { doc: { id: number } }
  try {
    await page.goto(`/admin/collections/programs/${doc.id}`)
    await page.getByLabel('Title').fill('Form check, edited')
    // A select field is found by its label, as a text field is
    await page.getByRole('combobox', { name: 'Section' }).click()
    await page.getByRole('option', { name: 'Other Programs' }).click()
    await page.locator('#action-save').click()
    await expect(page.getByText('Updated successfully')).toBeVisible()
    const stored = await page.request.get(`/api/programs/${doc.id}?depth=0`, asAdmin)
    expect(await stored.json()).toMatchObject({ title: 'Form check, edited', section: 'other', features: [] })
  } finally {
    expect((await page.request.delete(`/api/programs/${doc.id}`, asAdmin)).status()).toBe(200)
  }
})
