import { randomUUID } from 'node:crypto'

import type { Payload } from 'payload'
import nodemailer, { type Transporter } from 'nodemailer'

import { processWide } from '../server/processWide'
import { asciiAddress, composeMessage, messageIdOf, type MimeMessage } from './mimeMessage'

const summarise = (message: MimeMessage) =>
  [`to=${message.to}`, `subject=${JSON.stringify(message.subject)}`].join(' ')

/** What a developer reads in the log: the text part, else the HTML one. */
const loggedBody = ({ text, html }: MimeMessage): string => text ?? html ?? ''

/** A slow or silent SMTP server fails the attempt (the outbox retries it) instead of holding the job. */
const SMTP_TIMEOUTS = { connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: 30_000 }

const transports = processWide('smtp-transports', () => new Map<string, Transporter>())

/**
 * One pooled transport per SMTP URL: `connections` open connections, each kept for as many
 * messages as the server accepts, so a broadcast does not pay a TCP and TLS handshake per message.
 */
function smtpTransport(smtpUrl: string, connections: number): Transporter {
  let transport = transports.get(smtpUrl)
  if (!transport) {
    transport = nodemailer.createTransport({
      pool: true,
      maxConnections: connections,
      maxMessages: Infinity,
      ...smtpOptionsFromUrl(smtpUrl),
      ...SMTP_TIMEOUTS,
    })
    transports.set(smtpUrl, transport)
  }
  return transport
}

/** nodemailer's own reading of an smtp(s):// URL (host, port, secure, auth, query options). */
function smtpOptionsFromUrl(smtpUrl: string): Record<string, unknown> {
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
 * Hands one message to the mail server: SMTP when `smtpUrl` is set (the message composed here,
 * nodemailer only carries its bytes), otherwise the message is written to the log so a developer
 * can read it. Called only by the outbox (src/lib/outbox.ts).
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
  const id = randomUUID()
  await smtpTransport(smtpUrl, connections).sendMail({
    envelope: { from: asciiAddress(message.from.address), to: [asciiAddress(message.to)] },
    raw: composeMessage(message, { id, date: new Date() }),
    // Given, nodemailer does not draw random bytes for one of its own (a system call per message)
    messageId: messageIdOf(id, message.from),
  })
}
