import type { CollectionConfig } from 'payload'

import { adminOnly } from '../access/adminOnly'
import { nobody } from '../access/nobody'
import { expireDashboardOnChange } from '../hooks/expireDashboard'

/** Written only by the payment flow (webhook, success page); read-only in the admin. */
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
    defaultColumns: ['status', 'email', 'amount', 'createdAt'],
    description: 'Paid one-on-one sessions, recorded from Stripe. Amounts are in cents.',
  },
  hooks: expireDashboardOnChange,
  // The dashboard's bookings per month: paid bookings since a date
  indexes: [{ fields: ['status', 'createdAt'] }],
  fields: [
    { name: 'stripeSessionId', type: 'text', required: true, unique: true, index: true },
    { name: 'email', type: 'email' },
    { name: 'amount', type: 'number', required: true, admin: { description: 'In cents' } },
    { name: 'currency', type: 'text', defaultValue: 'usd' },
    {
      name: 'status',
      type: 'select',
      required: true,
      defaultValue: 'paid',
      options: ['paid', 'pending', 'refunded'],
      admin: { description: "Refunded when Stripe reports the payment's charge fully refunded" },
    },
    // Stripe's charge events name the payment intent, not the Checkout session
    { name: 'paymentIntent', type: 'text', index: true },
    { name: 'user', type: 'relationship', relationTo: 'users' },
  ],
  timestamps: true,
}
