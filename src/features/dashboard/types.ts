export type KeyCount = { key: string; count: number }

export type MonthTotals = { month: string; count: number; revenue: number }
/** A month's paid bookings (count, revenue in cents) and all its bookings by where their session stands. */
export type BookingMonthTotals = MonthTotals & {
  awaiting: number
  confirmed: number
  completed: number
  cancelled: number
}

/** A date field of a subscriber that a weekly series counts. */
export type SubscriberDateField = 'subscribedAt' | 'confirmedAt' | 'unsubscribedAt'

/**
 * Every number of the dashboard, as one grouped or counted query each: the database does the
 * counting over its indexes and answers a few hundred rows at most, whatever the size of the list.
 * One implementation per database adapter; the series (src/features/dashboard/series.ts) stay
 * adapter-agnostic. Dates are compared as instants; days and months are UTC.
 */
export interface DashboardStore {
  /**
   * Subscribers whose `field` falls in each interval from one of `bounds` (ascending) to the next.
   * For `unsubscribedAt` only those still unsubscribed count (one who signs up again is new
   * again, in the week of the new sign-up).
   */
  subscribersPerInterval(field: SubscriberDateField, bounds: Date[]): Promise<number[]>
  /** Subscribers signed up before `at` less those unsubscribed before `at`: the list's size then. */
  listSizeAt(at: Date): Promise<number>
  /** Outbox messages sent since `from`, per purpose, among `purposes`. */
  sentByPurpose(purposes: string[], from: Date): Promise<KeyCount[]>
  /** Subscribers still unsubscribed, per `unsubscribedFrom` among `purposes`; since `from` when given. */
  unsubscribedByPurpose(purposes: string[], from: Date | null): Promise<KeyCount[]>
  /** Learners per lesson (among `lessonIds`) who completed it since `from`. */
  completionsByLesson(lessonIds: string[], from: Date): Promise<KeyCount[]>
  /** For each of `sinces`, the learners with a progress change since then. */
  activeLearners(sinces: Date[]): Promise<number[]>
  /**
   * Among learners with a progress change since `since`: how many have completed `value` of
   * `lessonIds`, for each value that occurs.
   */
  learnersByLessonsCompleted(lessonIds: string[], since: Date): Promise<{ value: number; count: number }[]>
  /**
   * Bookings created since `from`, per month: the paid ones (how many, the sum of their amounts in
   * cents), and every paid or refunded one by its session at `now`: awaiting a time, confirmed and
   * still ahead, completed (its end passed), cancelled (or refunded).
   */
  bookingsByMonth(from: Date, now: Date): Promise<BookingMonthTotals[]>
}
