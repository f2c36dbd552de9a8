import { SMTPServer } from 'smtp-server'

/** What the sink hands on for each accepted message: its envelope recipients and raw bytes. */
export type SunkMessage = { to: string[]; raw: Buffer }

/**
 * A real SMTP server (the npm `smtp-server`) on loopback that accepts every message, for the
 * benches and the e2e server. `onMessage` sees each one; with `keepBody: false` the bytes are
 * counted and dropped (a 100,000-message bench must not buffer them).
 */
export async function startSmtpSink({
  port,
  onMessage,
  keepBody = true,
}: {
  port: number
  onMessage: (message: SunkMessage) => void | Promise<void>
  keepBody?: boolean
}) {
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    closeTimeout: 200,
    // Room for a bench's pooled connections
    maxClients: 200,
    onData(stream, session, callback) {
      const chunks: Buffer[] = []
      stream.on('data', (chunk: Buffer) => {
        if (keepBody) chunks.push(chunk)
      })
      stream.on('end', () => {
        const to = session.envelope.rcptTo.map((rcpt) => rcpt.address.toLowerCase())
        Promise.resolve(onMessage({ to, raw: Buffer.concat(chunks) })).then(() => callback(), callback)
      })
    },
  })
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject)
    server.listen(port, '127.0.0.1', () => {
      server.off('error', reject)
      // A client that dies mid-session (the bench SIGKILLs the server) resets its connection
      server.on('error', () => {})
      resolve()
    })
  })
  return {
    url: `smtp://127.0.0.1:${port}`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  }
}
