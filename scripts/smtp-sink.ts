/**
 * The e2e server's mail server: a real SMTP server on 127.0.0.1:E2E_SMTP_PORT that writes each
 * message it accepts, parsed, as one JSON file in E2E_MAILBOX (to, subject, text, html, headers),
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
    const message = { to, subject: mail.subject, text: mail.text, html: mail.html || '', headers }
    fs.writeFileSync(`${file}.tmp`, JSON.stringify(message))
    fs.renameSync(`${file}.tmp`, file)
  },
})
console.log(`SMTP sink on 127.0.0.1:${port}, writing to ${mailbox}`)
