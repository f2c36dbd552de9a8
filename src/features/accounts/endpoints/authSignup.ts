import type { Endpoint } from 'payload'

import type { User } from '@/payload-types'
import { passwordPolicyError } from '@/platform/passwordPolicy'
import { rateLimit } from '@/platform/rateLimit'
import { registrationSchema } from '@/features/accounts/validations'

import { toCurrentUser } from '@/platform/http/currentUser'
import { errorResponse, isUniqueViolation, parseJsonBody, UNIQUE_INSERT } from '@/platform/http/endpoint'

const EMAIL_TAKEN = 'An account with this email already exists'

/**
 * POST /api/auth/signup {email, password, name?}: creates a member (201). It does not sign in:
 * the form sends the visitor to /login (spec §4). A taken e-mail is a 409.
 */
export const authSignup: Endpoint = {
  path: '/auth/signup',
  method: 'post',
  handler: async (req) => {
    const limited = await rateLimit('signup', req)
    if (limited) return limited
    const parsed = await parseJsonBody(req, registrationSchema)
    if (!parsed.ok) return parsed.response
    const { email, password, name } = parsed.data
    const weakPassword = passwordPolicyError(password)
    if (weakPassword) return errorResponse(400, weakPassword)
    const { payload } = req

    const existing = await payload.count({ collection: 'users', where: { email: { equals: email } } })
    if (existing.totalDocs > 0) return errorResponse(409, EMAIL_TAKEN)

    try {
      const user = await payload.create({
        collection: 'users',
        data: { email, password, name: name || undefined, roles: ['member'], requirePasswordChange: false },
        overrideAccess: true,
        ...UNIQUE_INSERT,
      })
      return Response.json({ message: 'Account created', user: toCurrentUser(user as User) }, { status: 201 })
    } catch (error) {
      // Two sign-ups racing for one address: the unique index refuses the second.
      if (isUniqueViolation(error)) return errorResponse(409, EMAIL_TAKEN)
      throw error
    }
  },
}
