import type {
  CollectionAfterChangeHook,
  CollectionBeforeChangeHook,
  CollectionConfig,
  PayloadRequest,
} from 'payload'
import { ValidationError } from 'payload'

import type { EmailSignup } from '@/payload-types'
import { adminOnlyAccess } from '@/platform/access/adminOnly'
import { cancelQueuedListEmails } from '@/platform/mail/outbox'
import {
  SUBSCRIBERS_SLUG,
  handAddedFields,
  normalise,
  sendHandAddedConfirmation,
  unsubscribedFields,
} from '../mailingList'
import { subscriberErase, subscriberExport } from '../endpoints/subscriberActions'
import { expireDashboardOnChange } from '@/platform/cache/expireDashboard'
import { afterCommit } from '@/platform/database/afterCommit'
import { existingRelationship, keptByServer } from '@/platform/payload/fields'

const dayAndTime = { date: { pickerAppearance: 'dayAndTime' as const } }

/** The owner's edit (admin, REST, GraphQL) that sets an address unsubscribed; the link's own write has no user. */
const unsubscribedByHand = (
  req: { user?: { email?: string | null } | null },
  status: unknown,
  before: EmailSignup | undefined,
): boolean => Boolean(req.user) && status === 'unsubscribed' && before?.status !== 'unsubscribed'

/**
 * Unsubscribing an address by hand writes what the unsubscribe link writes (mailingList.ts): the
 * time (one the admin changed it to, or now: the form sends back the date of an earlier
 * unsubscribe too), the consent record's entry naming the admin, and no next step.
 */
const recordUnsubscribeByHand: CollectionBeforeChangeHook<EmailSignup> = ({
  data,
  originalDoc,
  operation,
  req,
}) => {
  if (operation !== 'update' || !originalDoc) return data
  // Consent: an address that unsubscribed is confirmed again only by its own new sign-up and link
  // (nor does a save of a form loaded before the unsubscribe bring it back)
  if (req.user && originalDoc.status === 'unsubscribed' && data.status && data.status !== 'unsubscribed') {
    throw new ValidationError({
      collection: SUBSCRIBERS_SLUG,
      errors: [
        {
          path: 'status',
          message:
            'This address unsubscribed: only a new sign-up from it, confirmed by its link, adds it again',
        },
      ],
      req,
    })
  }
  if (!unsubscribedByHand(req, data.status, originalDoc)) return data
  const changed = data.unsubscribedAt && data.unsubscribedAt !== originalDoc.unsubscribedAt
  const given = changed ? Date.parse(data.unsubscribedAt as string) : NaN
  return {
    ...data,
    ...unsubscribedFields(originalDoc, {
      source: `admin (${req.user?.email ?? 'unknown'})`,
      ...(Number.isNaN(given) ? {} : { now: given }),
    }),
  }
}

/** A subscriber the owner creates (the admin, REST or GraphQL); the site's own sign-ups use the local API. */
const addedByHand = (req: PayloadRequest, operation: string) =>
  operation === 'create' && Boolean(req.user) && req.payloadAPI !== 'local'

/** A subscriber added by hand is written as a sign-up is (mailingList.ts, handAddedFields). */
const recordAddedByHand: CollectionBeforeChangeHook<EmailSignup> = async ({ data, operation, req }) =>
  addedByHand(req, operation)
    ? handAddedFields(req.payload, data, { source: `admin (${req.user?.email ?? 'unknown'})` })
    : data

/** A pending subscriber added by hand gets its confirmation link, once the subscriber is stored. */
const confirmAddedByHand: CollectionAfterChangeHook<EmailSignup> = async ({ doc, operation, req }) => {
  if (addedByHand(req, operation) && doc.status === 'pending') {
    await afterCommit(req, () => sendHandAddedConfirmation(req.payload, doc))
  }
  return doc
}

/** As after the link: the list e-mails still waiting for the address are cancelled. */
const stopListEmailsAfterUnsubscribeByHand: CollectionAfterChangeHook<EmailSignup> = async ({
  doc,
  previousDoc,
  operation,
  req,
}) => {
  if (operation === 'update' && unsubscribedByHand(req, doc.status, previousDoc)) {
    await cancelQueuedListEmails(req.payload, doc.email)
  }
  return doc
}

/**
 * The mailing list: one subscriber per address, pending until the address is confirmed
 * (double opt-in), then confirmed or unsubscribed. `history` is the consent record: every
 * change with its time, its source (page or link) and a keyed hash of the IP address.
 * The lifecycle lives in src/features/mailing-list/mailingList.ts.
 */
