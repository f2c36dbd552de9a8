import type { Endpoint, Payload } from 'payload'

import { getEnv } from '@/lib/env'
import { rateLimit } from '@/lib/rateLimit'
import { newsletterSchema } from '@/lib/validations/auth'

import { isUniqueViolation, parseJsonBody } from './lib/http'

const SUBSCRIBED = "You've been added to the list. Check your email for next steps."

export function welcomeEmail(crashCourseUrl: string) {
  return {
    subject: 'Welcome to the free Crash Course in Letting Go',
    text: [
      'Welcome!',
      '',
      'Thank you for joining the free Crash Course in Letting Go.',
      `Start the course here: ${crashCourseUrl}`,
      '',
      'It takes about 45 minutes, and you can begin right away.',
    ].join('\n'),
    html: [
      '<p>Welcome!</p>',
      '<p>Thank you for joining the free Crash Course in Letting Go.</p>',
      `<p><a href="${crashCourseUrl}">Start the crash course</a></p>`,
      '<p>It takes about 45 minutes, and you can begin right away.</p>',
    ].join(''),
  }
}

async function sendWelcome(payload: Payload, email: string) {
  const crashCourseUrl = new URL('/crash-course', getEnv().NEXT_PUBLIC_SERVER_URL).toString()
  try {
    await payload.sendEmail({ to: email, ...welcomeEmail(crashCourseUrl) })
  } catch (error) {
    // The address is stored; a mail outage must not turn the visitor's success into an error.
    payload.logger.error({ err: error, msg: `Welcome e-mail to ${email} failed` })
  }
}

/**
 * POST /api/email-signup {email}: stores the address once (trimmed, lower-cased) and sends the
 * welcome e-mail with the crash-course link. 201 when new, 200 when already subscribed: the
 * visitor sees success either way.
 */
export const emailSignup: Endpoint = {
  path: '/email-signup',
  method: 'post',
  handler: async (req) => {
    const limited = await rateLimit('email-signup', req)
    if (limited) return limited
    const parsed = await parseJsonBody(req, newsletterSchema)
    if (!parsed.ok) return parsed.response
    const { email } = parsed.data
    const { payload } = req

    const existing = await payload.count({ collection: 'email-signups', where: { email: { equals: email } } })
    if (existing.totalDocs > 0) return Response.json({ message: SUBSCRIBED }, { status: 200 })
    try {
      await payload.create({
        collection: 'email-signups',
        data: { email, subscribedAt: new Date().toISOString() },
        overrideAccess: true,
      })
    } catch (error) {
      if (isUniqueViolation(error)) return Response.json({ message: SUBSCRIBED }, { status: 200 })
      throw error
    }
    await sendWelcome(payload, email)
    return Response.json({ message: SUBSCRIBED }, { status: 201 })
  },
}
