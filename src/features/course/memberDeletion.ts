import type { CollectionBeforeDeleteHook } from 'payload'

import { ClientError } from '@/platform/payload/clientError'
import { ENROLMENTS_SLUG } from './courseSales'

export const enrolledMemberMessage = (count: number) =>
  `This member has ${count} course enrolment${count === 1 ? '' : 's'}, which keep${count === 1 ? 's' : ''} the record of the purchase or grant, so the account cannot be deleted. To end their access, set the enrolment's status to Revoked; the account stays.`

/**
 * An enrolment is the record of a sale or a grant (amount, e-mail, reason) and names its member,
 * so an account with one is kept: deleting it is refused with a 409 naming why, on every adapter
 * (SQLite would fail on the enrolment's required member, MongoDB leave it pointing nowhere).
 */
const refuseDeletingEnrolledMember: CollectionBeforeDeleteHook = async ({ id, req }) => {
  const { totalDocs } = await req.payload.count({
    collection: ENROLMENTS_SLUG,
    where: { user: { equals: id } },
    overrideAccess: true,
    req,
  })
  if (totalDocs > 0) throw new ClientError(enrolledMemberMessage(totalDocs), 409)
}

/** A deleted member's lesson progress is theirs alone and means nothing without them: it goes too. */
const forgetProgressOfDeletedMember: CollectionBeforeDeleteHook = async ({ id, req }) => {
  await req.payload.delete({
    collection: 'lesson-progress',
    where: { user: { equals: id } },
    overrideAccess: true,
    req,
  })
}

/** What the course checks and clears before an account is deleted (the users collection runs them in order). */
export const courseChecksBeforeMemberDeletion: CollectionBeforeDeleteHook[] = [
  refuseDeletingEnrolledMember,
  forgetProgressOfDeletedMember,
]
