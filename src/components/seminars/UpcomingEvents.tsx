'use client'

import React from 'react'
import styled from 'styled-components'
import useSWR from 'swr'

import { Badge } from '@/components/ui/Badge'
import { Grid } from '@/components/ui/Layout'
import type { SeminarEventSummary } from '@/lib/seminars'

import { SeminarEventCard } from './SeminarEventCard'
import { theme } from '@/styles/theme'
import { framed } from '@/styles/mixins'

/** The spec's list call (§7), loaded by the default data loader. */
export const SEMINAR_EVENTS_KEY = '/api/seminar-events'

const Wrapper = styled.section`
  margin-top: ${theme.space(12)};
  min-height: 240px;
`

const Header = styled.div`
  display: flex;
  align-items: center;
  gap: ${theme.space(3)};
  margin-bottom: ${theme.space(6)};
  h2 {
    margin: 0;
    font-size: ${theme.fontSizes['2xl']};
  }
`

const Message = styled.p`
  padding: ${theme.space(8)} ${theme.space(4)};
  ${framed(theme.colors.border, theme.radius.lg, 'dashed')}
  text-align: center;
  color: ${theme.colors.textMuted};
`

/** The Upcoming Events grid with its count badge; loads on the client (spec §2, Live seminars). */
export function UpcomingEvents() {
  const { data: events, error, isLoading } = useSWR<SeminarEventSummary[]>(SEMINAR_EVENTS_KEY)
  return (
    <Wrapper aria-labelledby="upcoming-events">
      <Header>
        <h2 id="upcoming-events">Upcoming Events</h2>
        {events && <Badge data-testid="upcoming-events-count">{events.length}</Badge>}
      </Header>
      {isLoading ? (
        <Message role="status">Loading events...</Message>
      ) : error ? (
        <Message role="alert">Events could not be loaded. Please try again later.</Message>
      ) : !events?.length ? (
        <Message>No upcoming events scheduled at this time. Check back soon!</Message>
      ) : (
        <Grid $columns={3}>
          {events.map((event, index) => (
            <SeminarEventCard key={event.id} event={event} priority={index === 0} />
          ))}
        </Grid>
      )}
    </Wrapper>
  )
}
