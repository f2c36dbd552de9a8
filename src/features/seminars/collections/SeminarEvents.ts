import type { Access, CollectionConfig, PayloadRequest, TextFieldSingleValidation } from 'payload'
import { text } from 'payload/shared'

import { hasAdminRole } from '@/platform/access/adminOnly'
import { CACHE_TAGS } from '@/platform/cache/cacheTags'
import { publicContentAccess, revalidateOnChange } from '@/platform/payload/contentCollection'
import { linkAddress, wholeNumber } from '@/platform/payload/fields'
import { isCalendarDay } from '@/platform/validation'

/** The list is ordered by this text, so it is kept as a calendar day, YYYY-MM-DD. */
const calendarDay: TextFieldSingleValidation = (value) =>
  isCalendarDay(value) ? true : 'Use a calendar date, YYYY-MM-DD, e.g. 2026-12-05'

/** The most attendees an event may list: a whole number, which Meetup's groups are far below. */
const MAX_ATTENDEES = 1_000_000

/**
 * A new event's id (the Meetup event id), which no event has yet: the database would fail the
 * insert on it with a 500. Checked on save, not on each change of the admin's form.
 */
const newEventId: TextFieldSingleValidation = async (value, args) => {
  const valid = text(value, args)
  if (valid !== true || !value) return valid
  const { operation, event, req } = args as typeof args & { event?: string; req: PayloadRequest }
  if (operation !== 'create' || event === 'onChange') return true
  const { totalDocs } = await req.payload.count({
    collection: 'seminars',
    where: { id: { equals: value } },
    overrideAccess: true,
    req,
  })
  return totalDocs === 0 ? true : 'An event with this id exists already'
}

/**
 * Spec §4: an event whose status is not `upcoming` is not shown, over REST and GraphQL as on the
 * page. The owner (an admin with no password change pending) reads every event.
 */
const readShownEvents: Access = ({ req }) =>
  hasAdminRole(req.user) && !req.user?.requirePasswordChange ? true : { status: { equals: 'upcoming' } }

/**
 * Slugged `seminars` so that the spec's `GET /api/seminar-events` stays a custom
 * endpoint answering a plain list. The id is supplied (the Meetup event id).
 */
export const SeminarEvents: CollectionConfig = {
  slug: 'seminars',
  access: { ...publicContentAccess, read: readShownEvents },
  // A copy would need an id of its own (the Meetup event's), which the admin's Duplicate leaves out
  disableDuplicate: true,
  admin: {
    useAsTitle: 'title',
    defaultColumns: ['title', 'date', 'time', 'location', 'status'],
  },
  // Also makes GET /api/seminar-events answer afresh: the hooks bump the content generation.
  hooks: revalidateOnChange(CACHE_TAGS.seminars),
  // GET /api/seminar-events: `status = 'upcoming' ORDER BY date` reads this index in order.
  indexes: [{ fields: ['status', 'date'] }],
  fields: [
    {
      name: 'id',
      type: 'text',
      required: true,
      validate: newEventId,
      // An event's id is its Meetup event's: set when it is made, shown read-only after
      access: { update: () => false },
      admin: { description: 'The Meetup event id' },
    },
    { name: 'title', type: 'text', required: true },
    {
      name: 'date',
      type: 'text',
      required: true,
      validate: calendarDay,
      admin: { description: 'e.g. 2026-12-05' },
    },
    { name: 'time', type: 'text', required: true, admin: { description: 'e.g. 7:00 PM' } },
    { name: 'location', type: 'text', required: true },
    { name: 'description', type: 'textarea', required: true },
    {
      name: 'attendees',
      type: 'number',
      required: true,
      defaultValue: 0,
      min: 0,
      max: MAX_ATTENDEES,
      validate: wholeNumber,
      admin: { step: 1 },
    },
    {
      name: 'imageUrl',
      type: 'text',
      validate: linkAddress,
      admin: {
        description:
          'A picture of this site (a path starting with /) or a Meetup photo (https://secure.meetupstatic.com/...). ' +
          "A picture from another host is not shown: the site's security policy blocks it. Empty: the default picture.",
      },
    },
    { name: 'meetupUrl', type: 'text', required: true, validate: linkAddress },
    {
      name: 'status',
      type: 'text',
      required: true,
      defaultValue: 'upcoming',
      // Only `upcoming` is listed: "Upcoming " typed by hand would hide the event.
      hooks: {
        beforeValidate: [({ value }) => (typeof value === 'string' ? value.trim().toLowerCase() : value)],
      },
      admin: { description: 'upcoming or past' },
    },
  ],
}
