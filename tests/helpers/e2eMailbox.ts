import fs from 'node:fs'
import path from 'node:path'

/**
 * The mail the e2e server sent: scripts/smtp-sink.ts writes each message it accepts, parsed, as one
 * JSON file into the mailbox folder next to the e2e database (scripts/e2e-env.sh).
 */
export const MAILBOX = path.join(path.dirname(process.env.E2E_DB ?? '/tmp/site-e2e/site.db'), 'mailbox')

export type Mail = {
  to: string[]
  subject: string
  text: string
  html: string
  headers: string[]
  calendars: { contentType: string; content: string }[]
}

/** Every message to `address` so far, oldest first. */
export const mailTo = (address: string): Mail[] =>
  fs.existsSync(MAILBOX)
    ? fs
        .readdirSync(MAILBOX)
        .filter((file) => file.endsWith('.json'))
        .sort()
        .map((file) => JSON.parse(fs.readFileSync(path.join(MAILBOX, file), 'utf8')) as Mail)
        .filter((mail) => mail.to.includes(address))
    : []
