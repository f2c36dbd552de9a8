import type { Payload, SendEmailOptions } from 'payload'
import nodemailer, { type Transporter } from 'nodemailer'

import { processWide } from '../server/processWide'

type Sender = { name: string; address: string }

export function parseSender(from: string): Sender {
  const match = /^\s*(.*?)\s*<([^>]+)>\s*$/.exec(from)
  if (match) return { name: match[1] || match[2], address: match[2] }
  return { name: from.trim(), address: from.trim() }
}

const summarise = (message: SendEmailOptions) =>
  [`to=${String(message.to)}`, `subject=${JSON.stringify(message.subject ?? '')}`].join(' ')

/** What a developer reads in the log: the text part, else the HTML one. */
const loggedBody = ({ text, html }: SendEmailOptions): string =>
  typeof text === 'string' ? text : typeof html === 'string' ? html : ''

/** A slow or silent SMTP server fails the attempt (the outbox retries it) instead of holding the job. */
const SMTP_TIMEOUTS = { connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: 30_000 }

const transports = processWide('smtp-transports', () => new Map<string, Transporter>())

/**
 * One pooled transport per SMTP URL: `connections` open connections, each reused for many messages,
 * so a broadcast does not pay a TCP and TLS handshake per message.
 */
function smtpTransport(smtpUrl: string, connections: number): Transporter {
  let transport = transports.get(smtpUrl)
  if (!transport) {
    transport = nodemailer.createTransport({
      pool: true,
      maxConnections: connections,
      maxMessages: 1000,
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
 * Hands one message to the mail server: SMTP when `smtpUrl` is set, otherwise the message is
 * written to the log so a developer can read it. Called only by the outbox (src/lib/outbox.ts).
 */
export async function transmitEmail(
  payload: Payload,
  { smtpUrl, from, connections = 1 }: { smtpUrl?: string; from: string; connections?: number },
  message: SendEmailOptions,
): Promise<void> {
  const sender = parseSender(from)
  const mail = { from: `${sender.name} <${sender.address}>`, ...message }
  if (!smtpUrl) {
    payload.logger.info(`[email] ${summarise(message)}\n${loggedBody(message)}`)
    return
  }
  await smtpTransport(smtpUrl, connections).sendMail(mail)
}
