import { createHmac, timingSafeEqual } from 'node:crypto'

import type { Payload } from 'payload'

import type { EmailSequence, EmailSignup } from '@/payload-types'
import { emailButton, emailLayout, escapeHtml, type EmailParts } from '@/platform/mail/emailLayout'
import { getEnv } from '@/platform/env'
import { DOCUMENT_ID_PATTERN, documentIdOf, type DocumentId } from '@/platform/database/documentId'
import { cancelQueuedListEmails, enqueueEmail } from '@/platform/mail/outbox'
import { changeDocument, type DocumentChange } from '@/platform/database/changeDocument'
import { isUniqueViolation, UNIQUE_INSERT } from '@/platform/database/uniqueViolation'

/** The subscribers' collection (collections/EmailSignups.ts), whose hooks import this module. */
export const SUBSCRIBERS_SLUG = 'email-signups'

/** Signing up again while pending resends the confirmation at most this often. */
export const CONFIRMATION_RESEND_INTERVAL_MS = 10 * 60 * 1000
/** How long a confirmation link works. */
export const CONFIRMATION_LINK_LIFETIME_MS = 7 * 24 * 60 * 60 * 1000

export type SubscriberStatus = 'pending' | 'confirmed' | 'unsubscribed'

/**
 * Where a change came from: the page of a sign-up, the confirmation link, the unsubscribe page...
 * `fromMessage` is the outbox purpose of the list e-mail whose unsubscribe link was used.
 */
export type ChangeContext = { now?: number; source?: string; ip?: string; fromMessage?: string | null }

export type SignUpResult = { created: boolean; status: SubscriberStatus; confirmationQueued: boolean }

type TokenKind = 'confirm' | 'unsubscribe'

const tokenKey = () => createHmac('sha256', getEnv().PAYLOAD_SECRET).update('mailing-list-tokens').digest()

const signature = (message: string) => createHmac('sha256', tokenKey()).update(message).digest('base64url')

/** The consent record keeps a keyed hash of the address, never the address itself. */
export const hashIp = (ip: string | undefined): string | undefined =>
  ip ? createHmac('sha256', tokenKey()).update(`ip:${ip}`).digest('hex').slice(0, 32) : undefined

/** An address as the list keeps it: trimmed and lower-cased. */
export const normalise = (email: string) => email.trim().toLowerCase()

/**
 * A token that names a subscriber and proves the site issued it for that subscriber's address:
 * `<id>.<expires, unix seconds or 0>.<HMAC(kind, id, email, expires)>`. It cannot be forged
 * without PAYLOAD_SECRET, nor reused for another address or another kind of link.
 */
export function signSubscriberToken(
  kind: TokenKind,
  subscriber: Pick<EmailSignup, 'id' | 'email'>,
  expiresAt = 0,
): string {
  const expires = Math.floor(expiresAt / 1000)
  return `${subscriber.id}.${expires}.${signature(`${kind}:${subscriber.id}:${normalise(subscriber.email)}:${expires}`)}`
}

async function findSubscriber(payload: Payload, where: { id: DocumentId } | { email: string }) {
  const result = await payload.find({
    collection: SUBSCRIBERS_SLUG,
    where: 'id' in where ? { id: { equals: where.id } } : { email: { equals: normalise(where.email) } },
    limit: 1,
    depth: 0,
    overrideAccess: true,
  })
  return result.docs[0] ?? null
}

/** `<id>.<expires>.<signature>`, the id in either adapter's shape (src/platform/database/documentId.ts). */
const SUBSCRIBER_TOKEN = new RegExp(`^(${DOCUMENT_ID_PATTERN})\\.(\\d{1,12})\\.([A-Za-z0-9_-]{43})$`)

/** The subscriber a token was issued for, or null when it is malformed, forged, expired or for a deleted subscriber. */
export async function subscriberFromToken(
  payload: Payload,
  kind: TokenKind,
  token: unknown,
  now = Date.now(),
): Promise<EmailSignup | null> {
  if (typeof token !== 'string' || token.length > 200) return null
  const match = SUBSCRIBER_TOKEN.exec(token)
  if (!match) return null
  const [, idText, expires, given] = match
  if (Number(expires) !== 0 && Number(expires) * 1000 < now) return null
  const id = documentIdOf(payload, idText)
  if (id === null) return null
  const subscriber = await findSubscriber(payload, { id })
  if (!subscriber) return null
  const expected = signature(`${kind}:${subscriber.id}:${normalise(subscriber.email)}:${expires}`)
  const a = Buffer.from(given)
  const b = Buffer.from(expected)
  return a.length === b.length && timingSafeEqual(a, b) ? subscriber : null
}

