import { randomBytes } from 'node:crypto'

import { createLocalReq, getFieldsToSign, jwtSign, type Payload } from 'payload'
import { addSessionToUser } from 'payload/shared'
import Stripe from 'stripe'

import { COURSE_FUNNEL_EVENTS_SLUG } from '@/features/course/collections/CourseFunnelEvents'
import { resetPasswordUrl } from '@/features/accounts'
import type { Enrolment, User } from '@/payload-types'

import {
  COURSE_SALE_KIND,
  ENROLMENTS_SLUG,
  FIRST_LESSON_PATH,
  hasActiveEnrolment,
  readCoursePriceCents,
  readCourseSalesMode,
} from './courseSales'
import { continueAtFor } from './continueAt'
import { getEnv } from '@/platform/env'
import { enqueueEmail, type OutboxMessage } from '@/platform/mail/outbox'
import { formatAmount } from '@/platform/money'
import { isUniqueViolation, UNIQUE_INSERT } from '@/platform/database/uniqueViolation'

type CheckoutSession = Stripe.Checkout.Session

const COURSE_NAME = 'How to Let Go'

const siteUrl = () => getEnv().NEXT_PUBLIC_SERVER_URL.replace(/\/$/, '')

/** The account an enrolment gives access to. */
export const enrolledUserId = (enrolment: Pick<Enrolment, 'user'>): User['id'] =>
  typeof enrolment.user === 'object' ? enrolment.user.id : enrolment.user

/** What names an enrolment in its e-mails and its refund: its Checkout session, else its id. */
const enrolmentKey = (enrolment: Enrolment) => enrolment.stripeSessionId ?? String(enrolment.id)

/** Queues an enrolment's e-mails; one that cannot be recorded is logged, and the purchase stands. */
async function queueEnrolmentEmails(payload: Payload, enrolment: Enrolment, messages: OutboxMessage[]) {
  for (const message of messages) {
    try {
      await enqueueEmail(payload, message)
    } catch (error) {
      payload.logger.error(
        `Enrolment ${enrolmentKey(enrolment)}: e-mail to ${message.to} not recorded: ${(error as Error).message}`,
      )
    }
  }
}

/** How long the set-password link sent to a buyer whose account the purchase created works. */
const SET_PASSWORD_LINK_LIFETIME_MS = 7 * 24 * 60 * 60 * 1000

/**
 * How long after the purchase the return from Checkout signs in an account the purchase created
 * (once: only while it has never had a session). Later, the buyer logs in with the e-mailed link.
 */
export const RETURN_SIGN_IN_WINDOW_MS = 60 * 60 * 1000

/** The text of the immediate-start consent Checkout asks for (EU right of withdrawal, digital content). */
export const IMMEDIATE_ACCESS_CONSENT =
  'I ask for immediate access to the course and acknowledge that I lose my right of withdrawal once it starts.'

export class CourseCheckoutRefused extends Error {
  constructor(
    readonly status: number,
    message: string,
    /** Where the buyer goes instead (a learner who has the course already: its first lesson). */
    readonly continueAt?: string,
  ) {
    super(message)
  }
}

/** A signed-in learner with access asks to buy the course again: no second charge. */
export const ALREADY_ENROLLED = 'You already have access to How to Let Go.'

export const isCourseSession = (session: Pick<CheckoutSession, 'metadata'>): boolean =>
  session.metadata?.kind === COURSE_SALE_KIND

/**
 * A Checkout session the buyer has settled: paid, or nothing to pay, as when a 100%-off promotion
 * code takes the whole price (Stripe then makes no payment intent).
 */
export const isSettledSession = (session: Pick<CheckoutSession, 'payment_status'>): boolean =>
  session.payment_status === 'paid' || session.payment_status === 'no_payment_required'

const idOf = (value: string | { id: string } | null | undefined): string | null =>
  typeof value === 'string' ? value : (value?.id ?? null)

const buyerEmail = (session: CheckoutSession): string | null =>
  (session.customer_details?.email ?? session.customer_email ?? null)?.trim().toLowerCase() || null

/**
 * Starts a Checkout session for the course at the price of its Programs entry: the client sends
 * nothing that could change it. Checkout collects the e-mail (prefilled for a signed-in learner),
 * takes promotion codes, and asks for the immediate-start consent through consent_collection's
 * terms of service with that consent as its text.
 */
