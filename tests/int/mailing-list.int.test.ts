import type { Payload } from 'payload'

import { SITE, startApi, type ApiClient } from './helpers/authApi'
import { startSmtpSink, type SmtpSink } from './helpers/smtpSink'

let api: ApiClient
let payload: Payload
let sink: SmtpSink
let outbox: typeof import('@/platform/mail/outbox')
let list: typeof import('@/features/mailing-list/mailingList')

beforeAll(async () => {
  sink = await startSmtpSink()
  api = await startApi({ SMTP_URL: sink.url, EMAIL_FROM: 'Coach <hello@example.com>', TRUST_PROXY: 'true' })
  payload = api.payload
  outbox = await import('@/platform/mail/outbox')
  list = await import('@/features/mailing-list/mailingList')
})

afterAll(async () => {
  await api?.ctx.cleanup()
  await sink?.close()
})

const signUpFromHome = (email: string) =>
  api.call('POST', '/email-signup', {
    body: { email },
    headers: { Referer: `${SITE}/`, Origin: SITE, 'X-Forwarded-For': '203.0.113.9' },
  })

const subscriber = async (email: string) => {
  const { docs } = await payload.find({
    collection: 'email-signups',
    where: { email: { equals: email } },
    overrideAccess: true,
  })
  return docs[0]
}

/** Sends what the outbox holds and returns the messages the mail server got for `email`. */
const inbox = async (email: string) => {
  await outbox.drainOutbox(payload)
  return sink.to(email)
}

/** The path under /api of the first link to `prefix` in a message's text part. */
const linkIn = (text: string | undefined, prefix: string): string => {
  const match = new RegExp(`${SITE}/api(${prefix}[^\\s>"]*)`).exec(text ?? '')
  if (!match) throw new Error(`no ${prefix} link in:\n${text}`)
  return match[1]
}

const tokenOf = (path: string) => new URLSearchParams(path.split('?')[1]).get('token') as string

const oneClick = (path: string, headers: Record<string, string> = {}) =>
  api.call('POST', path, {
    rawBody: 'List-Unsubscribe=One-Click',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded', ...headers },
  })

/** The signature with its first character changed: always another signature (one ending in "AA" could not be told apart by swapping its end). */
const altered = (signature: string) => `${signature[0] === 'A' ? 'B' : 'A'}${signature.slice(1)}`