const siteUrl = (path: string) => new URL(path, getEnv().NEXT_PUBLIC_SERVER_URL).toString()

export const confirmationUrl = (token: string) =>
  siteUrl(`/api/email-signup/confirm?token=${encodeURIComponent(token)}`)
/**
 * The list e-mails an unsubscribe can be attributed to (a broadcast, a sequence step): the `from`
 * of an unsubscribe link is not signed, so anything else in it is ignored rather than recorded.
 */
const LIST_MESSAGE_PURPOSE = new RegExp(
  `^(broadcast:(${DOCUMENT_ID_PATTERN})|sequence:(${DOCUMENT_ID_PATTERN}):step:[A-Za-z0-9_-]{1,64})$`,
)

/** The validated `from` of an unsubscribe link, or null. */
export const listMessageFrom = (value: unknown): string | null =>
  typeof value === 'string' && LIST_MESSAGE_PURPOSE.test(value) ? value : null

/** The query of an unsubscribe link: its token, and the list e-mail it was in when known. */
export const unsubscribeQuery = (token: string, fromMessage?: string | null) =>
  `token=${encodeURIComponent(token)}${fromMessage ? `&from=${encodeURIComponent(fromMessage)}` : ''}`

export const unsubscribeUrl = (token: string, fromMessage?: string | null) =>
  siteUrl(`/api/unsubscribe?${unsubscribeQuery(token, fromMessage)}`)

/** The confirmation e-mail of the double opt-in. */
export function confirmationEmail(url: string): EmailParts {
  const subject = 'Confirm your subscription to the free Crash Course in Letting Go'
  return {
    subject,
    text: [
      'Thank you for signing up for the free Crash Course in Letting Go.',
      '',
      'Please confirm your address to start the course:',
      url,
      '',
      'If you did not sign up, ignore this e-mail: you will not hear from us again.',
    ].join('\n'),
    html: emailLayout({
      title: subject,
      bodyHtml: [
        '<p>Thank you for signing up for the free Crash Course in Letting Go.</p>',
        '<p>Please confirm your address to start the course:</p>',
        emailButton(url, 'Confirm my subscription'),
        `<p style="font-size:13px">Or paste this address into your browser: ${escapeHtml(url)}</p>`,
        '<p>If you did not sign up, ignore this e-mail: you will not hear from us again.</p>',
      ].join(''),
    }),
  }
}

/**
 * What every list e-mail (sequence step, broadcast) carries for this subscriber: RFC 8058's
 * one-click unsubscribe headers and a visible unsubscribe link for the footer. `purpose` (the
 * message's outbox purpose) rides along in the link, so an unsubscribe is attributed to it.
 */
export function listUnsubscribe(subscriber: Pick<EmailSignup, 'id' | 'email'>, purpose?: string) {
  const env = getEnv()
  const url = unsubscribeUrl(signSubscriberToken('unsubscribe', subscriber), listMessageFrom(purpose))
  const mailbox =
    env.EMAIL_UNSUBSCRIBE_MAILTO ?? /<([^>]+)>/.exec(env.EMAIL_FROM)?.[1] ?? env.EMAIL_FROM.trim()
  const mailto = `mailto:${mailbox}?subject=${encodeURIComponent(`unsubscribe ${subscriber.id}`)}`
  return {
    url,
    headers: {
      'List-Unsubscribe': `<${url}>, <${mailto}>`,
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    },
    footerHtml: `You receive this e-mail because you subscribed to the free Crash Course in Letting Go. <a href="${escapeHtml(url)}" style="color:inherit">Unsubscribe</a>`,
    footerText: `You receive this e-mail because you subscribed to the free Crash Course in Letting Go.\nUnsubscribe: ${url}`,
  }
}

type HistoryEntry = NonNullable<EmailSignup['history']>[number]

const historyEntry = (
  event: HistoryEntry['event'],
  { now = Date.now(), source, ip }: ChangeContext,
): HistoryEntry => ({
  event,
  at: new Date(now).toISOString(),
  source: source?.slice(0, 200) || 'unknown',
  ipHash: hashIp(ip),
})

