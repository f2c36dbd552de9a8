import type { CollectionBeforeChangeHook, CollectionConfig } from 'payload'
import { ValidationError } from 'payload'

import { adminOnly } from '@/platform/access/adminOnly'
import { nobody } from '@/platform/access/nobody'
import { expireDashboardOnChange } from '@/platform/cache/expireDashboard'
import { ENROLMENTS_SLUG } from '../courseSales'
import { keptByServer, userField } from '@/platform/payload/fields'

/**
 * An owner's grant needs a reason, and so does a revoke by hand: the reason is kept beside the
 * record. Ending an enrolment (refund or revoke) stamps when; making it active again clears that.
 * Server code (the webhook) writes without a user and gives its own reasons.
 */
const keepReasons: CollectionBeforeChangeHook = async ({ data, originalDoc, operation, req }) => {
  const status = data.status ?? originalDoc?.status ?? 'active'
  const source = data.source ?? originalDoc?.source ?? 'grant'
  const ending = status !== 'active' && (operation === 'create' || originalDoc?.status === 'active')
  const reopening = status === 'active' && operation === 'update' && originalDoc?.status !== 'active'
  if (req.user) {
    const errors: { path: string; message: string }[] = []
    if (operation === 'create' && source !== 'purchase' && !data.grantReason?.trim()) {
      errors.push({ path: 'grantReason', message: 'Say why access is granted' })
    }
    // Each revoke says why now: a reason left from an earlier revoke is cleared when access returns
    const revokeReason = data.revokeReason ?? originalDoc?.revokeReason
    if (ending && status === 'revoked' && !revokeReason?.trim()) {
      errors.push({ path: 'revokeReason', message: 'Say why access is revoked' })
    }
    // Refunded is what Stripe's refund of a purchase sets; the owner ends a grant by revoking it
    if (status === 'refunded' && source !== 'purchase' && originalDoc?.status !== 'refunded') {
      errors.push({ path: 'status', message: 'Only a purchase is refunded: revoke a grant instead' })
    }
    // The money went back: access does not (nor does a save of a form loaded before the refund)
    if (originalDoc?.status === 'refunded' && status !== 'refunded') {
      errors.push({
        path: 'status',
        message: 'A refunded purchase stays refunded: add a grant to give access again',
      })
    }
    // One active enrolment per member: revoking one of two would leave the member enrolled
    const user = data.user ?? originalDoc?.user
    if (status === 'active' && (operation === 'create' || reopening) && user !== undefined && user !== null) {
      const userId = typeof user === 'object' ? user.id : user
      const active = await req.payload.count({
        collection: ENROLMENTS_SLUG,
        where: {
          and: [
            { user: { equals: userId } },
            { status: { equals: 'active' } },
            ...(originalDoc?.id !== undefined ? [{ id: { not_equals: originalDoc.id } }] : []),
          ],
        },
        overrideAccess: true,
        req,
      })
      if (active.totalDocs > 0)
        errors.push({ path: 'user', message: 'This member already has access to the course' })
    }
    if (errors.length) throw new ValidationError({ collection: ENROLMENTS_SLUG, errors, req })
  }
  if (ending) data.endedAt = new Date().toISOString()
  if (status === 'active') data.endedAt = null
  if (reopening) data.revokeReason = null
  return data
}

/**
 * A grant made without an e-mail carries the member's, so the list, the document's title and a
 * search by address find it as they find a purchase.
 */
const grantCarriesEmail: CollectionBeforeChangeHook = async ({ data, operation, req }) => {
  if (operation !== 'create' || (typeof data.email === 'string' && data.email.trim())) return data
  const user: unknown = data.user
  const userId = user && typeof user === 'object' ? (user as { id?: unknown }).id : user
  if (typeof userId !== 'string' && typeof userId !== 'number') return data
  const member = await req.payload
    .findByID({ collection: 'users', id: userId, depth: 0, overrideAccess: true, req })
    .catch(() => null)
  if (member?.email) data.email = member.email
  return data
}

/**
 * Who may read the paid lessons of How to Let Go: one record per purchase (written by Stripe's
 * webhook, keyed by the Checkout session) or per grant the owner makes in the admin. A full refund
 * ends it; the owner revokes or grants access here, with the reason kept.
 */
export const Enrolments: CollectionConfig = {
  slug: ENROLMENTS_SLUG,
  access: {
    read: adminOnly,
    create: adminOnly,
    update: adminOnly,
    delete: nobody,
  },
  admin: {
    useAsTitle: 'email',
    defaultColumns: ['user', 'email', 'status', 'source', 'amount', 'promotionCode', 'createdAt'],
    description:
      'Access to How to Let Go. Purchases are recorded from Stripe; add one to grant access by hand, or set the status to revoked to take it away. Amounts are kept in cents and listed in the enrolment’s currency.',
  },
  hooks: { ...expireDashboardOnChange, beforeChange: [keepReasons, grantCarriesEmail] },
  indexes: [
    { fields: ['user', 'status'] },
    // The dashboard's sales funnel: purchases and refunds since a date
    { fields: ['source', 'createdAt'] },
    { fields: ['status', 'endedAt'] },
  ],
  fields: [
    userField({ name: 'user', required: true, index: true }),
    { name: 'email', type: 'email', admin: { description: 'The buyer’s e-mail at checkout' } },
    {
      name: 'status',
      type: 'select',
      required: true,
      defaultValue: 'active',
      options: [
        { label: 'Active', value: 'active' },
        { label: 'Refunded', value: 'refunded' },
        { label: 'Revoked', value: 'revoked' },
      ],
    },
    {
      name: 'source',
      type: 'select',
      required: true,
      defaultValue: 'grant',
      options: [
        { label: 'Purchase', value: 'purchase' },
        { label: 'Granted by the owner', value: 'grant' },
      ],
      access: { update: () => false },
    },
    { name: 'grantReason', type: 'textarea', admin: { condition: (data) => data?.source !== 'purchase' } },
    { name: 'revokeReason', type: 'textarea' },
    {
      name: 'endedAt',
      type: 'date',
      access: keptByServer,
      admin: { readOnly: true, date: { pickerAppearance: 'dayAndTime' } },
    },
    {
      type: 'collapsible',
      label: 'Payment',
      admin: { condition: (data) => data?.source === 'purchase' },
      fields: [
        {
          name: 'amount',
          type: 'number',
          access: keptByServer,
          admin: {
            readOnly: true,
            description: 'Paid, in cents',
            components: { Cell: '/platform/admin/AmountCell#AmountCell' },
          },
        },
        { name: 'currency', type: 'text', access: keptByServer, admin: { readOnly: true } },
        { name: 'promotionCode', type: 'text', access: keptByServer, admin: { readOnly: true } },
        {
          name: 'consentedAt',
          type: 'date',
          access: keptByServer,
          admin: {
            readOnly: true,
            description: 'When the buyer asked for immediate access (EU right of withdrawal)',
          },
        },
        {
          name: 'stripeSessionId',
          type: 'text',
          unique: true,
          index: true,
          admin: { readOnly: true },
          access: { update: () => false },
        },
        // Stripe's charge events name the payment intent, not the Checkout session
        { name: 'paymentIntent', type: 'text', index: true, access: keptByServer, admin: { readOnly: true } },
        { name: 'refundedAt', type: 'date', access: keptByServer, admin: { readOnly: true } },
      ],
    },
    {
      name: 'accountCreated',
      type: 'checkbox',
      defaultValue: false,
      access: keptByServer,
      admin: { readOnly: true, description: 'The purchase created the buyer’s account' },
    },
  ],
  timestamps: true,
}
