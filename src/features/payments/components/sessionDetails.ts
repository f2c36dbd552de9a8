/** The one-on-one session as the screens describe it (spec §2, §9: $60, 30 minutes, one-time). */
export const SESSION_FEATURES = ['30 minutes', 'Video call', 'Personalized guidance'] as const

export const WHAT_TO_EXPECT = [
  'A private, one-on-one 30-minute video call',
  'Personalized guidance on whatever you are holding on to',
  'Practical letting-go techniques you can use right away',
  'Time to ask your questions and get direct answers',
  'A confirmation email with the next steps to schedule your call',
] as const