export async function startCourseCheckout(
  payload: Payload,
  stripe: Stripe,
  buyer: Pick<User, 'id' | 'email'> | null,
): Promise<string> {
  if ((await readCourseSalesMode(payload)) !== 'site') {
    throw new CourseCheckoutRefused(409, 'The course is sold through its external application, not here')
  }
  if (buyer && (await hasActiveEnrolment(payload, buyer.id))) {
    throw new CourseCheckoutRefused(409, ALREADY_ENROLLED, await continueAtFor(payload, buyer.id))
  }
  const cents = await readCoursePriceCents(payload)
  if (!cents) throw new CourseCheckoutRefused(409, 'The course has no price in Programs yet')
  const site = siteUrl()
  const metadata: Record<string, string> = { kind: COURSE_SALE_KIND }
  if (buyer) metadata.userId = String(buyer.id)
  const session = await stripe.checkout.sessions.create({
    mode: 'payment',
    line_items: [
      {
        quantity: 1,
        price_data: {
          currency: 'usd',
          unit_amount: cents,
          product_data: { name: COURSE_NAME, description: 'The full 41-lesson program' },
        },
      },
    ],
    allow_promotion_codes: true,
    consent_collection: { terms_of_service: 'required' },
    custom_text: { terms_of_service_acceptance: { message: IMMEDIATE_ACCESS_CONSENT } },
    ...(buyer?.email ? { customer_email: buyer.email } : {}),
    // The charge's refund events name the payment intent; its metadata says what it paid for.
    payment_intent_data: { metadata },
    metadata,
    success_url: `${site}/api/course/checkout-return?session_id={CHECKOUT_SESSION_ID}`,
    cancel_url: `${site}/how-to-let-go`,
  })
  if (!session.url) throw new CourseCheckoutRefused(502, 'The payment provider returned no checkout address')
  await payload.create({
    collection: COURSE_FUNNEL_EVENTS_SLUG,
    data: { kind: 'checkout-started' },
    depth: 0,
    overrideAccess: true,
  })
  return session.url
}

async function findUserByEmail(payload: Payload, email: string): Promise<User | null> {
  const { docs } = await payload.find({
    collection: 'users',
    where: { email: { equals: email } },
    limit: 1,
    depth: 0,
    overrideAccess: true,
  })
  return docs[0] ?? null
}

async function findUserById(payload: Payload, id: string | undefined): Promise<User | null> {
  if (!id) return null
  const { docs } = await payload.find({
    collection: 'users',
    where: { id: { equals: id } },
    limit: 1,
    depth: 0,
    overrideAccess: true,
  })
  return docs[0] ?? null
}

/**
 * The account the purchase is for: the signed-in buyer's, else the one with the e-mail paid with,
 * else a new one (with a random password nobody knows until the buyer sets theirs).
 */
async function buyerAccount(
  payload: Payload,
  session: CheckoutSession,
  email: string,
): Promise<{ user: User; created: boolean }> {
  const signedIn = await findUserById(payload, session.metadata?.userId)
  if (signedIn) return { user: signedIn, created: false }
  const existing = await findUserByEmail(payload, email)
  if (existing) return { user: existing, created: false }
  try {
    const user = await payload.create({
      collection: 'users',
      data: {
        email,
        password: randomBytes(24).toString('base64url'),
        roles: ['member'],
        requirePasswordChange: false,
      },
      depth: 0,
      overrideAccess: true,
      ...UNIQUE_INSERT,
    })
    return { user, created: true }
  } catch (error) {
    // A replay of the same event created it a moment ago.
    const raced = await findUserByEmail(payload, email)
    if (raced) return { user: raced, created: false }
    throw error
  }
}

async function promotionCodeOf(stripe: Stripe | null, session: CheckoutSession): Promise<string | null> {
  const applied = session.discounts?.find((discount) => discount.promotion_code)?.promotion_code
  if (!applied) return null
  if (typeof applied !== 'string') return applied.code
  try {
    return stripe ? (await stripe.promotionCodes.retrieve(applied)).code : applied
  } catch {
    return applied
  }
}

/**
 * A single-use set-password link for an account the purchase created (Payload's reset token),
 * leading to the first lesson once the buyer signs in with the password.
 */
