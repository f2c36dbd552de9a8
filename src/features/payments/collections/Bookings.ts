import type {
  CollectionAfterDeleteHook,
  CollectionBeforeDeleteHook,
  CollectionConfig,
  FieldHook,
} from 'payload'

import type { Booking } from '@/payload-types'

import { adminOnly } from '@/platform/access/adminOnly'
import { nobody } from '@/platform/access/nobody'
import { ClientError } from '@/platform/payload/clientError'
import { ownerCancelBooking } from '../endpoints/sessionScheduling'
import { expireDashboardOnChange } from '@/platform/cache/expireDashboard'
import { expireOpenSlots } from '../scheduling/slotCache'
import { bookingState } from '../scheduling/state'
import { isActive, withdrawQueuedSessionEmails } from '../scheduling/sessions'

export const ACTIVE_BOOKING_DELETE =
  'This booking is paid and its session is still ahead, so it cannot be deleted: use Cancel booking, which refunds the buyer and tells them.'

/** What the bookings list shows in its Status column: awaiting time, confirmed, cancelled, refunded or completed. */
const showState: FieldHook = ({ siblingData }) =>
  bookingState(
    {
      status: siblingData?.status,
      schedule: siblingData?.schedule,
      endsAt: siblingData?.endsAt,
    },
    new Date(),
  )

/**
 * A person (the admin, REST, GraphQL) may delete a booking that is over: cancelled, refunded,
 * unpaid or past. Deleting a paid session still ahead would keep the buyer's money and leave them
 * a dead link, so it is refused (409) and the owner pointed to Cancel booking. Server code deletes
 * without a user and is not refused.
 */
const refuseDeletingActiveBooking: CollectionBeforeDeleteHook = async ({ id, req }) => {
  if (!req.user) return
  const booking = await req.payload.findByID({
    collection: 'bookings',
    id,
    depth: 0,
    overrideAccess: true,
    disableErrors: true,
    req,
  })
  if (booking && isActive(booking, new Date())) throw new ClientError(ACTIVE_BOOKING_DELETE, 409)
}

/** A deleted booking's invitations and reminders still queued would reach the buyer about nothing. */
const withdrawEmailsOfDeletedBooking: CollectionAfterDeleteHook<Booking> = async ({ doc, req }) => {
  await withdrawQueuedSessionEmails(req.payload, doc)
}

/** Written only by the payment and scheduling flows; read-only in the admin, where the owner can cancel. */
export const Bookings: CollectionConfig = {
  slug: 'bookings',
  access: {
    read: adminOnly,
    create: nobody,
    update: nobody,
    delete: adminOnly,
  },
  admin: {
    useAsTitle: 'email',
    defaultColumns: ['state', 'startsAt', 'email', 'amount', 'createdAt'],
    description:
      'Paid one-on-one sessions, recorded from Stripe, with the time each buyer chose. Amounts are kept in cents and listed in the booking’s currency. Open a booking to cancel it (with a full refund); only a booking that is over (cancelled, refunded or past) can be deleted.',
  },
  endpoints: [ownerCancelBooking],
  hooks: {
    afterChange: [...(expireDashboardOnChange.afterChange ?? []), () => expireOpenSlots()],
    beforeDelete: [refuseDeletingActiveBooking],
    afterDelete: [
      ...(expireDashboardOnChange.afterDelete ?? []),
      () => expireOpenSlots(),
      withdrawEmailsOfDeletedBooking,
    ],
  },
  indexes: [
    // The dashboard's bookings per month: paid bookings since a date
    { fields: ['status', 'createdAt'] },
    // The taken times of a range of days (open slots, the owner's feed)
    { fields: ['schedule', 'startsAt'] },
  ],
  fields: [
    {
      name: 'state',
      label: 'Status',
      type: 'text',
      virtual: true,
      admin: { readOnly: true },
      hooks: { afterRead: [showState] },
    },
    {
      name: 'ownerCancel',
      type: 'ui',
      admin: {
        position: 'sidebar',
        components: { Field: '/features/payments/admin/BookingCancelButton#BookingCancelButton' },
      },
    },
    { name: 'stripeSessionId', type: 'text', required: true, unique: true, index: true },
    {
      // SQLite gives a deleted booking's id to the next one: the links, the calendar UID, the
      // e-mails' keys and the refund's key name this instead (bookingName in scheduling/tokens.ts).
      name: 'reference',
      type: 'text',
      unique: true,
      index: true,
      admin: {
        readOnly: true,
        description: 'Names this booking in its links, calendar invitations and e-mails; never reused',
      },
    },
    { name: 'email', label: 'Buyer', type: 'email' },
    {
      name: 'amount',
      type: 'number',
      required: true,
      admin: { description: 'In cents', components: { Cell: '/platform/admin/AmountCell#AmountCell' } },
    },
    { name: 'currency', type: 'text', defaultValue: 'usd' },
    {
      name: 'status',
      label: 'Payment',
      type: 'select',
      required: true,
      defaultValue: 'paid',
      options: ['paid', 'pending', 'refunded'],
      admin: { description: "Refunded when Stripe reports the payment's charge fully refunded" },
    },
    {
      name: 'schedule',
      type: 'select',
      defaultValue: 'awaiting-time',
      options: [
        { label: 'awaiting time', value: 'awaiting-time' },
        { label: 'confirmed', value: 'confirmed' },
        { label: 'cancelled', value: 'cancelled' },
      ],
    },
    {
      name: 'startsAt',
      label: 'Time',
      type: 'date',
      admin: {
        date: { pickerAppearance: 'dayAndTime' },
        description: "Shown in your browser's time zone.",
      },
    },
    {
      name: 'endsAt',
      type: 'date',
      admin: { date: { pickerAppearance: 'dayAndTime' }, description: "Shown in your browser's time zone." },
    },
    // The buyer's zone when they chose the time: the e-mails show the time in it
    {
      name: 'timeZone',
      label: "Buyer's time zone",
      type: 'text',
      admin: { readOnly: true, description: "The buyer's e-mails and pages show the time in this zone." },
    },
    {
      // The start of a confirmed session: unique, so of two buyers confirming one time only the
      // first write succeeds. Set to `released:<id>` when the booking is cancelled, which frees the time.
      name: 'slotKey',
      type: 'text',
      unique: true,
      index: true,
      admin: { hidden: true },
    },
    {
      name: 'sequence',
      type: 'number',
      defaultValue: 0,
      admin: { description: "The calendar invite's revision (SEQUENCE): one more at each reschedule" },
    },
    { name: 'cancelledAt', type: 'date', admin: { date: { pickerAppearance: 'dayAndTime' } } },
    { name: 'cancelledBy', type: 'select', options: ['buyer', 'owner'] },
    {
      name: 'refundId',
      type: 'text',
      admin: { description: "Stripe's refund, when the cancel was refunded" },
    },
    // Stripe's charge events name the payment intent, not the Checkout session
    { name: 'paymentIntent', type: 'text', index: true },
    { name: 'user', type: 'relationship', relationTo: 'users' },
  ],
  timestamps: true,
}