export const EmailSignups: CollectionConfig = {
  slug: SUBSCRIBERS_SLUG,
  access: adminOnlyAccess,
  labels: { singular: 'Subscriber', plural: 'Subscribers' },
  admin: {
    useAsTitle: 'email',
    defaultColumns: [
      'email',
      'status',
      'subscribedAt',
      'confirmedAt',
      'source',
      'sequenceStep',
      'nextStepAt',
    ],
    group: 'Mailing list',
    components: {
      beforeListTable: ['/features/mailing-list/admin/SubscriberExportLink#SubscriberExportLink'],
    },
  },
  endpoints: [subscriberExport, subscriberErase],
  hooks: {
    ...expireDashboardOnChange,
    beforeChange: [recordUnsubscribeByHand, recordAddedByHand],
    afterChange: [
      ...(expireDashboardOnChange.afterChange ?? []),
      stopListEmailsAfterUnsubscribeByHand,
      confirmAddedByHand,
    ],
  },
  // The dashboard's counts (src/features/dashboard) read these ranges from the indexes alone
  indexes: [
    { fields: ['status', 'unsubscribedAt'] },
    { fields: ['unsubscribedFrom', 'status', 'unsubscribedAt'] },
  ],
  fields: [
    {
      name: 'erase',
      type: 'ui',
      admin: {
        position: 'sidebar',
        components: { Field: '/features/mailing-list/admin/SubscriberEraseButton#SubscriberEraseButton' },
      },
    },
    {
      name: 'email',
      type: 'email',
      required: true,
      unique: true,
      index: true,
      // One subscriber per address, however the owner types it: as the sign-up form takes it (an
      // address stored before, left as it is, is not changed by a save of the other fields)
      hooks: {
        beforeValidate: [
          ({ value, originalDoc }) =>
            typeof value === 'string' && value !== (originalDoc as EmailSignup | undefined)?.email
              ? normalise(value)
              : value,
        ],
      },
    },
    {
      name: 'status',
      type: 'select',
      defaultValue: 'pending',
      index: true,
      options: [
        { label: 'Pending confirmation', value: 'pending' },
        { label: 'Confirmed', value: 'confirmed' },
        { label: 'Unsubscribed', value: 'unsubscribed' },
      ],
    },
    {
      name: 'subscribedAt',
      type: 'date',
      required: true,
      defaultValue: () => new Date().toISOString(),
      index: true,
      admin: dayAndTime,
    },
    { name: 'confirmedAt', type: 'date', index: true, admin: dayAndTime },
    { name: 'unsubscribedAt', type: 'date', admin: dayAndTime },
    // The outbox purpose of the e-mail whose link unsubscribed the address (sequence step, broadcast)
    { name: 'unsubscribedFrom', type: 'text', index: true, access: keptByServer, admin: { readOnly: true } },
    // The page of the latest sign-up
    { name: 'source', type: 'text' },
    {
      name: 'sequence',
      type: 'relationship',
      relationTo: 'email-sequences',
      index: true,
      validate: existingRelationship('email-sequences', 'e-mail sequence'),
      access: keptByServer,
      admin: { position: 'sidebar', readOnly: true },
    },
    {
      name: 'sequenceStep',
      label: 'Steps sent',
      type: 'number',
      defaultValue: 0,
      access: keptByServer,
      admin: { position: 'sidebar', readOnly: true },
    },
    {
      name: 'nextStepAt',
      label: 'Next step due',
      type: 'date',
      index: true,
      access: keptByServer,
      admin: { ...dayAndTime, position: 'sidebar', readOnly: true },
    },
    {
      name: 'confirmationSentAt',
      type: 'date',
      access: keptByServer,
      admin: { ...dayAndTime, readOnly: true },
    },
    {
      name: 'history',
      label: 'Consent record',
      type: 'array',
      access: keptByServer,
      admin: { readOnly: true },
      fields: [
        {
          name: 'event',
          type: 'select',
          required: true,
          options: [
            { label: 'Signed up', value: 'signed-up' },
            { label: 'Confirmed', value: 'confirmed' },
            { label: 'Unsubscribed', value: 'unsubscribed' },
          ],
        },
        { name: 'at', type: 'date', required: true, admin: dayAndTime },
        { name: 'source', type: 'text' },
        { name: 'ipHash', label: 'IP address (keyed hash)', type: 'text' },
      ],
    },
  ],
}