/** The history kept on the record, without the ids the database gave each row. */
const keptHistory = (subscriber: EmailSignup): HistoryEntry[] =>
  (subscriber.history ?? []).map(({ event, at, source, ipHash }) => ({ event, at, source, ipHash }))

/** How many times the address signed up (a new opt-in after an unsubscribe counts again). */
const optIns = (subscriber: EmailSignup) =>
  (subscriber.history ?? []).filter((entry) => entry.event === 'signed-up').length

/** Providers that ignore the dots of an address's name and answer to two domains. */
const GMAIL_DOMAINS = new Set(['gmail.com', 'googlemail.com'])

/**
 * The mailbox an address delivers to: its sub-addresses (`name+tag@domain`, which most providers
 * deliver to `name@domain`) share it, and at Gmail so do its dotted spellings (`n.a.me@`) and
 * googlemail.com.
 */
export function mailboxOf(address: string): string {
  const normalised = normalise(address)
  const at = normalised.lastIndexOf('@')
  if (at <= 0) return normalised
  let name = normalised.slice(0, at).replace(/\+.*$/, '')
  let domain = normalised.slice(at + 1)
  if (GMAIL_DOMAINS.has(domain)) {
    name = name.replaceAll('.', '')
    domain = 'gmail.com'
  }
  return `${name}@${domain}`
}

/**
 * What a confirmation counts as in the outbox's uniqueness: the mailbox's own address itself, and
 * all its other spellings together. So one mailbox gets at most two confirmations per ten-minute
 * window however many spellings sign up, and its plain address always gets its own.
 */
const confirmationScope = (address: string) => {
  const mailbox = mailboxOf(address)
  return mailbox === normalise(address) ? undefined : `${mailbox}#other-spellings`
}

async function queueConfirmation(payload: Payload, subscriber: EmailSignup, now: number): Promise<boolean> {
  const token = signSubscriberToken('confirm', subscriber, now + CONFIRMATION_LINK_LIFETIME_MS)
  const { created } = await enqueueEmail(
    payload,
    {
      to: subscriber.email,
      // One per opt-in and ten-minute window, even for simultaneous sign-ups of the same address,
      // and at most one more for all its other spellings: name+1@, name+2@, n.ame@ ... must not flood one mailbox
      purpose: `subscription-confirmation:${optIns(subscriber)}:${Math.floor(now / CONFIRMATION_RESEND_INTERVAL_MS)}`,
      dedupeAs: confirmationScope(subscriber.email),
      ...confirmationEmail(confirmationUrl(token)),
    },
    { now },
  )
  return created
}

const HOUR_MS = 60 * 60 * 1000

function startOf(sequence: EmailSequence | undefined, now: number) {
  if (!sequence?.steps?.length) return {}
  return {
    sequence: sequence.id,
    sequenceStep: 0,
    nextStepAt: new Date(now + (sequence.steps[0].delayHours ?? 0) * HOUR_MS).toISOString(),
  }
}

/**
 * Changes one subscriber by what it is now: `change` reads the subscriber and answers the fields
 * to write (or null for none), in one transaction. On MongoDB a change that crossed another (a
 * confirmation link opened while the address unsubscribes, an unsubscription while the crash
 * course moves on) runs again on the subscriber as the other left it.
 * docs/decisions/0075-crossed-writes-answer-409.md.
 */
export const changeSubscriber = (
  payload: Payload,
  id: EmailSignup['id'],
  change: (current: EmailSignup) => Partial<EmailSignup> | null,
) => changeDocument(payload, SUBSCRIBERS_SLUG, id, change)

/** The sequence a confirmed address starts on (the crash course), if any. */
const sequenceOnConfirm = async (payload: Payload): Promise<EmailSequence | undefined> =>
  (
    await payload.find({
      collection: 'email-sequences',
      where: { startOnConfirm: { equals: true } },
      sort: 'createdAt',
      limit: 1,
      depth: 0,
      overrideAccess: true,
    })
  ).docs[0]

/**
 * A pending subscriber becomes confirmed and the crash course starts: answers the subscriber and
 * whether this call confirmed it (null when the subscriber is gone).
 */
async function markConfirmed(
  payload: Payload,
  subscriber: EmailSignup,
  context: ChangeContext,
): Promise<DocumentChange<EmailSignup> | null> {
  const now = context.now ?? Date.now()
  const course = await sequenceOnConfirm(payload)
  return changeSubscriber(payload, subscriber.id, (current) =>
    current.status === 'pending'
      ? {
          status: 'confirmed',
          confirmedAt: new Date(now).toISOString(),
          // The crash course starts: its first step is due after its own delay (src/features/mailing-list/emailSequences.ts)
          ...startOf(course, now),
          history: [...keptHistory(current), historyEntry('confirmed', { ...context, now })],
        }
      : null,
  )
}

