import { expect, test } from '@playwright/test'

import { ADMIN } from '../../scripts/lib/demoAdmin'
import { adminToken, sessionTokenOf } from './support/adminSession'

test('the home page renders the brand from the site settings', async ({ page }) => {
  const response = await page.goto('/')
  expect(response?.status()).toBe(200)
  await expect(page.getByText('Jordan Avery').first()).toBeVisible()
})

test('the seeded admin can log in to /admin', async ({ page }) => {
  await page.goto('/admin')
  await page.getByLabel('Email').fill(ADMIN.email)
  await page.getByLabel('Password').fill(ADMIN.password)
  await page.getByRole('button', { name: 'Login' }).click()
  await expect(
    page.getByRole('heading', { name: 'Dashboard' }).or(page.getByText('Collections').first()),
  ).toBeVisible()
  await expect(page).not.toHaveURL(/\/admin\/login/)
})

test('a member is refused the admin', async ({ page, request }) => {
  const token = await adminToken(request)
  const member = { email: `member-${Date.now()}@example.com`, password: 'member-password-1' }
  const created = await request.post('/api/users', {
    data: { ...member, roles: ['member'], requirePasswordChange: false },
    headers: { Authorization: `JWT ${token}` },
  })
  expect(created.status()).toBe(201)

  await page.goto('/admin/login')
  await page.getByLabel('Email').fill(member.email)
  await page.getByLabel('Password').fill(member.password)
  await page.getByRole('button', { name: 'Login' }).click()
  await expect(page.getByText(/not allowed|unauthorized/i).first()).toBeVisible()
  await page.goto('/admin/collections/users')
  await expect(page.getByRole('heading', { name: 'Users' })).not.toBeVisible()
})

test('no REST answer carries a password hash or salt', async ({ request }) => {
  const login = await request.post('/api/users/login', { data: ADMIN })
  const body = await login.text()
  expect(body).not.toMatch(/"(hash|salt)"/)
  const token = sessionTokenOf(login)
  const users = await request.get('/api/users?limit=100', { headers: { Authorization: `JWT ${token}` } })
  expect(users.ok()).toBeTruthy()
  expect(await users.text()).not.toMatch(/"(hash|salt)"/)
  const anonymous = await request.get('/api/users')
  expect(anonymous.status()).toBe(403)
})
