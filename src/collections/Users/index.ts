import type { CollectionConfig } from 'payload'

import { adminOnly, adminOnlyField, hasAdminRole } from '../../access/adminOnly'
import { adminOrSelf } from '../../access/adminOrSelf'
import { rateLimitAuthRoutes } from '../../hooks/rateLimitAuthRoutes'
import { getEnv } from '../../lib/env'
import { checkResetPassword } from './checkResetPassword'
import {
  RESET_LINK_LIFETIME_MS,
  resetPasswordEmailHTML,
  resetPasswordEmailSubject,
} from './resetPasswordEmail'
import { validatePassword } from './validatePassword'

export const Users: CollectionConfig = {
  slug: 'users',
  access: {
    admin: ({ req }) => hasAdminRole(req.user),
    read: adminOrSelf,
    create: adminOnly,
    update: adminOrSelf,
    delete: adminOnly,
  },
  admin: {
    useAsTitle: 'email',
    defaultColumns: ['email', 'name', 'roles', 'requirePasswordChange', 'createdAt'],
  },
  auth: {
    maxLoginAttempts: 5,
    lockTime: 10 * 60 * 1000,
    tokenExpiration: 7 * 24 * 60 * 60,
    cookies: {
      sameSite: 'Lax',
      // Secure whenever the site is served over https; a plain-http localhost demo keeps working.
      secure: getEnv().NEXT_PUBLIC_SERVER_URL.startsWith('https://'),
    },
    forgotPassword: {
      expiration: RESET_LINK_LIFETIME_MS,
      generateEmailSubject: resetPasswordEmailSubject,
      generateEmailHTML: resetPasswordEmailHTML,
    },
  },
  hooks: {
    beforeOperation: [rateLimitAuthRoutes, checkResetPassword],
    beforeValidate: [validatePassword],
  },
  fields: [
    { name: 'name', type: 'text' },
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
  ],
  timestamps: true,
}