describe('double opt-in', () => {
  it('e-mails a new subscriber a confirmation link; following it confirms and opens the crash course', async () => {
    const response = await signUpFromHome('new@example.com')
    expect(response.status).toBe(201)
    expect(await subscriber('new@example.com')).toMatchObject({ status: 'pending', source: '/' })

    const [mail] = await inbox('new@example.com')
    expect(mail.subject).toBe('Confirm your subscription to the free Crash Course in Letting Go')
    expect(mail.html).toContain('Confirm my subscription')
    const confirm = await api.call('GET', linkIn(mail.text, '/email-signup/confirm'), {
      headers: { 'X-Forwarded-For': '203.0.113.9' },
    })

    expect(confirm.status).toBe(303)
    expect(confirm.headers.get('location')).toBe(`${SITE}/crash-course`)
    const confirmed = await subscriber('new@example.com')
    expect(confirmed.status).toBe('confirmed')
    expect(confirmed.confirmedAt).toBeTruthy()
  })

  it('keeps a consent record: each change with its time, source and a hash of the IP address', async () => {
    const record = await subscriber('new@example.com')
    expect(record.history?.map(({ event, source }) => ({ event, source }))).toEqual([
      { event: 'signed-up', source: '/' },
      { event: 'confirmed', source: 'confirmation link' },
    ])
    for (const entry of record.history ?? []) {
      expect(Date.parse(entry.at)).not.toBeNaN()
      expect(entry.ipHash).toMatch(/^[0-9a-f]{32}$/)
      expect(entry.ipHash).toBe(list.hashIp('203.0.113.9'))
    }
    expect(JSON.stringify(record)).not.toContain('203.0.113.9')
  })

  it('sends a confirmed address nothing new when it signs up again', async () => {
    const before = (await inbox('new@example.com')).length
    expect((await signUpFromHome('NEW@example.com')).status).toBe(200)
    expect(await inbox('new@example.com')).toHaveLength(before)
    expect((await subscriber('new@example.com')).status).toBe('confirmed')
  })

  it('resends the confirmation to a pending address at most once per 10 minutes', async () => {
    const start = Date.now() - 30 * 60_000
    await list.signUp(payload, 'slow@example.com', { now: start })
    await list.signUp(payload, 'slow@example.com', { now: start + 60_000 })
    await list.signUp(payload, 'slow@example.com', { now: start + 9 * 60_000 })
    expect(await inbox('slow@example.com')).toHaveLength(1)

    await list.signUp(payload, 'slow@example.com', { now: start + 10 * 60_000 + 1000 })
    await list.signUp(payload, 'slow@example.com', { now: start + 11 * 60_000 })
    expect(await inbox('slow@example.com')).toHaveLength(2)
  })

  it('sends the confirmation when signing up again after it could not be queued', async () => {
    const create = payload.create
    payload.create = (async (args: Parameters<typeof create>[0]) => {
      if (args.collection === 'email-outbox') throw new Error('the outbox is unreachable')
      return create.call(payload, args)
    }) as typeof create
    try {
      await expect(list.signUp(payload, 'unlucky@example.com')).rejects.toThrow('the outbox is unreachable')
    } finally {
      payload.create = create
    }
    expect((await subscriber('unlucky@example.com')).confirmationSentAt).toBeNull()
    expect(await list.signUp(payload, 'unlucky@example.com')).toMatchObject({ confirmationQueued: true })
  })

  it('sends one mailbox at most two confirmations per 10 minutes, however many of its spellings sign up', async () => {
    // The start of a 10-minute window an hour ago: every sign-up below but the last falls in it
    const WINDOW = 10 * 60_000
    const start = Math.floor(Date.now() / WINDOW) * WINDOW - 6 * WINDOW
    const spellings = [
      ...Array.from({ length: 20 }, (_, tag) => `flooded+${tag + 1}@gmail.com`),
      'f.looded@gmail.com',
      'flo.oded+x@googlemail.com',
      'FLOODED@gmail.com',
      'flooded@elsewhere.example',
    ]
    for (const [index, email] of spellings.entries()) {
      await list.signUp(payload, email, { now: start + index * 1000 })
    }
    const confirmations = async () =>
      (
        await payload.find({
          collection: 'email-outbox',
          where: { to: { like: 'ooded' } },
          limit: 100,
          depth: 0,
          overrideAccess: true,
        })
      ).docs
        .map((doc) => doc.to)
        .sort()
    // The first other spelling, the mailbox's own address, and another domain's
    expect(await confirmations()).toEqual([
      'flooded+1@gmail.com',
      'flooded@elsewhere.example',
      'flooded@gmail.com',
    ])
    // Every spelling is recorded pending; one left without its e-mail gets it by signing up again later
    expect((await subscriber('f.looded@gmail.com')).status).toBe('pending')
    expect((await subscriber('f.looded@gmail.com')).confirmationSentAt).toBeNull()
    await list.signUp(payload, 'f.looded@gmail.com', { now: start + WINDOW + 1000 })
    expect(await inbox('f.looded@gmail.com')).toHaveLength(1)
    expect(await confirmations()).toHaveLength(4)
  })

  it.each([
    ['Name+Tag@Example.com', 'name@example.com'],
    ['n.a.me+x@googlemail.com', 'name@gmail.com'],
    ['n.a.me@example.com', 'n.a.me@example.com'],
    ['name@sub+domain.example', 'name@sub+domain.example'],
  ])('takes %s to the mailbox %s', (address, mailbox) => {
    expect(list.mailboxOf(address)).toBe(mailbox)
  })

  it('sends one confirmation for ten simultaneous sign-ups of one address', async () => {
    await Promise.all(Array.from({ length: 10 }, () => signUpFromHome('burst@example.com')))
    expect(await inbox('burst@example.com')).toHaveLength(1)
  })

  it('refuses a confirmation link that was altered, expired, or made for another address', async () => {
    await signUpFromHome('other@example.com')
    const [mail] = await inbox('other@example.com')
    const path = linkIn(mail.text, '/email-signup/confirm')
    const token = tokenOf(path)
    const target = await subscriber('other@example.com')
    const victim = await subscriber('slow@example.com')
    const [id, expires, signature] = token.split('.')
    const forged = [
      `${id}.${expires}.${altered(signature)}`,
      `${victim.id}.${expires}.${signature}`,
      `${id}.${Number(expires) + 86400}.${signature}`,
      list.signSubscriberToken('unsubscribe', target),
      list.signSubscriberToken('confirm', target, Date.now() - 1000),
      'garbage',
      '',
    ]
    for (const candidate of forged) {
      const response = await api.call('GET', `/email-signup/confirm?token=${encodeURIComponent(candidate)}`)
      expect(response.status).toBe(400)
      expect(await response.text()).toContain('This confirmation link is invalid or has expired.')
    }
    expect((await subscriber('other@example.com')).status).toBe('pending')
    expect((await subscriber('slow@example.com')).status).toBe('pending')
  })
})

