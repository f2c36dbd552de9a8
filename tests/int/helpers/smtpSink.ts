import type { AddressInfo } from 'node:net'

import { simpleParser, type ParsedMail } from 'mailparser'
import { SMTPServer } from 'smtp-server'

export type ReceivedMail = ParsedMail & { envelopeTo: string[] }

/**
 * A real SMTP server on loopback (random port unless given) that keeps every message it accepts,
 * parsed. `state.failNext` makes it refuse that many messages with a temporary 451 first;
 * `state.connections` counts the connections it was opened.
 */
export async function startSmtpSink(port = 0) {
  const received: ReceivedMail[] = []
  const state = { failNext: 0, refused: 0, connections: 0, connectionErrors: 0 }
  const waiters: (() => void)[] = []
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    // The site's pooled SMTP connections stay open between messages: close them at once at the end
    closeTimeout: 200,
    onConnect(session, callback) {
      state.connections++
      callback()
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = []
      stream.on('data', (chunk: Buffer) => chunks.push(chunk))
      stream.on('end', () => {
        if (state.failNext > 0) {
          state.failNext--
          state.refused++
          const error = new Error('Mailbox busy, try again later') as Error & { responseCode: number }
          error.responseCode = 451
          return callback(error)
        }
        simpleParser(Buffer.concat(chunks))
          .then((mail) => {
            received.push({ ...mail, envelopeTo: session.envelope.rcptTo.map((rcpt) => rcpt.address) })
            waiters.splice(0).forEach((wake) => wake())
            callback()
          })
          .catch(callback)
      })
    },
  })
  // A client killed mid-session resets its connection: the sink counts it and goes on.
  server.on('error', () => state.connectionErrors++)
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve))
  const { port: boundPort } = server.server.address() as AddressInfo
  return {
    url: `smtp://127.0.0.1:${boundPort}`,
    port: boundPort,
    received,
    state,
    /** The messages sent to `address` so far. */
    to: (address: string) => received.filter((mail) => mail.envelopeTo.includes(address)),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  }
}

export type SmtpSink = Awaited<ReturnType<typeof startSmtpSink>>
