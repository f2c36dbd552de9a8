import type { Endpoint } from 'payload'

import { authBulkImport } from './authBulkImport'
import { authChangePassword } from './authChangePassword'
import { authForgotPassword } from './authForgotPassword'
import { authLogin } from './authLogin'
import { authLogout } from './authLogout'
import { authMe } from './authMe'
import { authResetPassword } from './authResetPassword'
import { authSignup } from './authSignup'
import { courseProgressGet } from './courseProgressGet'
import { courseCheckout } from './courseCheckout'
import { courseCheckoutReturn } from './courseCheckoutReturn'
import { coursePageView } from './coursePageView'
import { courseProgressPost } from './courseProgressPost'
import { createCheckoutSession } from './createCheckoutSession'
import { dashboardEndpoint } from './dashboard'
import { emailConfirm } from './emailConfirm'
import { emailSignup } from './emailSignup'
import { sameSiteOnly } from './lib/http'
import { seminarEventsEndpoint } from './seminarEvents'
import {
  ownerCalendarFeed,
  sessionCalendarDownload,
  sessionCancel,
  sessionConfirm,
  sessionReschedule,
  sessionSlots,
} from './sessionScheduling'
import { stripeWebhook } from './stripeWebhook'
import { unsubscribeOneClick, unsubscribePage } from './unsubscribe'

/** The POSTs a visitor's browser makes from the site's pages: refused when sent from another site. */
const browserPosts: Endpoint[] = [
  createCheckoutSession,
  courseCheckout,
  authLogin,
  authSignup,
  authLogout,
  authChangePassword,
  authForgotPassword,
  authResetPassword,
  authBulkImport,
  emailSignup,
  courseProgressPost,
  sessionConfirm,
  sessionReschedule,
  sessionCancel,
  coursePageView,
  // Mail providers post RFC 8058's one-click unsubscribe with no Origin, which passes
  unsubscribeOneClick,
]

/** Every custom endpoint, served by Payload under /api<path>. Stripe's webhook proves itself by its signature. */
export const endpoints: Endpoint[] = [
  seminarEventsEndpoint,
  stripeWebhook,
  authMe,
  courseProgressGet,
  courseCheckoutReturn,
  dashboardEndpoint,
  emailConfirm,
  unsubscribePage,
  sessionSlots,
  sessionCalendarDownload,
  ownerCalendarFeed,
  ...browserPosts.map(sameSiteOnly),
]
