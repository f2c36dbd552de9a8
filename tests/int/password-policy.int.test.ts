import { COMMON_PASSWORD_MESSAGE, isCommonPassword, passwordPolicyError } from '@/platform/passwordPolicy'

import { startApi, type ApiClient } from './helpers/authApi'

let api: ApiClient

beforeAll(async () => {
  api = await startApi()
})

afterAll(async () => {
  await api.ctx.cleanup()
})

describe('the password policy (OWASP ASVS L2)', () => {
  it('knows the most common passwords from the shipped list, case-insensitively', () => {
    expect(isCommonPassword('password')).toBe(true)
    expect(isCommonPassword('QWERTY123')).toBe(true)
    expect(isCommonPassword('correct horse battery staple 9')).toBe(false)
  })

  it('accepts 8 to 128 characters with no composition rules', () => {
    expect(passwordPolicyError('glass river quietly')).toBeNull()
    expect(passwordPolicyError('x'.repeat(64))).toBeNull()
    expect(passwordPolicyError('x'.repeat(129))).toBe('Password must be at most 128 characters')
    expect(passwordPolicyError('short')).toBe('Password must be at least 8 characters')
  })

  it('refuses a common password at sign-up and creates no account', async () => {
    const response = await api.call('POST', '/auth/signup', {
      body: { email: 'common@example.com', password: 'password1' },
    })
    expect(response.status).toBe(400)
    expect(await response.json()).toEqual({ error: COMMON_PASSWORD_MESSAGE })
    expect(
      (await api.payload.count({ collection: 'users', where: { email: { equals: 'common@example.com' } } }))
        .totalDocs,
    ).toBe(0)
  })

  it('refuses a common new password at a password change and keeps the old one', async () => {
    await api.createMember('changer@example.com', 'first-password-77')
    const cookie = await api.login('changer@example.com', 'first-password-77')
    const response = await api.call('POST', '/auth/change-password', {
      cookie,
      body: { currentPassword: 'first-password-77', newPassword: 'iloveyou', confirmPassword: 'iloveyou' },
    })
    expect(response.status).toBe(400)
    expect((await response.json()).error).toBe(COMMON_PASSWORD_MESSAGE)
    await expect(api.login('changer@example.com', 'first-password-77')).resolves.toContain('payload-token=')
  })

  it('refuses a common password set through the admin too', async () => {
    await expect(
      api.payload.create({
        collection: 'users',
        data: {
          email: 'admin-made@example.com',
          password: 'baseball',
          roles: ['member'],
          requirePasswordChange: false,
        },
      }),
    ).rejects.toMatchObject({ data: { errors: [{ path: 'password', message: COMMON_PASSWORD_MESSAGE }] } })
  })
})
