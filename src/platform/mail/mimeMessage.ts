import { domainToASCII } from 'node:url'

import { encodeWords, foldLines, isPlainText, quoteString } from 'nodemailer/lib/mime-funcs'
import { encode as encodeQp, wrap as wrapQp } from 'nodemailer/lib/qp'

/**
 * An outbox message as the bytes of one RFC 5322 message (text and/or HTML part, quoted-printable,
 * UTF-8), built in one string: nodemailer's own composer streams each header and part through a
 * chain of transforms, which cost more CPU per message than the rest of a broadcast's send.
 */

export type Mailbox = { name: string; address: string }

/** What a message says and to whom, as the outbox keeps it. */
export type MessageContent = {
  to: string
  subject: string
  text?: string | null
  html?: string | null
  replyTo?: string | null
  headers?: Record<string, string> | null
  /** An iCalendar object (RFC 5545) sent as the text/calendar alternative, e.g. an invitation. */
  calendar?: string | null
  /** Its iTIP method (RFC 5546): REQUEST for an invitation or update, CANCEL for a cancellation. */
  calendarMethod?: string | null
}

export type MimeMessage = MessageContent & { from: Mailbox }

const CRLF = '\r\n'

/** The domain in ASCII (punycode), as the SMTP envelope and the headers need it. */
export const asciiAddress = (address: string): string => {
  const at = address.lastIndexOf('@')
  if (at < 0 || isPlainText(address.slice(at), true)) return address
  return `${address.slice(0, at)}@${domainToASCII(address.slice(at + 1)) || address.slice(at + 1)}`
}

/** A header value with no line breaks, its non-ASCII words as RFC 2047 encoded words. */
const headerText = (value: string) => encodeWords(value.replace(/[\r\n]+/g, ' '), 'Q', 52)

const header = (name: string, value: string) => foldLines(`${name}: ${value}`, 76)

const mailbox = ({ name, address }: Mailbox) => {
  const ascii = asciiAddress(address)
  if (!name || name === address) return ascii
  const display = isPlainText(name) ? quoteString(name) : headerText(name)
  return `${display} <${ascii}>`
}

/** `Name <address>` or a bare address. */
export const parseMailbox = (value: string): Mailbox => {
  const match = /^\s*(.*?)\s*<([^>]+)>\s*$/.exec(value)
  if (match) return { name: match[1] || match[2], address: match[2] }
  return { name: value.trim(), address: value.trim() }
}

const quotedPrintable = (body: string) => wrapQp(encodeQp(body.replace(/\r?\n/g, CRLF)), 76)

const part = (type: 'plain' | 'html', body: string) =>
  [
    `Content-Type: text/${type}; charset=utf-8`,
    'Content-Transfer-Encoding: quoted-printable',
    '',
    quotedPrintable(body),
  ].join(CRLF)

/**
 * The calendar alternative that Gmail, Outlook and Apple Mail show as an invitation: its method
 * in the Content-Type as RFC 6047 asks, base64 so that no line of the object is re-folded.
 */
const calendarPart = (calendar: string, method: string) =>
  [
    `Content-Type: text/calendar; charset=utf-8; method=${method.replace(/[^A-Z]/gi, '').toUpperCase()}`,
    'Content-Transfer-Encoding: base64',
    '',
    (
      Buffer.from(calendar, 'utf8')
        .toString('base64')
        .match(/.{1,76}/g) ?? []
    ).join(CRLF),
  ].join(CRLF)

function body(message: MimeMessage, boundary: string): string[] {
  const parts = [
    ...(message.text ? [part('plain', message.text)] : []),
    ...(message.html ? [part('html', message.html)] : []),
    ...(message.calendar ? [calendarPart(message.calendar, message.calendarMethod || 'REQUEST')] : []),
  ]
  if (parts.length === 0) return [part('plain', '')]
  if (parts.length === 1) return [parts[0]]
  return [
    header('Content-Type', `multipart/alternative; boundary="${boundary}"`),
    '',
    ...parts.map((content) => `--${boundary}${CRLF}${content}`),
    `--${boundary}--`,
    '',
  ]
}

/** RFC 5322's date format, in UTC. */
const mailDate = (date: Date) => date.toUTCString().replace(/GMT$/, '+0000')

/** The Message-ID of the message `id` (unique, e.g. a UUID) from `from`. */
const messageIdOf = (id: string, from: Mailbox) =>
  `<${id}@${asciiAddress(from.address).split('@').pop() || 'localhost'}>`

/** The message's bytes; `id` (unique, e.g. a UUID) makes the Message-ID and the MIME boundary. */
export function composeMessage(message: MimeMessage, { id, date }: { id: string; date: Date }): Buffer {
  const custom = Object.entries(message.headers ?? {}).map(([name, value]) => header(name, headerText(value)))
  const lines = [
    header('From', mailbox(message.from)),
    header('To', asciiAddress(message.to)),
    ...(message.replyTo ? [header('Reply-To', mailbox(parseMailbox(message.replyTo)))] : []),
    header('Subject', headerText(message.subject)),
    `Date: ${mailDate(date)}`,
    `Message-ID: ${messageIdOf(id, message.from)}`,
    ...custom,
    'MIME-Version: 1.0',
    ...body(message, `--_${id}`),
  ]
  return Buffer.from(lines.join(CRLF), 'utf8')
}