/**
 * A sign-up of `email` (POST /api/email-signup). A new address is recorded pending and sent a
 * confirmation link (double opt-in), or confirmed at once when EMAIL_DOUBLE_OPT_IN=false. A
 * pending address gets the confirmation again at most every ten minutes; an unsubscribed one
 * starts a new opt-in; a confirmed one gets nothing new.
 */
export async function signUp(
  payload: Payload,
  email: string,
  context: ChangeContext = {},
): Promise<SignUpResult> {
  const now = context.now ?? Date.now()
  const doubleOptIn = getEnv().EMAIL_DOUBLE_OPT_IN
  const address = normalise(email)
  let subscriber = await findSubscriber(payload, { email: address })
  let created = false
  if (!subscriber) {
    try {
      subscriber = await payload.create({
        collection: SUBSCRIBERS_SLUG,
        data: {
          email: address,
          status: 'pending',
          subscribedAt: new Date(now).toISOString(),
          source: context.source?.slice(0, 200) || 'unknown',
          history: [historyEntry('signed-up', { ...context, now })],
          // The confirmation is queued next: its time goes in with the subscriber, one write less
          ...(doubleOptIn ? { confirmationSentAt: new Date(now).toISOString() } : {}),
        },
        depth: 0,
        overrideAccess: true,
        ...UNIQUE_INSERT,
      })
      created = true
    } catch (error) {
      if (!isUniqueViolation(error)) throw error
      subscriber = await findSubscriber(payload, { email: address })
      if (!subscriber) throw error
    }
  } else if (subscriber.status === 'unsubscribed') {
    const result = await changeSubscriber(payload, subscriber.id, (current) =>
      current.status === 'unsubscribed'
        ? {
            status: 'pending',
            subscribedAt: new Date(now).toISOString(),
            source: context.source?.slice(0, 200) || 'unknown',
            confirmationSentAt: null,
            // A new opt-in: the last one's dates stay in the history only
            confirmedAt: null,
            unsubscribedAt: null,
            unsubscribedFrom: null,
            history: [...keptHistory(current), historyEntry('signed-up', { ...context, now })],
          }
        : null,
    )
    subscriber = result?.doc ?? subscriber
  }

  if (subscriber.status === 'confirmed') return { created, status: 'confirmed', confirmationQueued: false }
  if (!doubleOptIn) {
    await markConfirmed(payload, subscriber, { ...context, now })
    return { created, status: 'confirmed', confirmationQueued: false }
  }
  if (created) {
    try {
      const queued = await queueConfirmation(payload, subscriber, now)
      // One of its mailbox's other spellings had the window's confirmation: signing up again resends
      if (!queued) await changeSubscriber(payload, subscriber.id, () => ({ confirmationSentAt: null }))
      return { created, status: 'pending', confirmationQueued: queued }
    } catch (error) {
      // Not queued: take back the time written with the subscriber, so that signing up again resends
      await changeSubscriber(payload, subscriber.id, () => ({ confirmationSentAt: null })).catch(() => null)
      throw error
    }
  }
  const lastSent = subscriber.confirmationSentAt ? Date.parse(subscriber.confirmationSentAt) : 0
  if (now - lastSent < CONFIRMATION_RESEND_INTERVAL_MS) {
    return { created, status: 'pending', confirmationQueued: false }
  }
  const queued = await queueConfirmation(payload, subscriber, now)
  if (queued) {
    await changeSubscriber(payload, subscriber.id, () => ({
      confirmationSentAt: new Date(now).toISOString(),
    }))
  }
  return { created, status: 'pending', confirmationQueued: queued }
}

/**
 * The fields of a subscriber the owner adds by hand (the admin, REST or GraphQL), written as a
 * sign-up's are, with the owner as the consent record's source: pending, with its confirmation
 * about to go (`sendHandAddedConfirmation`), so the address still opts in by its link; confirmed,
 * as the owner says it has, with its confirmation time and the crash course started, as after the
 * link; unsubscribed, kept as unsubscribed.
 */
