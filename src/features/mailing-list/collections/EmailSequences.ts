import type { CheckboxFieldValidation, CollectionBeforeDeleteHook, CollectionConfig } from 'payload'

import { adminOnlyAccess } from '@/platform/access/adminOnly'
import { expireDashboardOnChange } from '@/platform/cache/expireDashboard'
import { ClientError } from '@/platform/payload/clientError'

import { SUBSCRIBERS_SLUG } from '../mailingList'

export const EMAIL_SEQUENCES_SLUG = 'email-sequences'

/** One sequence starts on confirmation: the sender takes only one (the oldest) when several say so. */
const oneStartsOnConfirm: CheckboxFieldValidation = async (value, { event, id, req }) => {
  if (value !== true || event === 'onChange') return true
  const { docs } = await req.payload.find({
    collection: EMAIL_SEQUENCES_SLUG,
    where: { startOnConfirm: { equals: true }, ...(id === undefined ? {} : { id: { not_equals: id } }) },
    limit: 1,
    depth: 0,
    overrideAccess: true,
    req,
  })
  return docs.length
    ? `Only one sequence starts on confirmation, and "${docs[0].name}" does: untick it there first`
    : true
}

/**
 * A sequence that subscribers are on, or have been through, is paused, not deleted: each of their
 * records points to it (their place in it, the steps they were sent).
 */
const keepSequenceInUse: CollectionBeforeDeleteHook = async ({ id, req }) => {
  const { totalDocs } = await req.payload.count({
    collection: SUBSCRIBERS_SLUG,
    where: { sequence: { equals: id } },
    overrideAccess: true,
    req,
  })
  if (totalDocs > 0) {
    throw new ClientError(
      `${totalDocs} ${totalDocs === 1 ? 'subscriber is on this sequence or has' : 'subscribers are on this sequence or have'} been through it: pause it instead of deleting it`,
      409,
    )
  }
}

/**
 * An e-mail course the owner edits: ordered steps, each sent a number of hours after the
 * previous one (src/features/mailing-list/emailSequences.ts). The sequence marked "start on confirmation" begins
 * for every subscriber who confirms the address; pausing it holds every step until resumed.
 */
export const EmailSequences: CollectionConfig = {
  slug: EMAIL_SEQUENCES_SLUG,
  labels: { singular: 'Email Sequence', plural: 'Email Sequences' },
  access: adminOnlyAccess,
  admin: {
    useAsTitle: 'name',
    defaultColumns: ['name', 'startOnConfirm', 'paused', 'updatedAt'],
    group: 'Mailing list',
  },
  hooks: { ...expireDashboardOnChange, beforeDelete: [keepSequenceInUse] },
  fields: [
    { name: 'name', type: 'text', required: true },
    { name: 'key', type: 'text', required: true, unique: true, index: true, admin: { position: 'sidebar' } },
    {
      name: 'startOnConfirm',
      label: 'Start on confirmation',
      type: 'checkbox',
      defaultValue: false,
      validate: oneStartsOnConfirm,
      // A copy starts unticked: only one sequence starts on confirmation
      hooks: { beforeDuplicate: [() => false] },
      admin: {
        position: 'sidebar',
        description: 'Every subscriber who confirms the address gets this sequence.',
      },
    },
    {
      name: 'paused',
      type: 'checkbox',
      defaultValue: false,
      index: true,
      admin: {
        position: 'sidebar',
        description: 'No step is sent while paused; overdue steps go out on resume.',
      },
    },
    {
      name: 'steps',
      type: 'array',
      required: true,
      minRows: 1,
      admin: { initCollapsed: true },
      fields: [
        { name: 'subject', type: 'text', required: true },
        {
          name: 'delayHours',
          label: 'Delay after the previous step (hours)',
          type: 'number',
          required: true,
          min: 0,
          defaultValue: 24,
        },
        { name: 'body', type: 'richText', required: true },
      ],
    },
    {
      name: 'subscribers',
      label: 'Where each subscriber stands',
      type: 'join',
      collection: 'email-signups',
      on: 'sequence',
      admin: { defaultColumns: ['email', 'status', 'sequenceStep', 'nextStepAt'] },
    },
  ],
}
