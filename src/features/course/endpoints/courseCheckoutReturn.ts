import type { Endpoint, Payload } from 'payload'
import type Stripe from 'stripe'

import type { Enrolment, User } from '@/payload-types'
import {
  enrolledUserId,
  isCourseSession,
  isSettledSession,
  openSession,
  recordCoursePurchase,
  REPEAT_PURCHASE_REASON,
  RETURN_SIGN_IN_WINDOW_MS,
} from '@/features/course/courseEnrolments'
import { FIRST_LESSON_PATH } from '@/features/course/courseSales'
import { checkRateLimit, tooManyRequestsMessage } from '@/platform/rateLimit'
import { getStripe } from '@/platform/stripe'
import { htmlResponse } from '@/platform/http/endpoint'

import { escapeHtml, simplePage } from '@/platform/mail/emailLayout'

import { sessionCookie } from '@/features/accounts'

const SESSION_ID_PATTERN = /^cs_[A-Za-z0-9_]{1,255}$/

/** Where a buyer with an account of their own is sent: log in, then the first lesson. */
export const LOGIN_TO_LESSONS_PATH = `/login?next=${encodeURIComponent(FIRST_LESSON_PATH)}&enrolled=1`

/** The login page for a buyer whose account the purchase created, when the return cannot sign it in. */
export const LOGIN_AFTER_NEW_ACCOUNT_PATH = `/login?next=${encodeURIComponent(FIRST_LESSON_PATH)}&enrolled=new`

/** Where a buyer whose account had the course already is sent: their payment was refunded (refundRepeatPurchase). */
export const LOGIN_AFTER_REPEAT_PATH = `/login?next=${encodeURIComponent(FIRST_LESSON_PATH)}&enrolled=already`
/** Back from a second checkout at no cost (a 100%-off code) by a buyer who has the course: nothing was charged. */
export const LOGIN_AFTER_FREE_REPEAT_PATH = `/login?next=${encodeURIComponent(FIRST_LESSON_PATH)}&enrolled=owned`

/**
 * Onward to `path` from a page of this site, not by a redirect: the browser arrives here from
 * Stripe's domain, and a navigation that a redirect continues stays cross-site, for which Payload
 * does not read the session cookie (its CSRF rule). The next page is requested same-origin.
 */
const continueTo = (path: string, cookie?: string, title = 'Thank you!'): Response =>
  htmlResponse(
    200,
    simplePage({
      title,
      bodyHtml: `<meta http-equiv="refresh" content="0;url=${escapeHtml(path)}"><p><a href="${escapeHtml(path)}">Continue</a></p>`,
    }),
    { Refresh: `0;url=${path}`, ...(cookie ? { 'Set-Cookie': cookie } : {}) },
  )

/** A return with no paid purchase of the course behind it: back to the course page, with no thanks. */
const backToCourse = () => continueTo('/how-to-let-go', undefined, 'Back to How to Let Go')

/**
 * A return for a purchase that was refunded or revoked since: a page that says so and stays (no
 * onward refresh), with the way back to the course page.
 */
function purchaseEnded(status: Enrolment['status']): Response {
  const title = status === 'refunded' ? 'This purchase was refunded' : 'This purchase is no longer active'
  return htmlResponse(
    200,
    simplePage({
      title,
      bodyHtml: `<p>${escapeHtml(`${title}, so its lessons are locked again.`)}</p><p><a href="/how-to-let-go">Back to How to Let Go</a></p>`,
    }),
  )
}

/** The answer past the checkout limit: 429, and a page that says when to load it again. */
const tryAgainLater = (retryAfterSeconds: number, url: string): Response => {
  const again = new URL(url, 'http://localhost')
  const path = `${again.pathname}${again.search}`
  return htmlResponse(
    429,
    simplePage({
      title: 'Please wait a moment',
      bodyHtml: `<p>${escapeHtml(tooManyRequestsMessage(retryAfterSeconds))}</p><p><a href="${escapeHtml(path)}">Try again</a></p>`,
    }),
    { 'Retry-After': String(retryAfterSeconds) },
  )
}

