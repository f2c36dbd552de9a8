/**
 * The mailing list: subscribers and their consent, the crash-course sequences, broadcasts,
 * unsubscribe, export and erasure, and the jobs that send them (through the platform's outbox).
 * What Payload assembles, and what other features use; pages take their components from ./pages.
 */
import type { Endpoint } from 'payload'

import { sameSiteOnly } from '@/platform/http/endpoint'

import { emailConfirm } from './endpoints/emailConfirm'
import { emailSignup } from './endpoints/emailSignup'
import { unsubscribeOneClick, unsubscribePage } from './endpoints/unsubscribe'

export { Broadcasts } from './collections/Broadcasts'
export { BROADCASTS_SLUG, broadcastPurpose } from './collections/broadcastsSlug'
export { EMAIL_SEQUENCES_SLUG, EmailSequences } from './collections/EmailSequences'
export { EmailSignups } from './collections/EmailSignups'
export { stepPurpose } from './emailSequences'
export { signSubscriberToken } from './mailingList'
export { mailingListJobs } from './jobs'

export const mailingListEndpoints: Endpoint[] = [
  emailConfirm,
  unsubscribePage,
  // Mail providers post RFC 8058's one-click unsubscribe with no Origin, which passes
  ...[emailSignup, unsubscribeOneClick].map(sameSiteOnly),
]
