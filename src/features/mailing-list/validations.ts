import { z } from 'zod'

import { emailAddress } from '@/platform/validation'

/** POST /api/email-signup (spec §7), also checked in the sign-up form before it posts. */
export const newsletterSchema = z.object({ email: emailAddress })

/** POST /api/broadcasts/:id/test: the one address that gets a test copy. */
export const broadcastTestSchema = z.object({ to: emailAddress })

/** POST /api/broadcasts/:id/send: now, or at `scheduledAt` (an ISO 8601 date and time). */
export const broadcastSendSchema = z.object({
  scheduledAt: z
    .string('scheduledAt must be an ISO 8601 date and time')
    .pipe(z.iso.datetime({ offset: true, message: 'scheduledAt must be an ISO 8601 date and time' }))
    .transform((value) => new Date(value).toISOString())
    .optional(),
})
