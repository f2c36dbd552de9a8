import type { CollectionBeforeDeleteHook, CollectionConfig, TextFieldSingleValidation } from 'payload'
import { text } from 'payload/shared'

import { adminOnly, adminOnlyField, hasAdminRole } from '@/platform/access/adminOnly'
import { adminOrSelf } from '@/platform/access/adminOrSelf'
import {
  forgetAttemptsAfterLogin,
  forgetAttemptsAfterUnlockOrReset,
  rateLimitAuthRoutes,
} from '../rateLimitAuthRoutes'
import { LOCK_TIME_MS, MAX_LOGIN_ATTEMPTS } from '@/platform/rateLimit'
import { isStoredValue } from '@/platform/payload/fields'
import { MAX_NAME_LENGTH, nameProblem } from '../validations'
import { checkResetPassword } from './checkResetPassword'
import {
  clearResetTokenOnPasswordChange,
  keepValidResetToken,
  RESET_EMAIL_INTERVAL_MS,
  RESET_LINK_LIFETIME_MS,
  resetPasswordEmailHTML,
  resetPasswordEmailSubject,
} from './resetPasswordEmail'
import { guardAccountChanges } from './guardAccountChanges'
import { hideSessions } from './hideSessions'
import { noRefreshWhileChangePending } from './noRefreshWhileChangePending'
import { keepAnAdmin } from './keepAnAdmin'
import {
  clearExpiryAfterReset,
  clearExpiryOnPasswordChange,
  refuseExpiredSharedPassword,
} from './sharedPasswordExpiry'
import { validateCredentials } from './validateCredentials'
import { payloadAuthRoutes } from '../endpoints/payloadAuthRoutes'

/**
 * The users collection. Its session cookie is `Secure` whenever the site is served over https (a
 * plain-http localhost demo keeps working), so the site's address is an argument: the collection
 * is built with the config, not when this module is imported (a script may import the accounts
 * door before its environment is loaded). `beforeDelete` are other features' checks and clean-ups
 * of the rows that name an account (the course's enrolments and progress, the payments' bookings),
 * which accounts does not import.
 */
export const usersCollection = (
  serverUrl: string,
  { beforeDelete = [] }: { beforeDelete?: CollectionBeforeDeleteHook[] } = {},
): CollectionConfig => ({
  slug: 'users',
  access: {
    // A flagged admin is sent to change the password first (src/app/(payload)/admin).
    admin: ({ req }) => hasAdminRole(req.user) && !req.user?.requirePasswordChange,
    read: adminOrSelf,
    create: adminOnly,
    update: adminOrSelf,
    delete: adminOnly,
    unlock: adminOnly,
  },
  admin: {
    useAsTitle: 'email',
    defaultColumns: ['email', 'name', 'roles', 'requirePasswordChange', 'createdAt'],
  },
  auth: {
    maxLoginAttempts: MAX_LOGIN_ATTEMPTS,
    lockTime: LOCK_TIME_MS,
    tokenExpiration: 7 * 24 * 60 * 60,
    // The session lives in the HttpOnly cookie only: login, me and refresh (REST and GraphQL) leave
    // the JWT out of their JSON, so no script on the page can read it.
    removeTokenFromResponses: true,
    cookies: {
      sameSite: 'Lax',
      secure: serverUrl.startsWith('https://'),
    },
    forgotPassword: {
      expiration: RESET_LINK_LIFETIME_MS,
      minRequestInterval: RESET_EMAIL_INTERVAL_MS,
      generateEmailSubject: resetPasswordEmailSubject,
      generateEmailHTML: resetPasswordEmailHTML,
    },
  },
  // Payload's sign-in, sign-out and refresh, run again when a MongoDB transaction lost (decision 0074).
  // A copy: Payload appends its own endpoints to the array it is given.
  endpoints: [...payloadAuthRoutes],
  hooks: {
    beforeOperation: [
      rateLimitAuthRoutes,
      guardAccountChanges,
      keepAnAdmin,
      checkResetPassword,
      noRefreshWhileChangePending,
    ],
    beforeValidate: [validateCredentials],
    beforeChange: [clearExpiryOnPasswordChange, clearResetTokenOnPasswordChange, keepValidResetToken],
    beforeDelete,
    beforeLogin: [refuseExpiredSharedPassword],
    afterLogin: [forgetAttemptsAfterLogin],
    afterOperation: [forgetAttemptsAfterUnlockOrReset, clearExpiryAfterReset],
    afterRead: [hideSessions],
  },
  fields: [
    {
      name: 'name',
      type: 'text',
      maxLength: MAX_NAME_LENGTH,
      validate: ((value, args) =>
        (typeof value === 'string' && !isStoredValue(value, args) && nameProblem(value)) ||
        text(value, args)) satisfies TextFieldSingleValidation,
    },
    {
      name: 'roles',
      type: 'select',
      hasMany: true,
      required: true,
      defaultValue: ['member'],
      saveToJWT: true,
      options: [
        { label: 'Admin', value: 'admin' },
        { label: 'Member', value: 'member' },
      ],
      access: { create: adminOnlyField, update: adminOnlyField },
    },
    {
      name: 'requirePasswordChange',
      type: 'checkbox',
      required: true,
      defaultValue: false,
      saveToJWT: true,
      access: { update: adminOnlyField },
    },
    {
      // Set by the bulk import: when the shared import password stops signing this account in.
      name: 'sharedPasswordExpiresAt',
      type: 'date',
      admin: { readOnly: true, position: 'sidebar', date: { pickerAppearance: 'dayAndTime' } },
      access: { create: adminOnlyField, update: adminOnlyField },
    },
  ],
  timestamps: true,
})
