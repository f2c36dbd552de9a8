import type { Payload } from 'payload'

import { AdminAccountError, createAdmin } from '@/features/accounts/adminAccount'
import { DEMO_ADMIN_PASSWORD, parseEnv } from '@/platform/env'
import { COMMON_PASSWORD_MESSAGE } from '@/platform/passwordPolicy'
import { ensureAdmin } from '@/seed'

import { startApi, type ApiClient } from './helpers/authApi'

let api: ApiClient
let payload: Payload

beforeAll(async () => {
  api = await startApi()
  payload = api.payload
})

afterAll(async () => {
  await api?.ctx.cleanup()
})

const SECRET = 'deploy-test-secret-0123456789'

const accountsOf = async (email: string) =>
  (await payload.count({ collection: 'users', where: { email: { equals: email } } })).totalDocs

const userOf = async (email: string) =>
  (await payload.find({ collection: 'users', where: { email: { equals: email } } })).docs[0]

/** The seeder's admin step with the admin settings a given environment yields. */
function seedAdminFrom(source: Record<string, string>) {
  const env = parseEnv({ PAYLOAD_SECRET: SECRET, ...source })
  return ensureAdmin(payload, { adminEmail: env.ADMIN_EMAIL, adminPassword: env.ADMIN_PASSWORD })
}

describe('no default admin password on a public production site', () => {
  const publicProduction = {
    NODE_ENV: 'production',
    NEXT_PUBLIC_SERVER_URL: 'https://coach.example',
    IMPORT_DEFAULT_PASSWORD: 'our-own-import-phrase-51',
    ADMIN_EMAIL: 'owner@coach.example',
  }

  it('leaves ADMIN_PASSWORD unset, and the seeder creates no admin', async () => {
    expect(parseEnv({ PAYLOAD_SECRET: SECRET, ...publicProduction }).ADMIN_PASSWORD).toBeUndefined()
    await seedAdminFrom(publicProduction)
    expect(await accountsOf('owner@coach.example')).toBe(0)
  })

  it('seeds the demo admin on the localhost demo, who signs in with the demo password', async () => {
    await seedAdminFrom({
      NODE_ENV: 'production',
      NEXT_PUBLIC_SERVER_URL: 'http://localhost:3000',
      ADMIN_EMAIL: 'demo-admin@example.com',
    })
    await expect(api.login('demo-admin@example.com', DEMO_ADMIN_PASSWORD)).resolves.toContain(
      'payload-token=',
    )
  })
})

describe('npm run create-admin', () => {
  it('refuses to run without ADMIN_PASSWORD, naming it', async () => {
    const attempt = createAdmin(payload, { email: 'nopass@example.com', password: undefined })
    await expect(attempt).rejects.toThrow(AdminAccountError)
    await expect(attempt).rejects.toThrow(/^ADMIN_PASSWORD is required/)
    expect(await accountsOf('nopass@example.com')).toBe(0)
  })

  it('refuses a short or common password with the policy message, and creates nobody', async () => {
    await expect(createAdmin(payload, { email: 'weak@example.com', password: 'short' })).rejects.toThrow(
      'ADMIN_PASSWORD refused: Password must be at least 8 characters',
    )
    await expect(
      createAdmin(payload, { email: 'weak@example.com', password: 'password123' }),
    ).rejects.toThrow(`ADMIN_PASSWORD refused: ${COMMON_PASSWORD_MESSAGE}`)
    expect(await accountsOf('weak@example.com')).toBe(0)
  })

  it('creates an admin who signs in at once', async () => {
    await createAdmin(payload, { email: 'owner@example.com', password: 'a-long-owner-phrase-7' })
    await expect(api.login('owner@example.com', 'a-long-owner-phrase-7')).resolves.toContain('payload-token=')
    expect(await userOf('owner@example.com')).toMatchObject({
      roles: ['admin'],
      requirePasswordChange: false,
    })
  })

  it('says the e-mail already has an account and changes nothing', async () => {
    await api.createMember('taken@example.com', 'members-own-phrase-3')
    await expect(
      createAdmin(payload, { email: 'taken@example.com', password: 'attackers-phrase-99' }),
    ).rejects.toThrow('taken@example.com already has an account: nothing was changed.')
    expect((await userOf('taken@example.com')).roles).toEqual(['member'])
    await expect(api.login('taken@example.com', 'members-own-phrase-3')).resolves.toContain('payload-token=')
    await expect(api.login('taken@example.com', 'attackers-phrase-99')).rejects.toThrow(/401/)
  })
})
