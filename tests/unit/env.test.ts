import { parseEnv } from '@/lib/env'

describe('environment validation', () => {
  it('defaults to the embedded SQLite file and a development secret', () => {
    const env = parseEnv({})
    expect(env.DATABASE_URI).toBe('file:./data/site.db')
    expect(env.PORT).toBe(3000)
    expect(env.PAYLOAD_SECRET.length).toBeGreaterThanOrEqual(16)
  })

  it('accepts MongoDB URIs', () => {
    expect(parseEnv({ DATABASE_URI: 'mongodb+srv://u:p@cluster.example.net/site' }).DATABASE_URI).toMatch(
      /^mongodb\+srv/,
    )
  })

  it('names DATABASE_URI when it is neither a file nor a MongoDB URI', () => {
    expect(() => parseEnv({ DATABASE_URI: 'postgres://localhost/db' })).toThrow(
      'DATABASE_URI must start with file:, mongodb:// or mongodb+srv://',
    )
  })

  it('requires PAYLOAD_SECRET in production', () => {
    expect(() => parseEnv({ NODE_ENV: 'production' })).toThrow('PAYLOAD_SECRET is required in production')
  })

  it('names every wrong variable', () => {
    const attempt = () =>
      parseEnv({ PORT: 'eighty', NEXT_PUBLIC_SERVER_URL: 'not a url', SMTP_URL: 'http://mail' })
    expect(attempt).toThrow(/PORT/)
    expect(attempt).toThrow(/NEXT_PUBLIC_SERVER_URL/)
    expect(attempt).toThrow(/SMTP_URL must start with smtp:\/\/ or smtps:\/\//)
  })

  it('treats empty optional values as unset', () => {
    const env = parseEnv({ STRIPE_API_BASE: '', SMTP_URL: '', STRIPE_SECRET_KEY: '' })
    expect(env.STRIPE_API_BASE).toBeUndefined()
    expect(env.SMTP_URL).toBeUndefined()
    expect(env.STRIPE_SECRET_KEY).toBeUndefined()
  })

  it('rejects an admin password shorter than 8 characters', () => {
    expect(() => parseEnv({ ADMIN_PASSWORD: 'short' })).toThrow(
      'ADMIN_PASSWORD must be at least 8 characters',
    )
  })
})