export async function handAddedFields(
  payload: Payload,
  data: Partial<EmailSignup>,
  context: ChangeContext,
): Promise<Partial<EmailSignup>> {
  const now = context.now ?? Date.now()
  const at = new Date(now).toISOString()
  const fields = { ...data, source: data.source || context.source?.slice(0, 200) || 'unknown' }
  if (data.status === 'confirmed') {
    return {
      ...fields,
      confirmedAt: data.confirmedAt ?? at,
      ...startOf(await sequenceOnConfirm(payload), now),
      history: [historyEntry('signed-up', context), historyEntry('confirmed', context)],
    }
  }
  if (data.status === 'unsubscribed') {
    return {
      ...fields,
      unsubscribedAt: data.unsubscribedAt ?? at,
      history: [historyEntry('unsubscribed', context)],
    }
  }
  return { ...fields, confirmationSentAt: at, history: [historyEntry('signed-up', context)] }
}

/**
 * Sends a pending subscriber the owner added by hand its confirmation link. Not queued (another
 * spelling of its mailbox had this window's, or the outbox failed): the time is taken back, so
 * that the address's own sign-up sends it.
 */
export async function sendHandAddedConfirmation(payload: Payload, subscriber: EmailSignup, now = Date.now()) {
  const queued = await queueConfirmation(payload, subscriber, now).catch((error: unknown) => {
    payload.logger.error({
      err: error,
      msg: `The confirmation of ${maskEmail(subscriber.email)} was not queued`,
    })
    return false
  })
  if (!queued) await changeSubscriber(payload, subscriber.id, () => ({ confirmationSentAt: null }))
}

export type TokenOutcome = { ok: true; subscriber: EmailSignup } | { ok: false }

/** The confirmation link: a pending subscriber becomes confirmed (and the crash course starts). */
export async function confirmSubscription(
  payload: Payload,
  token: unknown,
  context: ChangeContext = {},
): Promise<TokenOutcome> {
  const now = context.now ?? Date.now()
  const subscriber = await subscriberFromToken(payload, 'confirm', token, now)
  if (!subscriber || subscriber.status === 'unsubscribed') return { ok: false }
  if (subscriber.status === 'confirmed') return { ok: true, subscriber }
  // Confirmed now, or already by another click; not when the address unsubscribed in between
  const result = await markConfirmed(payload, subscriber, { ...context, now })
  return result && (result.changed || result.doc.status === 'confirmed')
    ? { ok: true, subscriber: result.doc }
    : { ok: false }
}

/**
 * Unsubscribes the token's subscriber at once: no sequence step or broadcast is sent to the
 * address any more, and list e-mails still waiting in the outbox are cancelled.
 */
export async function unsubscribe(
  payload: Payload,
  token: unknown,
  context: ChangeContext = {},
): Promise<TokenOutcome> {
  const subscriber = await subscriberFromToken(payload, 'unsubscribe', token, context.now)
  if (!subscriber) return { ok: false }
  return { ok: true, subscriber: await unsubscribeSubscriber(payload, subscriber, context) }
}

/**
 * What an unsubscribe writes on the subscriber as it stands, by the link or by the owner's hand in
 * the admin: when, the list e-mail it came from, the consent record's entry, and no next step due.
 */
export function unsubscribedFields(current: EmailSignup, context: ChangeContext = {}) {
  const now = context.now ?? Date.now()
  const fromMessage = listMessageFrom(context.fromMessage)
  const source = fromMessage ? `${context.source ?? 'unsubscribe'} from ${fromMessage}` : context.source
  return {
    status: 'unsubscribed' as const,
    unsubscribedAt: new Date(now).toISOString(),
    unsubscribedFrom: fromMessage,
    nextStepAt: null,
    history: [...keptHistory(current), historyEntry('unsubscribed', { ...context, now, source })],
  }
}

export async function unsubscribeSubscriber(
  payload: Payload,
  subscriber: EmailSignup,
  context: ChangeContext = {},
): Promise<EmailSignup> {
  if (subscriber.status === 'unsubscribed') return subscriber
  const result = await changeSubscriber(payload, subscriber.id, (current) =>
    current.status === 'unsubscribed' ? null : unsubscribedFields(current, context),
  )
  const updated = result?.doc ?? subscriber
  await cancelQueuedListEmails(payload, updated.email)
  return updated
}

/** "r•••@example.com": enough for the owner of the address to recognise it on the unsubscribe page. */
export const maskEmail = (email: string): string => {
  const [local, domain] = email.split('@')
  return `${local.slice(0, 1)}•••@${domain ?? ''}`
}
