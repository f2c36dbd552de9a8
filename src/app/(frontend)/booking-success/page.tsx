import { headers } from 'next/headers'
import { redirect } from 'next/navigation'

import {
  BookingSuccessView,
  SessionScheduler,
  getBookingConfirmation,
  getAvailability,
  bookingLinkToken,
  sessionView,
} from '@/features/payments/pages'
import { getSiteSettings, pageMetadata } from '@/features/content/pages'
import { getEnv } from '@/platform/env'
import { getPayload } from '@/platform/payload'
import { checkRateLimit } from '@/platform/rateLimit'

export const dynamic = 'force-dynamic'

export const metadata = {
  ...pageMetadata({
    title: 'Booking',
    description: 'Your one-on-one session booking.',
    path: '/booking-success',
  }),
  robots: { index: false },
}

type Props = { searchParams: Promise<{ session_id?: string | string[] }> }

export default async function BookingSuccessPage({ searchParams }: Props) {
  const { session_id: sessionParam } = await searchParams
  const sessionId = Array.isArray(sessionParam) ? sessionParam[0] : sessionParam
  const payload = await getPayload()
  // Each look-up asks Stripe: past the checkout limit the page says it cannot check now, and asks nothing
  const limited =
    Boolean(sessionId) &&
    !(await checkRateLimit('checkout', { headers: await headers(), payload, context: {} })).allowed
  const confirmation = limited
    ? ({ kind: 'unavailable' } as const)
    : await getBookingConfirmation(payload, sessionId)
  if (confirmation.kind === 'missing') redirect('/one-on-one')
  const settings = await getSiteSettings()
  const booking = confirmation.kind === 'confirmed' ? confirmation.booking : null
  const availability = booking ? await getAvailability(payload) : null
  const now = new Date()
  // The scheduler: with scheduling on, or for a session whose time was chosen before it was switched off
  const scheduled = booking && availability && (availability.enabled || booking.schedule === 'confirmed')
  const token = scheduled ? bookingLinkToken(booking, availability, now) : null
  return (
    <BookingSuccessView
      outcome={confirmation.kind}
      refunded={confirmation.kind === 'cancelled' && confirmation.refunded}
      email={confirmation.kind === 'confirmed' ? confirmation.email : null}
      authorName={settings.brandName}
      contactEmail={getEnv().ADMIN_EMAIL}
      scheduler={
        booking && availability && token ? (
          <SessionScheduler
            view={sessionView(booking, availability, token, now)}
            managePath={`/bookings/${token}`}
          />
        ) : null
      }
    />
  )
}
