import { readFileSync } from 'node:fs'
import path from 'node:path'

import { DEMO_ADMIN_PASSWORD, DEMO_IMPORT_PASSWORD, envSchema, parseEnv } from '@/platform/env'

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

  describe('deployment defaults', () => {
    const secret = { PAYLOAD_SECRET: 'production-secret-0123456789' }
    const publicProduction = {
      ...secret,
      NODE_ENV: 'production',
      NEXT_PUBLIC_SERVER_URL: 'https://coach.example',
    }
    const localhostProduction = {
      ...secret,
      NODE_ENV: 'production',
      NEXT_PUBLIC_SERVER_URL: 'http://localhost:3000',
    }
    const ownImportPassword = {
      IMPORT_DEFAULT_PASSWORD: 'our-own-import-phrase-51',
      ADMIN_EMAIL: 'owner@coach.example',
    }

    it('refuses a common IMPORT_DEFAULT_PASSWORD, naming it', () => {
      expect(() => parseEnv({ IMPORT_DEFAULT_PASSWORD: 'password123' })).toThrow(
        /IMPORT_DEFAULT_PASSWORD This password is too common/,
      )
    })

    it('refuses an IMPORT_DEFAULT_PASSWORD shorter than 8 characters, naming it', () => {
      expect(() => parseEnv({ IMPORT_DEFAULT_PASSWORD: 'Wel-26' })).toThrow(
        'IMPORT_DEFAULT_PASSWORD Password must be at least 8 characters',
      )
    })

    it('refuses the demo import password on a public production site, set or by default', () => {
      expect(() => parseEnv({ ...publicProduction, IMPORT_DEFAULT_PASSWORD: DEMO_IMPORT_PASSWORD })).toThrow(
        /IMPORT_DEFAULT_PASSWORD must be set to a password of your own/,
      )
      expect(() => parseEnv(publicProduction)).toThrow(/IMPORT_DEFAULT_PASSWORD/)
      expect(parseEnv({ ...publicProduction, ...ownImportPassword }).IMPORT_DEFAULT_PASSWORD).toBe(
        'our-own-import-phrase-51',
      )
    })

    it('refuses the demo admin address on a public production site: buyers are told to write to it', () => {
      expect(() =>
        parseEnv({ ...publicProduction, ...ownImportPassword, ADMIN_EMAIL: 'Admin@Example.com' }),
      ).toThrow(/ADMIN_EMAIL must be the owner's own address in production/)
      expect(() =>
        parseEnv({ ...publicProduction, IMPORT_DEFAULT_PASSWORD: 'our-own-import-phrase-51' }),
      ).toThrow(/ADMIN_EMAIL/)
      expect(parseEnv({ ...publicProduction, ...ownImportPassword }).ADMIN_EMAIL).toBe('owner@coach.example')
      expect(parseEnv(localhostProduction).ADMIN_EMAIL).toBe('admin@example.com')
    })

    it('accepts the demo import password on a localhost production build', () => {
      expect(DEMO_IMPORT_PASSWORD).toBe('Welcome-LetGo-2026')
      expect(
        parseEnv({ ...localhostProduction, IMPORT_DEFAULT_PASSWORD: DEMO_IMPORT_PASSWORD })
          .IMPORT_DEFAULT_PASSWORD,
      ).toBe(DEMO_IMPORT_PASSWORD)
      expect(parseEnv(localhostProduction).IMPORT_DEFAULT_PASSWORD).toBe(DEMO_IMPORT_PASSWORD)
    })

    it('leaves ADMIN_PASSWORD unset on a public production site, and the demo value elsewhere', () => {
      expect(parseEnv({ ...publicProduction, ...ownImportPassword }).ADMIN_PASSWORD).toBeUndefined()
      expect(
        parseEnv({ ...publicProduction, ...ownImportPassword, ADMIN_PASSWORD: '' }).ADMIN_PASSWORD,
      ).toBeUndefined()
      expect(parseEnv(localhostProduction).ADMIN_PASSWORD).toBe(DEMO_ADMIN_PASSWORD)
      expect(parseEnv({}).ADMIN_PASSWORD).toBe(DEMO_ADMIN_PASSWORD)
    })

    it('keeps an imported password working 14 days unless IMPORTED_PASSWORD_TTL_DAYS says otherwise', () => {
      expect(parseEnv({}).IMPORTED_PASSWORD_TTL_DAYS).toBe(14)
      expect(parseEnv({ IMPORTED_PASSWORD_TTL_DAYS: '3' }).IMPORTED_PASSWORD_TTL_DAYS).toBe(3)
      expect(() => parseEnv({ IMPORTED_PASSWORD_TTL_DAYS: '0' })).toThrow(/IMPORTED_PASSWORD_TTL_DAYS/)
    })
  })
})

describe('docker-compose.yml', () => {
  it("gives the app containers every variable of the app's, but NODE_ENV (the image's) and STRIPE_API_BASE (tests only)", () => {
    const compose = readFileSync(path.join(__dirname, '../../docker-compose.yml'), 'utf8')
    const app = compose.slice(
      compose.indexOf('\n  app:'),
      compose.indexOf('\n    volumes:', compose.indexOf('\n  app:')),
    )
    const passed = new Set([...app.matchAll(/^ {6}([A-Z][A-Z0-9_]*):/gm)].map((match) => match[1]))
    const variables = Object.keys(envSchema.in.shape)
    expect(variables.filter((name) => !passed.has(name))).toEqual(['NODE_ENV', 'STRIPE_API_BASE'])
    expect([...passed].filter((name) => !variables.includes(name))).toEqual([])
  })
})