async function setPasswordLink(payload: Payload, userId: User['id']): Promise<string> {
  const token = randomBytes(20).toString('hex')
  await payload.db.updateOne({
    collection: 'users',
    id: userId,
    data: {
      resetPasswordToken: token,
      resetPasswordExpiration: new Date(Date.now() + SET_PASSWORD_LINK_LIFETIME_MS).toISOString(),
    },
    returning: false,
  })
  return resetPasswordUrl(token, { next: FIRST_LESSON_PATH, firstPassword: true })
}

async function queuePurchaseEmails(payload: Payload, enrolment: Enrolment, accountCreated: boolean) {
  const email = enrolment.email
  if (!email) return
  const site = siteUrl()
  const price = formatAmount(enrolment.amount ?? 0, enrolment.currency ?? 'usd')
  const key = enrolmentKey(enrolment)
  const messages: OutboxMessage[] = [
    {
      purpose: `course-receipt:${key}`,
      to: email,
      replyTo: getEnv().ADMIN_EMAIL,
      subject: `Your receipt: ${COURSE_NAME}`,
      text: [
        `Thank you for enrolling in ${COURSE_NAME}.`,
        '',
        `Paid: ${price}${enrolment.promotionCode ? ` (promotion code ${enrolment.promotionCode})` : ''}`,
        `Date: ${new Date(enrolment.createdAt).toUTCString()}`,
        `Reference: ${key}`,
        '',
        'You asked for immediate access to the course; it starts now.',
        `Start with the first lesson: ${site}${FIRST_LESSON_PATH}`,
      ].join('\n'),
    },
  ]
  if (accountCreated) messages.push(await setPasswordMessage(payload, enrolment))
  await queueEnrolmentEmails(payload, enrolment, messages)
}

/** The e-mail with the set-password link of the account a purchase created. */
async function setPasswordMessage(payload: Payload, enrolment: Enrolment): Promise<OutboxMessage> {
  const email = enrolment.email!
  const link = await setPasswordLink(payload, enrolledUserId(enrolment))
  return {
    purpose: `course-set-password:${enrolmentKey(enrolment)}`,
    to: email,
    replyTo: getEnv().ADMIN_EMAIL,
    subject: 'Set your password to open How to Let Go',
    text: [
      `An account was created for ${email} with your purchase of ${COURSE_NAME}.`,
      '',
      `Set your password here: ${link}`,
      '',
      'The link works once, within seven days. Afterwards, log in with this e-mail and your password',
      `to reach your lessons from any device: ${siteUrl()}/login`,
    ].join('\n'),
  }
}

async function findEnrolmentBySession(payload: Payload, sessionId: string): Promise<Enrolment | null> {
  const { docs } = await payload.find({
    collection: ENROLMENTS_SLUG,
    where: { stripeSessionId: { equals: sessionId } },
    limit: 1,
    depth: 0,
    overrideAccess: true,
  })
  return docs[0] ?? null
}

export type RecordedEnrolment = { enrolment: Enrolment; created: boolean }

/**
 * Records a paid course Checkout session as one enrolment, however often it is delivered: the
 * unique stripeSessionId is the guard, and only the call whose insert succeeds sends the receipt
 * (and, for a new account, the set-password e-mail).
 */
export async function recordCoursePurchase(
  payload: Payload,
  session: CheckoutSession,
  stripe: Stripe | null,
): Promise<RecordedEnrolment> {
  const known = await findEnrolmentBySession(payload, session.id)
  if (known) return { enrolment: await settleRepeatPurchase(payload, known, stripe), created: false }
  const email = buyerEmail(session)
  if (!email) throw new Error(`Checkout session ${session.id} has no e-mail`)
  const { user, created: accountCreated } = await buyerAccount(payload, session, email)
  let enrolment: Enrolment
  try {
    enrolment = await payload.create({
      collection: ENROLMENTS_SLUG,
      data: {
        user: user.id,
        email,
        status: 'active',
        source: 'purchase',
        amount: session.amount_total ?? 0,
        currency: session.currency ?? 'usd',
        promotionCode: await promotionCodeOf(stripe, session),
        consentedAt: session.consent?.terms_of_service === 'accepted' ? new Date().toISOString() : null,
        stripeSessionId: session.id,
        paymentIntent: idOf(session.payment_intent),
        accountCreated,
      },
      depth: 0,
      overrideAccess: true,
      ...UNIQUE_INSERT,
    })
  } catch (error) {
    const existing = isUniqueViolation(error) ? await findEnrolmentBySession(payload, session.id) : null
    if (existing) return { enrolment: await settleRepeatPurchase(payload, existing, stripe), created: false }
    throw error
  }
  // Checked for a new account too: two purchases by a new address at once both find it new or made
  // by the other, and the one created later is the repeat
  const repeat = await refundRepeatPurchase(payload, enrolment, stripe)
  if (repeat) {
    // The account this purchase created has no password yet, and the purchase kept did not make it
    if (accountCreated && enrolment.email) {
      await queueEnrolmentEmails(payload, enrolment, [await setPasswordMessage(payload, enrolment)])
    }
    return { enrolment: repeat, created: true }
  }
  await queuePurchaseEmails(payload, enrolment, accountCreated)
  return { enrolment, created: true }
}

