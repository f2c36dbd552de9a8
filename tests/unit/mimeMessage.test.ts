/**
 * @jest-environment node
 */
import { simpleParser } from 'mailparser'

import { composeMessage, parseMailbox, type MimeMessage } from '@/platform/mail/mimeMessage'

const date = new Date('2026-03-01T10:00:00Z')
const read = (message: MimeMessage, id = 'b7e0c1d2-0000-4000-8000-000000000001') =>
  composeMessage(message, { id, date })

const from = { name: 'Jordan Avery', address: 'hello@example.com' }
const unsubscribe = 'https://coach.example/api/unsubscribe?token=12.0.' + 'a'.repeat(43) + '&from=broadcast:3'

describe('the sender address', () => {
  it('reads a display name and address', () => {
    expect(parseMailbox('Jordan Avery <hello@example.com>')).toEqual(from)
  })

  it('uses a bare address as both name and address', () => {
    expect(parseMailbox('hello@example.com')).toEqual({
      name: 'hello@example.com',
      address: 'hello@example.com',
    })
  })
})

describe('a composed message', () => {
  const message: MimeMessage = {
    from,
    to: 'reader@example.com',
    subject: 'Loslassen: Übung für die Woche',
    text: `Dear reader,\n\nLet go of one thing. ${'A long line of text. '.repeat(10)}\n\n--\nUnsubscribe: ${unsubscribe}\n`,
    html: `<p>Dear reader, ${'ünïcode '.repeat(30)}</p><p><a href="${unsubscribe.replaceAll('&', '&amp;')}">Unsubscribe</a></p>`,
    replyTo: 'Coach Office <office@example.com>',
    headers: {
      'List-Unsubscribe': `<${unsubscribe}>, <mailto:hello@example.com?subject=unsubscribe%2012>`,
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    },
  }

  it('reads back as the same sender, recipient, subject, parts and headers', async () => {
    const parsed = await simpleParser(read(message))
    expect(parsed.from?.value).toEqual([{ name: 'Jordan Avery', address: 'hello@example.com' }])
    expect(parsed.to && !Array.isArray(parsed.to) && parsed.to.value[0].address).toBe('reader@example.com')
    expect(parsed.replyTo?.value).toEqual([{ name: 'Coach Office', address: 'office@example.com' }])
    expect(parsed.subject).toBe(message.subject)
    expect(parsed.date?.toISOString()).toBe(date.toISOString())
    expect(parsed.messageId).toBe('<b7e0c1d2-0000-4000-8000-000000000001@example.com>')
    expect(parsed.text?.trim()).toBe(message.text?.trim())
    expect(parsed.html).toBe(message.html)
    const headerLine = (key: string) =>
      parsed.headerLines.find((line) => line.key === key)?.line.replace(/\r\n\s+/g, ' ')
    expect(headerLine('list-unsubscribe')).toBe(`List-Unsubscribe: ${message.headers?.['List-Unsubscribe']}`)
    expect(headerLine('list-unsubscribe-post')).toBe('List-Unsubscribe-Post: List-Unsubscribe=One-Click')
  })

  it('keeps every line within 78 characters but a header word that cannot be broken', () => {
    const lines = read(message).toString('utf8').split('\r\n')
    expect(lines.filter((line) => line.length > 78)).toEqual([` <${unsubscribe}>,`])
  })

  it('is 7-bit: non-ASCII text travels encoded', () => {
    expect(read(message).every((byte) => byte < 0x80)).toBe(true)
  })

  it('sends a single part when only text (or only HTML) is given', async () => {
    const textOnly = await simpleParser(
      read({ from, to: 'reader@example.com', subject: 'Hi', text: 'Just text' }),
    )
    expect(textOnly.text?.trim()).toBe('Just text')
    expect(textOnly.html).toBe(false)
    const htmlOnly = await simpleParser(
      read({ from, to: 'reader@example.com', subject: 'Hi', html: '<p>Hi</p>' }),
    )
    expect(htmlOnly.html).toBe('<p>Hi</p>')
  })

  it('cannot be given extra headers through a line break in a value', async () => {
    const parsed = await simpleParser(
      read({
        ...message,
        subject: 'Hello\r\nBcc: victim@example.com',
        headers: { 'X-Note': 'a\r\nBcc: x@y.z' },
      }),
    )
    expect(parsed.bcc).toBeUndefined()
    expect(parsed.headers.has('bcc')).toBe(false)
  })

  it('writes an international domain in punycode', async () => {
    const raw = read({ ...message, to: 'leser@bücher.example' }).toString()
    expect(raw).toContain('To: leser@xn--bcher-kva.example')
  })
})
