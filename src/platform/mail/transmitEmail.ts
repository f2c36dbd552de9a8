import { randomUUID } from 'node:crypto'

import type { Payload } from 'payload'

import { processWide } from '../processWide'
import { createSmtpPool, type SmtpPoolOptions } from './smtpPool'
import { asciiAddress, composeMessage, type MimeMessage } from './mimeMessage'

const summarise = (message: MimeMessage) =>
  [`to=${message.to}`, `subject=${JSON.stringify(message.subject)}`].join(' ')

/** What a developer reads in the log: the text part, else the HTML one. */
const loggedBody = ({ text, html }: MimeMessage): string => text ?? html ?? ''

/** A slow or silent SMTP server fails the attempt (the outbox retries it) instead of holding the job. */
const SMTP_TIMEOUTS = { connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: 30_000 }

const pools = processWide('smtp-pools', () => new Map<string, ReturnType<typeof createSmtpPool>>())

/**
 * One pool per SMTP URL: `connections` open connections, each kept for as many messages as the
 * server accepts, so a broadcast does not pay a TCP and TLS handshake per message.
 */
function smtpPool(smtpUrl: string, connections: number) {
  let pool = pools.get(smtpUrl)
  if (!pool) {
    pool = createSmtpPool({ ...smtpOptionsFromUrl(smtpUrl), ...SMTP_TIMEOUTS }, connections)
    pools.set(smtpUrl, pool)
  }
  return pool
}

/** An smtp(s):// URL as nodemailer reads it (host, port, secure, auth, query options). */
function smtpOptionsFromUrl(smtpUrl: string): SmtpPoolOptions {
  const url = new URL(smtpUrl)
  const options: Record<string, unknown> = {
    host: url.hostname,
    port: url.port ? Number(url.port) : undefined,
    secure: url.protocol === 'smtps:',
  }
  if (url.username) {
    options.auth = { user: decodeURIComponent(url.username), pass: decodeURIComponent(url.password) }
  }
  for (const [key, value] of url.searchParams) {
    options[key] = value === 'true' ? true : value === 'false' ? false : value
  }
  return options
}

/**
 * Hands one message to the mail server: SMTP when `smtpUrl` is set (the message composed here and
 * handed to a pooled connection), otherwise the message is written to the log so a developer
 * can read it. Called only by the outbox (src/platform/mail/outbox.ts).
 */
export async function transmitEmail(
  payload: Payload,
  { smtpUrl, connections = 1 }: { smtpUrl?: string; connections?: number },
  message: MimeMessage,
): Promise<void> {
  if (!smtpUrl) {
    payload.logger.info(`[email] ${summarise(message)}\n${loggedBody(message)}`)
    return
  }
  await smtpPool(smtpUrl, connections).send(
    { from: asciiAddress(message.from.address), to: [asciiAddress(message.to)] },
    composeMessage(message, { id: randomUUID(), date: new Date() }),
  )
}
