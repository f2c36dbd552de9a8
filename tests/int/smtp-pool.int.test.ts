import { composeMessage } from '@/platform/mail/mimeMessage'
import { createSmtpPool } from '@/platform/mail/smtpPool'

import { startSmtpSink, type SmtpSink } from './helpers/smtpSink'

const from = { name: 'Coach', address: 'hello@example.com' }
const message = (to: string) => ({
  envelope: { from: from.address, to: [to] },
  raw: composeMessage(
    { from, to, subject: `For ${to}`, text: `Hello ${to}` },
    { id: crypto.randomUUID(), date: new Date() },
  ),
})
const send = (pool: ReturnType<typeof createSmtpPool>, to: string) => {
  const { envelope, raw } = message(to)
  return pool.send(envelope, raw)
}
const options = (port: number) => ({
  host: '127.0.0.1',
  port,
  connectionTimeout: 2000,
  greetingTimeout: 2000,
})

let sink: SmtpSink

beforeEach(async () => {
  sink = await startSmtpSink()
})

afterEach(async () => {
  await sink.close()
})

describe('the SMTP connection pool', () => {
  it('delivers each message once to its own recipient over at most `size` connections', async () => {
    const pool = createSmtpPool(options(sink.port), 3)
    const recipients = Array.from({ length: 40 }, (_, i) => `reader${i}@example.com`)
    await Promise.all(recipients.map((to) => send(pool, to)))
    for (const to of recipients) {
      const [mail, ...more] = sink.to(to)
      expect(more).toHaveLength(0)
      expect(mail.subject).toBe(`For ${to}`)
      expect(mail.text?.trim()).toBe(`Hello ${to}`)
    }
    expect(sink.state.connections).toBe(3)
    pool.close()
  })

  it("rejects a refused message with the server's answer, and sends the next one", async () => {
    const pool = createSmtpPool(options(sink.port), 1)
    sink.state.failNext = 1
    await expect(send(pool, 'busy@example.com')).rejects.toThrow(/451/)
    await send(pool, 'next@example.com')
    expect(sink.to('busy@example.com')).toHaveLength(0)
    expect(sink.to('next@example.com')).toHaveLength(1)
    pool.close()
  })

  it('rejects while the server is down, and reconnects once it is back', async () => {
    const pool = createSmtpPool(options(sink.port), 2)
    await send(pool, 'before@example.com')
    const { port } = sink
    await sink.close()
    await expect(send(pool, 'down@example.com')).rejects.toThrow()
    sink = await startSmtpSink(port)
    await send(pool, 'after@example.com')
    expect(sink.to('after@example.com')).toHaveLength(1)
    pool.close()
  })
})
