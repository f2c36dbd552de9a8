import type { EmailAdapter, SendEmailOptions } from 'payload'
import nodemailer from 'nodemailer'

type Sender = { name: string; address: string }

export function parseSender(from: string): Sender {
  const match = /^\s*(.*?)\s*<([^>]+)>\s*$/.exec(from)
  if (match) return { name: match[1] || match[2], address: match[2] }
  return { name: from.trim(), address: from.trim() }
}

const summarise = (message: SendEmailOptions) =>
  [`to=${String(message.to)}`, `subject=${JSON.stringify(message.subject ?? '')}`].join(' ')

/** What a developer reads in the log: the text part, else the HTML one (Payload's reset e-mail has only HTML). */
const loggedBody = ({ text, html }: SendEmailOptions): string =>
  typeof text === 'string' ? text : typeof html === 'string' ? html : ''

/**
 * Payload email adapter over nodemailer: SMTP when `smtpUrl` is set, otherwise each
 * message is written to the log so a developer can read it.
 */
export const emailAdapter =
  ({ smtpUrl, from }: { smtpUrl?: string; from: string }): EmailAdapter =>
  ({ payload }) => {
    const sender = parseSender(from)
    const transport = smtpUrl
      ? nodemailer.createTransport(smtpUrl)
      : nodemailer.createTransport({ jsonTransport: true })
    return {
      name: smtpUrl ? 'smtp' : 'console',
      defaultFromAddress: sender.address,
      defaultFromName: sender.name,
      sendEmail: async (message) => {
        const mail = { from: `${sender.name} <${sender.address}>`, ...message }
        const info = await transport.sendMail(mail)
        if (!smtpUrl) {
          payload.logger.info(`[email] ${summarise(message)}\n${loggedBody(message)}`)
        }
        return info
      },
    }
  }
