/**
 * Accounts: users (e-mail and password), the auth endpoints of spec §7, the bulk import and the
 * forced password change. What Payload assembles, and what other features use; pages take their
 * components from ./pages.
 */
import type { Endpoint } from 'payload'

import { sameSiteOnly } from '@/platform/http/endpoint'

import { authBulkImport } from './endpoints/authBulkImport'
import { authChangePassword } from './endpoints/authChangePassword'
import { authForgotPassword } from './endpoints/authForgotPassword'
import { authLogin } from './endpoints/authLogin'
import { authLogout } from './endpoints/authLogout'
import { authMe } from './endpoints/authMe'
import { authResetPassword } from './endpoints/authResetPassword'
import { authSignup } from './endpoints/authSignup'

export { createAdmin, createAdminUser, hasAccount } from './adminAccount'
export { importUsers } from './importUsers'
export { payloadAuthMutations } from './endpoints/payloadAuthRoutes'
export { hideLockFromTrustedDevice, rateLimitLoggingLevels } from './rateLimitAuthRoutes'
export { sessionCookie } from './sessionCookie'
export { usersCollection } from './users'
export { resetPasswordUrl } from './users/resetPasswordEmail'

/** The browser's POSTs are refused when sent from another site (sameSiteOnly). */
export const accountsEndpoints: Endpoint[] = [
  authMe,
  ...[
    authLogin,
    authSignup,
    authLogout,
    authChangePassword,
    authForgotPassword,
    authResetPassword,
    authBulkImport,
  ].map(sameSiteOnly),
]