/** True for an account this purchase created that has never had a session, shortly after paying. */
async function maySignInOnReturn(payload: Payload, enrolment: Enrolment): Promise<boolean> {
  if (!enrolment.accountCreated) return false
  if (Date.now() - new Date(enrolment.createdAt).getTime() > RETURN_SIGN_IN_WINDOW_MS) return false
  const userId = enrolledUserId(enrolment)
  const user = await payload.db.findOne<User & { sessions?: unknown[] | null }>({
    collection: 'users',
    where: { id: { equals: userId } },
  })
  return Boolean(user) && !user?.sessions?.length
}

/** A session cookie for the account the purchase created, signed in now, or null (maySignInOnReturn). */
async function signInCreatedAccount(payload: Payload, enrolment: Enrolment): Promise<string | null> {
  if (!(await maySignInOnReturn(payload, enrolment))) return null
  const token = await openSession(payload, enrolledUserId(enrolment))
  return token ? sessionCookie(payload, token) : null
}

/**
 * GET /api/course/checkout-return?session_id=...: Checkout's success address. The session is read
 * back from Stripe (never trusted from the URL) and recorded if the webhook has not done it yet;
 * then the buyer goes on to the first lesson: signed in already when they started Checkout signed in
 * (their browser's guest ticks join the account there), signed in now when the purchase created
 * their account, or through the login page when the account was theirs before. Past the checkout
 * limit of the client address it answers 429 with a page to load again, and asks Stripe nothing.
 */
export const courseCheckoutReturn: Endpoint = {
  path: '/course/checkout-return',
  method: 'get',
  handler: async (req) => {
    const sessionId = new URL(req.url ?? '/', 'http://localhost').searchParams.get('session_id') ?? ''
    const stripe = getStripe()
    if (!SESSION_ID_PATTERN.test(sessionId) || !stripe) return backToCourse()
    // Each return asks Stripe: past the checkout limit, a page asks to wait and asks Stripe nothing
    const limit = await checkRateLimit('checkout', req)
    if (!limit.allowed) return tryAgainLater(limit.retryAfterSeconds, req.url ?? '/')
    let session: Stripe.Checkout.Session
    try {
      session = await stripe.checkout.sessions.retrieve(sessionId)
    } catch {
      return backToCourse()
    }
    if (!isCourseSession(session) || !isSettledSession(session)) return backToCourse()

    let enrolment: Enrolment
    try {
      enrolment = (await recordCoursePurchase(req.payload, session, stripe)).enrolment
    } catch (error) {
      req.payload.logger.error(`Course purchase ${sessionId} not recorded: ${(error as Error).message}`)
      return continueTo(LOGIN_TO_LESSONS_PATH)
    }
    if (enrolment.status === 'refunded' && enrolment.revokeReason === REPEAT_PURCHASE_REASON) {
      // Two payments at once by a new address: the account this one created holds the course by the other
      const cookie = await signInCreatedAccount(req.payload, enrolment)
      if (cookie) return continueTo(FIRST_LESSON_PATH, cookie)
      // A checkout at no cost (a 100%-off code) was set aside with nothing to refund
      return continueTo(enrolment.amount ? LOGIN_AFTER_REPEAT_PATH : LOGIN_AFTER_FREE_REPEAT_PATH)
    }
    // Refunded or revoked since (the page left open, a bookmarked return): no thanks, no lessons to open
    if (enrolment.status !== 'active') return purchaseEnded(enrolment.status)
    // Started signed in: the browser holds that session (its cookie is not read on this cross-site arrival).
    const buyerId = enrolledUserId(enrolment)
    if (session.metadata?.userId && session.metadata.userId === String(buyerId)) {
      return continueTo(FIRST_LESSON_PATH)
    }
    const cookie = await signInCreatedAccount(req.payload, enrolment)
    if (cookie) return continueTo(FIRST_LESSON_PATH, cookie)
    // An account this purchase created has no password the buyer knows until they set one by e-mail
    return continueTo(enrolment.accountCreated ? LOGIN_AFTER_NEW_ACCOUNT_PATH : LOGIN_TO_LESSONS_PATH)
  },
}
