import { z } from 'zod'

import { passwordPolicyError } from './passwordPolicy'

const DEV_SECRET = 'dev-only-secret-change-me-0123456789'
/** The demo's admin: created by the seeder only outside a public production site. */
export const DEMO_ADMIN_EMAIL = 'admin@example.com'
export const DEMO_ADMIN_PASSWORD = 'admin-password-123'
/** The demo's shared import password: refused by a public production site. */
export const DEMO_IMPORT_PASSWORD = 'Welcome-LetGo-2026'

const optionalUrl = z
  .string()
  .trim()
  .transform((value) => value || undefined)
  .pipe(z.url().optional())
  .optional()

const optionalText = z
  .string()
  .trim()
  .transform((value) => value || undefined)
  .optional()

const booleanFlag = z
  .enum(['true', 'false', '1', '0', ''])
  .optional()
  .transform((value) => value === 'true' || value === '1')

export const envSchema = z
  .object({
    NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
    DATABASE_URI: z
      .string()
      .trim()
      .default('file:./data/site.db')
      .refine((value) => /^(file:|mongodb:\/\/|mongodb\+srv:\/\/)/.test(value), {
        message: 'must start with file:, mongodb:// or mongodb+srv://',
      }),
    PAYLOAD_SECRET: optionalText.pipe(z.string().min(16, 'must be at least 16 characters').optional()),
    PORT: z.coerce.number().int().min(1).max(65535).default(3000),
    NEXT_PUBLIC_SERVER_URL: z.url().default('http://localhost:3000'),
    ADMIN_EMAIL: z.email().default(DEMO_ADMIN_EMAIL),
    ADMIN_PASSWORD: optionalText.pipe(z.string().min(8, 'must be at least 8 characters').optional()),
    // The shared password of imported users (spec §7 bulk import); it must pass the password policy
    IMPORT_DEFAULT_PASSWORD: optionalText,
    // Days after an import during which the shared password still signs the imported account in
    IMPORTED_PASSWORD_TTL_DAYS: z.coerce.number().int().min(1).max(365).default(14),
    STRIPE_SECRET_KEY: optionalText,
    STRIPE_PRICE_ID: optionalText,
    STRIPE_WEBHOOK_SECRET: optionalText,
    STRIPE_API_BASE: optionalUrl,
    SMTP_URL: optionalText.pipe(
      z
        .string()
        .regex(/^smtps?:\/\//, 'must start with smtp:// or smtps://')
        .optional(),
    ),
    EMAIL_FROM: z.string().trim().min(3).default('Site <no-reply@localhost>'),
    // Double opt-in: a new subscriber confirms the address from an e-mailed link (false: confirmed at once)
    EMAIL_DOUBLE_OPT_IN: z
      .enum(['true', 'false', '1', '0', ''])
      .optional()
      .transform((value) => value !== 'false' && value !== '0'),
    // Attempts at one outgoing e-mail before the outbox marks it failed (the owner can retry it from the admin)
    EMAIL_MAX_ATTEMPTS: z.coerce.number().int().min(1).max(50).default(8),
    // How often this process sends due e-mails from the outbox (six-field cron, seconds first); "off" leaves it to other nodes
    EMAIL_QUEUE_CRON: z.string().trim().default('*/5 * * * * *'),
    // A message still "sending" this long after its claim is taken for lost in a crash and sent again
    EMAIL_IN_FLIGHT_TIMEOUT_SECONDS: z.coerce.number().int().min(10).max(86_400).default(600),
    // Messages handed to the mail server at once (over as many pooled SMTP connections)
    EMAIL_SEND_CONCURRENCY: z.coerce.number().int().min(1).max(50).default(16),
    // The mailto: address of List-Unsubscribe (unset: the address of EMAIL_FROM)
    EMAIL_UNSUBSCRIBE_MAILTO: optionalText.pipe(z.email().optional()),
    TRUST_PROXY: booleanFlag,
    RATE_LIMIT_FACTOR: z.coerce.number().positive().default(1),
    RATE_LIMIT_WINDOW_SECONDS: z.coerce.number().int().positive().default(60),
    RATE_LIMIT_LOGIN: z.coerce.number().int().positive().default(10),
    RATE_LIMIT_SIGNUP: z.coerce.number().int().positive().default(5),
    RATE_LIMIT_EMAIL_SIGNUP: z.coerce.number().int().positive().default(10),
    RATE_LIMIT_CHANGE_PASSWORD: z.coerce.number().int().positive().default(5),
    RATE_LIMIT_FORGOT_PASSWORD: z.coerce.number().int().positive().default(5),
    RATE_LIMIT_RESET_PASSWORD: z.coerce.number().int().positive().default(10),
    RATE_LIMIT_COURSE_PAGE_VIEW: z.coerce.number().int().positive().default(30),
    RATE_LIMIT_CHECKOUT: z.coerce.number().int().positive().default(10),
    RATE_LIMIT_SESSION_CHANGE: z.coerce.number().int().positive().default(10),
    // memory: each process counts alone; cluster: the workers of one box share the counts (kept by the
    // cluster's primary); database: every app node shares them (unset: database on MongoDB, cluster on
    // SQLite with more than one worker, else memory)
    RATE_LIMIT_STORE: z
      .enum(['memory', 'cluster', 'database', ''])
      .optional()
      .transform((value) => value || undefined),
    // Worker processes of `npm start` (unset: one per core); the primary sets it for its workers
    WEB_CONCURRENCY: z.coerce.number().int().min(1).optional().catch(undefined),
    // Password hashes (pbkdf2) computed at once; more wait, so logins cannot take every core
    PASSWORD_HASH_CONCURRENCY: z.coerce.number().int().min(1).default(1),
    // Requests the production server works on at once; more wait in arrival order (page-cache hits, static files and media do not)
    REQUEST_CONCURRENCY: z.coerce.number().int().min(1).default(4),
    // Seconds an anonymous page view is served from the page cache (0 turns it off); content edits expire it at once
    PAGE_CACHE_SECONDS: z.coerce.number().int().min(0).default(60),
    LOG_LEVEL: z.enum(['trace', 'debug', 'info', 'warn', 'error', 'fatal', 'silent']).default('info'),
    MEETUP_GROUP_URLNAME: optionalText,
    MEETUP_TOKEN: optionalText,
    MEETUP_API_URL: z.url().default('https://api.meetup.com/gql-ext'),
    S3_BUCKET: optionalText,
    S3_REGION: optionalText.transform((value) => value ?? 'us-east-1'),
    S3_ENDPOINT: optionalText.pipe(
      z.url({ protocol: /^https?$/, error: 'must be an http(s) URL' }).optional(),
    ),
    S3_ACCESS_KEY_ID: optionalText,
    S3_SECRET_ACCESS_KEY: optionalText,
    S3_FORCE_PATH_STYLE: booleanFlag,
    S3_PREFIX: optionalText,
  })
  .transform((env, ctx) => {
    if (!env.PAYLOAD_SECRET && env.NODE_ENV === 'production') {
      ctx.addIssue({
        code: 'custom',
        path: ['PAYLOAD_SECRET'],
        message: 'is required in production',
      })
    }
    const publicProduction = isPublicProduction(env)
    const adminPasswordProblem = env.ADMIN_PASSWORD ? passwordPolicyError(env.ADMIN_PASSWORD) : null
    if (adminPasswordProblem) {
      ctx.addIssue({ code: 'custom', path: ['ADMIN_PASSWORD'], message: adminPasswordProblem })
    }
    const importPassword = env.IMPORT_DEFAULT_PASSWORD ?? DEMO_IMPORT_PASSWORD
    const importPasswordProblem = passwordPolicyError(importPassword)
    if (importPasswordProblem) {
      ctx.addIssue({ code: 'custom', path: ['IMPORT_DEFAULT_PASSWORD'], message: importPasswordProblem })
    } else if (publicProduction && importPassword === DEMO_IMPORT_PASSWORD) {
      ctx.addIssue({
        code: 'custom',
        path: ['IMPORT_DEFAULT_PASSWORD'],
        message: 'must be set to a password of your own in production (the demo value is public)',
      })
    }
    if (publicProduction && env.ADMIN_EMAIL.toLowerCase() === DEMO_ADMIN_EMAIL) {
      // The owner's address: buyers are told to write to it, and it receives booking notices and
      // calendar invitations; the demo's address reaches nobody.
      ctx.addIssue({
        code: 'custom',
        path: ['ADMIN_EMAIL'],
        message: "must be the owner's own address in production (buyers are told to write to it)",
      })
    }
    if (env.S3_BUCKET) {
      for (const key of ['S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY'] as const) {
        if (!env[key])
          ctx.addIssue({ code: 'custom', path: [key], message: 'is required when S3_BUCKET is set' })
      }
    }
    if (ctx.issues.length > 0) return z.NEVER
    return {
      ...env,
      PAYLOAD_SECRET: env.PAYLOAD_SECRET ?? DEV_SECRET,
      // A public production site never gets the demo admin password: unset, the seeder creates no admin.
      ADMIN_PASSWORD: env.ADMIN_PASSWORD ?? (publicProduction ? undefined : DEMO_ADMIN_PASSWORD),
      IMPORT_DEFAULT_PASSWORD: importPassword,
      // Several processes must share one count, or each would give an attacker its own guesses.
      RATE_LIMIT_STORE:
        env.RATE_LIMIT_STORE ??
        (isMongoUri(env.DATABASE_URI) ? 'database' : (env.WEB_CONCURRENCY ?? 1) > 1 ? 'cluster' : 'memory'),
    }
  })

export type Env = z.infer<typeof envSchema>

export class EnvError extends Error {
  constructor(issues: z.core.$ZodIssue[]) {
    const lines = issues.map((issue) => `${issue.path.join('.') || 'env'} ${issue.message}`)
    super(`Invalid environment: ${lines.join('; ')}`)
    this.name = 'EnvError'
  }
}

/** Validates a set of variables; throws an EnvError naming every wrong one. */
export function parseEnv(source: Record<string, string | undefined>): Env {
  const result = envSchema.safeParse(source)
  if (!result.success) throw new EnvError(result.error.issues)
  return result.data
}

let cached: Env | undefined

export function getEnv(): Env {
  cached ??= parseEnv(process.env)
  return cached
}

/**
 * Reads the environment afresh at the next getEnv() (integration tests set theirs before they
 * boot Payload; a module a test imported first may already have read it).
 */
export function forgetEnv(): void {
  cached = undefined
}

/** A real deployment: a production build served at an https:// origin (the localhost demo is not one). */
export const isPublicProduction = (env: { NODE_ENV: string; NEXT_PUBLIC_SERVER_URL: string }): boolean =>
  env.NODE_ENV === 'production' && env.NEXT_PUBLIC_SERVER_URL.startsWith('https://')

export const isMongoUri = (uri: string) => /^mongodb(\+srv)?:\/\//.test(uri)
