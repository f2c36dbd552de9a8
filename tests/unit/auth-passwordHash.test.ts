import crypto from 'node:crypto'

import { hashPassword, verifyPassword } from '@/platform/passwordHash'

describe('the import password hash', () => {
  it("has Payload's current format: 64-hex salt, pbkdf2-sha256-v1 prefix and a 32-byte hex key", async () => {
    const { salt, hash } = await hashPassword('Welcome-LetGo-2026')
    expect(salt).toMatch(/^[0-9a-f]{64}$/)
    expect(hash).toMatch(/^pbkdf2-sha256-v1:[0-9a-f]{64}$/)
    const expected = crypto.pbkdf2Sync('Welcome-LetGo-2026', salt, 600_000, 32, 'sha256').toString('hex')
    expect(hash).toBe(`pbkdf2-sha256-v1:${expected}`)
  })

  it('verifies the right password only', async () => {
    const stored = await hashPassword('right-password')
    await expect(verifyPassword('right-password', stored)).resolves.toBe(true)
    await expect(verifyPassword('wrong-password', stored)).resolves.toBe(false)
    await expect(verifyPassword('right-password', { salt: null, hash: null })).resolves.toBe(false)
  })

  it("verifies Payload's legacy hashes (25,000 iterations, 512-byte key)", async () => {
    const salt = crypto.randomBytes(32).toString('hex')
    const hash = crypto.pbkdf2Sync('legacy-password', salt, 25_000, 512, 'sha256').toString('hex')
    await expect(verifyPassword('legacy-password', { salt, hash })).resolves.toBe(true)
    await expect(verifyPassword('other-password', { salt, hash })).resolves.toBe(false)
  })
})
