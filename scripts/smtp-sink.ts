/**
 * The e2e server's mail server: a real SMTP server on 127.0.0.1:E2E_SMTP_PORT that writes each
 * message it accepts, parsed, as one JSON file in E2E_MAILBOX (to, subject, text, html, headers, and
 * each text/calendar part with its Content-Type, e.g. `text/calendar; charset=utf-8; method=REQUEST`),
 * where the Playwright tests read it (tests/e2e/mail.spec.ts).
 */
import fs from 'node:fs'
import path from 'node:path'

import { simpleParser } from 'mailparser'

import { startSmtpSink } from './lib/smtpSink'

const port = Number(process.env.E2E_SMTP_PORT ?? 2525)
const mailbox = process.env.E2E_MAILBOX ?? '/tmp/site-e2e/mailbox'
fs.mkdirSync(mailbox, { recursive: true })
let count = 0

await startSmtpSink({
  port,
  onMessage: async ({ to, raw }) => {
    const mail = await simpleParser(raw)
    const file = path.join(mailbox, `${Date.now()}-${String(++count).padStart(5, '0')}.json`)
    const headers = mail.headerLines.map((header) => header.line.replace(/\r?\n\s+/g, ' '))
    const calendars = mail.attachments
      .filter((part) => part.contentType === 'text/calendar')
      .map((part) => {
        const type = part.headers.get('content-type') as { value: string; params?: Record<string, string> }
        const params = Object.entries(type?.params ?? {}).map(([name, value]) => `; ${name}=${value}`)
        return {
          contentType: `${type?.value ?? part.contentType}${params.join('')}`,
          content: part.content.toString('utf8'),
        }
      })
    const message = { to, subject: mail.subject, text: mail.text, html: mail.html || '', headers, calendars }
    fs.writeFileSync(`${file}.tmp`, JSON.stringify(message))
    fs.renameSync(`${file}.tmp`, file)
  },
})
console.log(`SMTP sink on 127.0.0.1:${port}, writing to ${mailbox}`)
