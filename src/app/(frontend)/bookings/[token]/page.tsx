import { notFound } from 'next/navigation'

import { BookingManageView, getAvailability, bookingFromToken, sessionView } from '@/features/payments/pages'
import { getSiteSettings, pageMetadata } from '@/features/content/pages'
import { getEnv } from '@/platform/env'
import { getPayload } from '@/platform/payload'

export const dynamic = 'force-dynamic'

export const metadata = {
  ...pageMetadata({
    title: 'Your Session',
    description: 'Your one-on-one session: its time, reschedule or cancel.',
    path: '/bookings',
  }),
  robots: { index: false },
}

type Props = {
  params: Promise<{ token: string }>
  searchParams: Promise<{ action?: string | string[] }>
}

/**
 * /bookings/<signed token>: the buyer's booking. Reading it (a GET, as a mail scanner sends) changes
 * nothing. A forged or altered link is a 404 (./not-found.tsx says why); an expired one says so.
 */
export default async function BookingPage({ params, searchParams }: Props) {
  const { token } = await params
  const { action } = await searchParams
  const payload = await getPayload()
  const linked = await bookingFromToken(payload, token)
  if (!linked.ok && linked.status === 404) notFound()
  const settings = await getSiteSettings()
  const contact = { name: settings.brandName, email: getEnv().ADMIN_EMAIL }
  if (!linked.ok) return <BookingManageView problem={linked.error} contact={contact} />
  const availability = await getAvailability(payload)
  const mode = action === 'reschedule' || action === 'cancel' ? action : 'view'
  return (
    <BookingManageView
      view={sessionView(linked.booking, availability, token, new Date())}
      mode={mode}
      managePath={`/bookings/${token}`}
      scheduling={availability.enabled}
      contact={contact}
    />
  )
}