/**
 * A purchase recorded by the other delivery (the webhook or the buyer's return from Checkout), as
 * this one finds it: when it is a repeat whose refund that delivery may still be making, the refund
 * is made here too (Stripe's idempotency key and the e-mail's outbox key make it once), so that the
 * buyer's return says what the e-mail says.
 */
async function settleRepeatPurchase(
  payload: Payload,
  known: Enrolment,
  stripe: Stripe | null,
): Promise<Enrolment> {
  if (known.status !== 'active' || known.source !== 'purchase') return known
  return (await refundRepeatPurchase(payload, known, stripe)) ?? known
}

/** The reason kept on an enrolment whose payment refundRepeatPurchase gave back. */
export const REPEAT_PURCHASE_REASON = 'Already enrolled: this payment was refunded at once'

/**
 * A purchase by an account that has the course already (bought signed out: Checkout cannot know
 * who pays, or twice at once by a new address): its payment is refunded at once and the buyer
 * told, so nobody pays twice for one course. Of the active purchases of one account the earliest
 * (by creation, then by Checkout session) is kept, whichever delivery checks; an owner's grant does
 * not count. Answers this purchase refunded, or null when it stands (it is the earliest, or its
 * refund could not be made: then the owner is told in the log and can refund it in Stripe).
 */
async function refundRepeatPurchase(
  payload: Payload,
  enrolment: Enrolment,
  stripe: Stripe | null,
): Promise<Enrolment | null> {
  const { docs: others } = await payload.find({
    collection: ENROLMENTS_SLUG,
    where: {
      and: [
        { user: { equals: enrolledUserId(enrolment) } },
        { status: { equals: 'active' } },
        // Bought, not granted: a learner given access by the owner may still choose to pay, and a
        // purchase recorded late (the owner granted access while Stripe retried) is a sale all the same
        { source: { equals: 'purchase' } },
        { id: { not_equals: enrolment.id } },
      ],
    },
    depth: 0,
    pagination: false,
    overrideAccess: true,
  })
  const order = (each: Enrolment) => `${each.createdAt}|${each.stripeSessionId ?? ''}`
  const [kept, ...repeats] = [enrolment, ...others].sort((a, b) => (order(a) < order(b) ? -1 : 1))
  // A repeat found here that this one precedes checked before this one existed (two nodes' clocks
  // can order purchases against the order of their inserts): this check settles it too
  for (const repeat of repeats) {
    if (repeat.id !== enrolment.id) await refundAsRepeat(payload, repeat, stripe)
  }
  return kept.id === enrolment.id ? null : refundAsRepeat(payload, enrolment, stripe)
}

/** Records a repeat purchase as ended: refunded, with the repeat's reason. */
const endAsRepeat = (payload: Payload, enrolment: Enrolment): Promise<Enrolment> =>
  payload.update({
    collection: ENROLMENTS_SLUG,
    id: enrolment.id,
    data: { status: 'refunded', refundedAt: new Date().toISOString(), revokeReason: REPEAT_PURCHASE_REASON },
    depth: 0,
    overrideAccess: true,
  })

