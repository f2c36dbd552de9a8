/** A booking's status as the owner reads it in the admin and the dashboard. */
export type BookingState = 'awaiting time' | 'confirmed' | 'cancelled' | 'refunded' | 'completed'

type StateFields = {
  status?: string | null
  schedule?: string | null
  endsAt?: string | null
}

/** Refunded wins (the money went back), then cancelled; a confirmed session that has ended is completed. */
export function bookingState(booking: StateFields, now: Date): BookingState {
  if (booking.status === 'refunded') return 'refunded'
  if (booking.schedule === 'cancelled') return 'cancelled'
  if (booking.schedule === 'confirmed') {
    return booking.endsAt && new Date(booking.endsAt).getTime() <= now.getTime() ? 'completed' : 'confirmed'
  }
  return 'awaiting time'
}
