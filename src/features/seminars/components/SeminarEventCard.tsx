import React from 'react'

import { CardImageFrame } from '@/ui/media/CardImageFrame'
import { Badge } from '@/ui/Badge'
import { ExternalButtonLink } from '@/ui/ButtonLink'
import { Card, CardBody, CardFooter, CardTitle } from '@/ui/Card'
import { attendeesLabel, formatEventDate, type SeminarEventSummary } from '@/features/seminars/seminars'

import { CalendarIcon, ClockIcon, PeopleIcon } from './icons'

/** One upcoming seminar, styled by UpcomingEventsArea (`priority`: the first card, the page's largest image): image, location badge, title, date, time, attendees, description, Join on Meetup. */
export function SeminarEventCard({
  event,
  priority = false,
}: {
  event: SeminarEventSummary
  priority?: boolean
}) {
  return (
    <Card as="article">
      <CardImageFrame ratio="16 / 9">
        {/* eslint-disable-next-line @next/next/no-img-element -- Meetup's photos come from its own CDN, already sized */}
        <img
          src={event.imageUrl}
          alt={event.title}
          width={768}
          height={432}
          loading={priority ? 'eager' : 'lazy'}
          fetchPriority={priority ? 'high' : undefined}
          decoding="async"
        />
      </CardImageFrame>
      <CardBody>
        <Badge variant="secondary">{event.location}</Badge>
        <CardTitle>{event.title}</CardTitle>
        <ul className="seminar-card__details">
          <li>
            <CalendarIcon />
            <span>{formatEventDate(event.date)}</span>
          </li>
          <li>
            <ClockIcon />
            <span>{event.time}</span>
          </li>
          <li>
            <PeopleIcon />
            <span>{attendeesLabel(event.attendees)}</span>
          </li>
        </ul>
        <p className="seminar-card__description">{event.description}</p>
        <CardFooter>
          <ExternalButtonLink href={event.meetupUrl} $block>
            Join on Meetup
          </ExternalButtonLink>
        </CardFooter>
      </CardBody>
    </Card>
  )
}