/** Refunds a repeat purchase's payment, records it and tells the buyer; null when it cannot. */
async function refundAsRepeat(
  payload: Payload,
  enrolment: Enrolment,
  stripe: Stripe | null,
): Promise<Enrolment | null> {
  const key = enrolmentKey(enrolment)
  // A checkout at no cost (a 100%-off code) charged nothing: it ends, with nothing to refund or tell
  if (!enrolment.paymentIntent && !enrolment.amount) return endAsRepeat(payload, enrolment)
  if (!stripe || !enrolment.paymentIntent) {
    payload.logger.warn(
      `Enrolment ${key}: a repeat purchase by ${enrolment.email} could not be refunded here`,
    )
    return null
  }
  try {
    await stripe.refunds.create(
      { payment_intent: enrolment.paymentIntent, metadata: { kind: COURSE_SALE_KIND } },
      { idempotencyKey: `course-repeat-${key}-refund` },
    )
  } catch (error) {
    // The other delivery's request with the same key may be in flight (Stripe answers 409 to it)
    const meanwhile = await findEnrolmentBySession(payload, enrolment.stripeSessionId ?? '')
    if (meanwhile?.status === 'refunded' && meanwhile.revokeReason === REPEAT_PURCHASE_REASON)
      return meanwhile
    payload.logger.error(`Enrolment ${key}: refund of a repeat purchase failed: ${(error as Error).message}`)
    return null
  }
  const refunded = await endAsRepeat(payload, enrolment)
  const site = siteUrl()
  const price = formatAmount(enrolment.amount ?? 0, enrolment.currency ?? 'usd')
  await queueEnrolmentEmails(payload, enrolment, [
    {
      purpose: `course-repeat-refund:${key}`,
      to: enrolment.email!,
      replyTo: getEnv().ADMIN_EMAIL,
      subject: `You already have ${COURSE_NAME}: your payment is refunded`,
      text: [
        `The account of ${enrolment.email} already has ${COURSE_NAME}, so this payment of ${price} was`,
        'refunded at once. The refund shows on your statement within 5-10 business days.',
        '',
        // A new account has no password yet: the purchase that created it sends its set-password link
        enrolment.accountCreated
          ? `Set your password with the link in our other e-mail, then log in to reach your lessons: ${site}/login`
          : `Log in to continue your lessons: ${site}/login`,
        '',
        `Reference: ${key}`,
      ].join('\n'),
    },
  ])
  return refunded
}

/**
 * Ends the enrolment paid by a fully refunded charge (status refunded), so the next lesson request
 * shows the lock. A partial refund leaves access as it is. Answers how many enrolments ended.
 */
export async function recordCourseRefund(payload: Payload, charge: Stripe.Charge): Promise<number> {
  const paymentIntent = idOf(charge.payment_intent)
  if (!charge.refunded || !paymentIntent) return 0
  const now = new Date().toISOString()
  const { docs, errors } = await payload.update({
    collection: ENROLMENTS_SLUG,
    where: { and: [{ paymentIntent: { equals: paymentIntent } }, { status: { equals: 'active' } }] },
    data: { status: 'refunded', refundedAt: now, revokeReason: 'Refunded in Stripe' },
    depth: 0,
    overrideAccess: true,
  })
  // Payload reports a document it could not write instead of throwing: fail, so Stripe sends it again
  if (errors.length) throw new Error(`${errors.length} enrolment(s) of ${paymentIntent} not ended`)
  return docs.length
}

/** True when some enrolment was paid by this payment intent (the refund is the course's, not a booking's). */
export async function isCoursePayment(payload: Payload, charge: Stripe.Charge): Promise<boolean> {
  const paymentIntent = idOf(charge.payment_intent)
  if (charge.metadata?.kind === COURSE_SALE_KIND) return true
  if (!paymentIntent) return false
  const { totalDocs } = await payload.count({
    collection: ENROLMENTS_SLUG,
    where: { paymentIntent: { equals: paymentIntent } },
    overrideAccess: true,
  })
  return totalDocs > 0
}

/**
 * A `payload-token` session for an account, as a login opens one (Payload's own session list and
 * JWT). Only the return from Checkout uses it, for an account the purchase just created.
 */
export async function openSession(payload: Payload, userId: User['id']): Promise<string | null> {
  const collectionConfig = payload.collections.users.config
  // The read and the write share a request, so the write adds this session and changes no other
  // (src/platform/database/sessionsInPlace.ts).
  const req = await createLocalReq({}, payload)
  const user = await payload.db.findOne<User & { collection?: string }>({
    collection: 'users',
    req,
    where: { id: { equals: userId } },
  })
  if (!user) return null
  const { sid } = await addSessionToUser({ collectionConfig, payload, req, user: user as never })
  const fieldsToSign = getFieldsToSign({
    collectionConfig,
    email: user.email,
    sid,
    user: { ...user, collection: 'users' } as never,
  })
  const { token } = await jwtSign({
    fieldsToSign,
    secret: payload.secret,
    tokenExpiration: collectionConfig.auth.tokenExpiration,
  })
  return token
}
