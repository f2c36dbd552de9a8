'use client'

import React from 'react'
import useSWR from 'swr'

import { Badge } from '@/ui/Badge'
import { SEMINAR_EVENTS_PATH, type SeminarEventSummary } from '@/features/seminars/seminars'

import { SeminarEventCard } from './SeminarEventCard'

/**
 * The Upcoming Events grid with its count badge; loads on the client (spec §2, Live seminars). Its
 * classes are styled by the page around it (UpcomingEventsArea).
 */
export function UpcomingEvents() {
  const { data: events, error, isLoading } = useSWR<SeminarEventSummary[]>(SEMINAR_EVENTS_PATH)
  return (
    <section className="upcoming-events" aria-labelledby="upcoming-events">
      <div className="upcoming-events__header">
        <h2 id="upcoming-events">Upcoming Events</h2>
        {events && <Badge data-testid="upcoming-events-count">{events.length}</Badge>}
      </div>
      {isLoading ? (
        <p className="upcoming-events__message" role="status">
          Loading events...
        </p>
      ) : error ? (
        <p className="upcoming-events__message" role="alert">
          Events could not be loaded. Please try again later.
        </p>
      ) : !events?.length ? (
        <p className="upcoming-events__message">
          No upcoming events scheduled at this time. Check back soon!
        </p>
      ) : (
        <div className="upcoming-events__grid">
          {events.map((event, index) => (
            <SeminarEventCard key={event.id} event={event} priority={index === 0} />
          ))}
        </div>
      )}
    </section>
  )
}
