import React from 'react'
import styled from 'styled-components'

import { Badge } from '@/ui/Badge'
import { Grid, Lead, PageSection, PageTitle, SectionTitle, StackedSection } from '@/ui/Layout'
import type { Business } from '@/payload-types'

import { BusinessCard } from './BusinessCard'
import { bareList } from '@/styles/mixins'
import { theme } from '@/styles/theme'

const TitleRow = styled.div`
  display: flex;
  align-items: baseline;
  gap: ${theme.space(3)};
  h2 {
    margin-bottom: ${theme.space(6)};
  }
`

const PlainList = styled.ul`
  display: grid;
  gap: ${theme.space(4)};
  ${bareList}
  li {
    padding: ${theme.space(4)};
    border: 1px solid ${theme.colors.border};
    border-radius: ${theme.radius.md};
    background: ${theme.colors.surface};
  }
  h3 {
    margin-bottom: ${theme.space(1)};
    font-size: ${theme.fontSizes.lg};
  }
  p {
    margin: 0;
    color: ${theme.colors.textMuted};
  }
`

const Intro = styled.div`
  margin-bottom: ${theme.space(10)};
`

type VentureListProps = { id: string; title: string; businesses: Business[] }

/** Upcoming or former businesses: a titled list of names and descriptions, left out when empty. */
function VentureList({ id, title, businesses }: VentureListProps) {
  if (businesses.length === 0) return null
  return (
    <StackedSection id={id} title={title}>
      <PlainList>
        {businesses.map((business) => (
          <li key={business.id}>
            <h3>{business.name}</h3>
            <p>{business.description}</p>
          </li>
        ))}
      </PlainList>
    </StackedSection>
  )
}

/** Businesses and Projects (spec §2): active cards with a count, Upcoming (2026), Former Ventures. */
export function BusinessView({ businesses }: { businesses: Business[] }) {
  const active = businesses.filter((business) => business.status === 'active')
  const upcoming = businesses.filter((business) => business.status === 'upcoming')
  const former = businesses.filter((business) => business.status === 'former')
  return (
    <PageSection>
      <Intro>
        <PageTitle>Businesses and Projects</PageTitle>
        <Lead>Companies and projects built around wellbeing, technology, sport and research.</Lead>
      </Intro>

      <StackedSection id="active-title">
        <TitleRow>
          <SectionTitle id="active-title">Active Businesses</SectionTitle>
          <Badge>{active.length}</Badge>
        </TitleRow>
        <Grid $columns={3}>
          {active.map((business) => (
            <BusinessCard key={business.id} business={business} />
          ))}
        </Grid>
      </StackedSection>

      <VentureList id="upcoming-title" title="Upcoming (2026)" businesses={upcoming} />
      <VentureList id="former-title" title="Former Ventures" businesses={former} />
    </PageSection>
  )
}
