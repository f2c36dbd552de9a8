import React from 'react'
import styled from 'styled-components'

import { ExternalButtonLink } from '@/ui/ButtonLink'
import { Lead, PageSection, PageTitle } from '@/ui/Layout'
import type { SeminarStatsDisplay } from '@/features/seminars/seminars'

import { SeminarStats } from './SeminarStats'
import { UpcomingEvents } from './UpcomingEvents'
import { UpcomingEventsArea } from './UpcomingEventsArea'
import { theme } from '@/styles/theme'

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${theme.space(3)};
  margin-top: ${theme.space(6)};
`

type LiveSeminarsViewProps = {
  stats: SeminarStatsDisplay
  groupUrl: string
  pastEventsUrl: string
}

/** The Live Seminars page: group stats, links to the Meetup group, and the upcoming events. */
export function LiveSeminarsView({ stats, groupUrl, pastEventsUrl }: LiveSeminarsViewProps) {
  return (
    <PageSection>
      <PageTitle>Live Seminars</PageTitle>
      <Lead>
        Practise letting go together: live seminars online and in person, hosted through our Meetup group.
      </Lead>
      <SeminarStats stats={stats} />
      <Actions>
        <ExternalButtonLink href={groupUrl}>Visit the Meetup Group</ExternalButtonLink>
        <ExternalButtonLink href={pastEventsUrl} $variant="outline">
          View Past Events
        </ExternalButtonLink>
      </Actions>
      <UpcomingEventsArea>
        <UpcomingEvents />
      </UpcomingEventsArea>
    </PageSection>
  )
}
