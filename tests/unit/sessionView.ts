import type { SessionView } from '@/features/payments/scheduling/sessions'

/** What the buyer's pages get of a paid booking still waiting for its time, with `changes`. */
export const sessionView = (changes: Partial<SessionView> = {}): SessionView => ({
  token: '7.abc.0123456789abcdef0123456789abcdef',
  state: 'awaiting time',
  active: true,
  startsAt: null,
  endsAt: null,
  canReschedule: false,
  rescheduleNote: null,
  refundOnCancel: true,
  amount: '$60.00',
  freeChangeHours: 24,
  ...changes,
})
