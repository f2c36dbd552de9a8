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
import { courseProgressPost } from './courseProgressPost'
import { createCheckoutSession } from './createCheckoutSession'
import { emailSignup } from './emailSignup'
import { seminarEventsEndpoint } from './seminarEvents'
import { stripeWebhook } from './stripeWebhook'

/** Every custom endpoint, served by Payload under /api<path>. */
export const endpoints: Endpoint[] = [
  seminarEventsEndpoint,
  createCheckoutSession,
  stripeWebhook,
  authMe,
  authLogin,
  authSignup,
  authLogout,
  authChangePassword,
  authForgotPassword,
  authResetPassword,
  authBulkImport,
  emailSignup,
  courseProgressGet,
  courseProgressPost,
]
