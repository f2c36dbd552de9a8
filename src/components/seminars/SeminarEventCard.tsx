import React from 'react'
import styled from 'styled-components'

import { CardImageFrame } from '@/components/media/CardImageFrame'
import { Badge } from '@/components/ui/Badge'
import { ExternalButtonLink } from '@/components/ui/ButtonLink'
import { Card, CardBody, CardFooter, CardTitle } from '@/components/ui/Card'
import { attendeesLabel, formatEventDate, type SeminarEventSummary } from '@/lib/seminars'

import { CalendarIcon, ClockIcon, PeopleIcon } from './icons'
import { bareList } from '@/styles/mixins'
import { theme } from '@/styles/theme'

const Details = styled.ul`
  display: grid;
  gap: ${theme.space(1)};
  ${bareList}
  font-size: ${theme.fontSizes.sm};
  color: ${theme.colors.textMuted};
  li {
    display: flex;
    align-items: center;
    gap: ${theme.space(2)};
  }
  svg {
    flex: none;
    color: ${theme.colors.primary};
  }
`

/** Spec §9: the description is clamped to 4 lines. */
const ClampedDescription = styled.p`
  display: -webkit-box;
  -webkit-box-orient: vertical;
  -webkit-line-clamp: 4;
  line-clamp: 4;
  overflow: hidden;
  margin: 0;
  color: ${theme.colors.textMuted};
`

/** One upcoming seminar (`priority`: the first card, the page's largest image): image, location badge, title, date, time, attendees, description, Join on Meetup. */
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
        <Details>
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
        </Details>
        <ClampedDescription>{event.description}</ClampedDescription>
        <CardFooter>
          <ExternalButtonLink href={event.meetupUrl} $block>
            Join on Meetup
          </ExternalButtonLink>
        </CardFooter>
      </CardBody>
    </Card>
  )
}