describe('one-click unsubscribe', () => {
  let unsubscribePath: string
  let listMail: Awaited<ReturnType<typeof inbox>>[number]

  beforeAll(async () => {
    const reader = await subscriber('new@example.com')
    const footer = list.listUnsubscribe(reader)
    await outbox.enqueueEmail(payload, {
      to: reader.email,
      purpose: 'test:list-mail',
      subject: 'A list e-mail',
      text: `Hello\n\n${footer.footerText}`,
      html: `<p>Hello</p>${footer.footerHtml}`,
      headers: footer.headers,
      list: true,
    })
    listMail = (await inbox('new@example.com')).find((mail) => mail.subject === 'A list e-mail')!
    unsubscribePath = linkIn(listMail.text, '/unsubscribe')
  })

  it('puts RFC 8058 headers and a visible unsubscribe link on a list e-mail', () => {
    const headerLine = (name: string) =>
      listMail.headerLines
        .find((line) => line.key === name)
        ?.line.replace(/^[^:]+:\s*/, '')
        .replace(/\r?\n\s+/g, ' ')
    const header = headerLine('list-unsubscribe') ?? ''
    expect(header).toMatch(
      new RegExp(`^<${SITE}/api/unsubscribe\\?token=[^>]+>, <mailto:hello@example\\.com\\?subject=[^>]+>$`),
    )
    expect(headerLine('list-unsubscribe-post')).toBe('List-Unsubscribe=One-Click')
    expect(listMail.html).toContain(`href="${SITE}/api/unsubscribe?token=`)
    expect(header).toContain(`${SITE}/api${unsubscribePath}`)
  })

  it('shows a page with one button on GET, and does not unsubscribe', async () => {
    const page = await api.call('GET', unsubscribePath)
    expect(page.status).toBe(200)
    const html = await page.text()
    expect(html).toContain('n•••@example.com')
    expect(html).toContain('<form method="post" action="/api/unsubscribe?token=')
    expect(html).toContain('name="List-Unsubscribe" value="One-Click"')
    expect(html.match(/<button/g)).toHaveLength(1)
    expect((await subscriber('new@example.com')).status).toBe('confirmed')
  })

  it('refuses a forged token, or one made for another address, and changes nothing', async () => {
    const token = tokenOf(unsubscribePath)
    const [id, expires, signature] = token.split('.')
    const other = await subscriber('other@example.com')
    for (const candidate of [
      `${other.id}.${expires}.${signature}`,
      `${id}.${expires}.${altered(signature)}`,
      list.signSubscriberToken('confirm', other),
      'nope',
    ]) {
      const response = await oneClick(`/unsubscribe?token=${encodeURIComponent(candidate)}`)
      expect(response.status).toBe(400)
      expect((await api.call('GET', `/unsubscribe?token=${encodeURIComponent(candidate)}`)).status).toBe(400)
    }
    expect((await subscriber('new@example.com')).status).toBe('confirmed')
    expect((await subscriber('other@example.com')).status).toBe('pending')
  })

  it('refuses a POST without the one-click body, and one from another site', async () => {
    expect(
      (await api.call('POST', unsubscribePath, { body: { 'List-Unsubscribe': 'One-Click' } })).status,
    ).toBe(400)
    expect((await oneClick(unsubscribePath, { Origin: 'https://evil.example' })).status).toBe(403)
    expect((await subscriber('new@example.com')).status).toBe('confirmed')
  })

  it('unsubscribes at once on the one-click POST a mail provider sends, and cancels waiting list e-mails', async () => {
    const reader = await subscriber('new@example.com')
    const waiting = await outbox.enqueueEmail(payload, {
      to: reader.email,
      purpose: 'test:waiting',
      subject: 'Never sent',
      text: 'x',
      list: true,
    })
    const response = await oneClick(unsubscribePath)
    expect(response.status).toBe(200)
    const record = await subscriber('new@example.com')
    expect(record.status).toBe('unsubscribed')
    expect(record.history?.at(-1)).toMatchObject({ event: 'unsubscribed', source: 'one-click unsubscribe' })
    const cancelled = await payload.findByID({
      collection: 'email-outbox',
      id: waiting.id,
      overrideAccess: true,
    })
    expect(cancelled.status).toBe('cancelled')
    expect((await inbox('new@example.com')).some((mail) => mail.subject === 'Never sent')).toBe(false)
  })

  it('answers the page form of our own site with a page, and a repeat changes nothing', async () => {
    const response = await oneClick(unsubscribePath, { Origin: SITE, Accept: 'text/html' })
    expect(response.status).toBe(200)
    expect(await response.text()).toContain('You are unsubscribed')
    const page = await api.call('GET', unsubscribePath)
    expect(await page.text()).toContain('You are unsubscribed')
  })

  it("gives a new opt-in none of the last one's dates", async () => {
    const email = 'again@example.com'
    const start = Date.now()
    await list.signUp(payload, email, { now: start, source: '/' })
    const oldLink = linkIn((await inbox(email))[0].text, '/email-signup/confirm')
    expect((await list.confirmSubscription(payload, tokenOf(oldLink), { now: start + 1000 })).ok).toBe(true)
    await list.unsubscribeSubscriber(payload, await subscriber(email), { now: start + 2000 })

    await list.signUp(payload, email, { now: start + 60_000, source: '/' })
    expect(await subscriber(email)).toMatchObject({
      status: 'pending',
      confirmedAt: null,
      unsubscribedAt: null,
      unsubscribedFrom: null,
    })
    const newLink = linkIn((await inbox(email)).at(-1)?.text, '/email-signup/confirm')
    expect((await list.confirmSubscription(payload, tokenOf(newLink), { now: start + 62_000 })).ok).toBe(true)
    expect(await subscriber(email)).toMatchObject({ status: 'confirmed' })
  })

  it('starts a new opt-in when an unsubscribed address signs up again', async () => {
    const before = (await inbox('new@example.com')).length
    expect((await signUpFromHome('new@example.com')).status).toBe(200)
    expect((await subscriber('new@example.com')).status).toBe('pending')
    const mails = await inbox('new@example.com')
    expect(mails).toHaveLength(before + 1)
    expect(mails.at(-1)?.subject).toBe('Confirm your subscription to the free Crash Course in Letting Go')
  })
})
