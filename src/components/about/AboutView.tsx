'use client'

import * as Tabs from '@radix-ui/react-tabs'
import React from 'react'
import styled from 'styled-components'

import { BusinessCard } from '@/components/business/BusinessCard'
import { CreativeCard } from '@/components/creatives/CreativeCard'
import { Card, CardBody, CardText, CardTitle } from '@/components/ui/Card'
import { Container, Grid, Lead, PageTitle, Section } from '@/components/ui/Layout'
import type { Business, CreativeCategory, SiteSetting } from '@/payload-types'

const TabList = styled(Tabs.List)`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(1)};
  width: fit-content;
  max-width: 100%;
  margin: ${({ theme }) => `${theme.space(8)} 0 ${theme.space(6)}`};
  padding: ${({ theme }) => theme.space(1)};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.colors.surfaceMuted};
`

const TabTrigger = styled(Tabs.Trigger)`
  min-height: 44px;
  padding: ${({ theme }) => `0 ${theme.space(5)}`};
  border: 0;
  border-radius: ${({ theme }) => theme.radius.sm};
  background: transparent;
  color: ${({ theme }) => theme.colors.textMuted};
  font: inherit;
  font-weight: 600;
  cursor: pointer;
  &[data-state='active'] {
    background: ${({ theme }) => theme.colors.surface};
    color: ${({ theme }) => theme.colors.text};
    box-shadow: ${({ theme }) => theme.shadows.card};
  }
`

const EducationList = styled.ul`
  display: grid;
  gap: ${({ theme }) => theme.space(4)};
  margin: 0;
  padding: 0;
  list-style: none;
`

type AboutViewProps = {
  brandName: string
  intro: string
  education: SiteSetting['education']
  creatives: CreativeCategory[]
  businesses: Business[]
}

/** About (spec §2): intro and the tabs Creatives (default), Education and Business. */
export function AboutView({ brandName, intro, education, creatives, businesses }: AboutViewProps) {
  return (
    <Section>
      <Container>
        <PageTitle>About {brandName}</PageTitle>
        <Lead>{intro}</Lead>
        <Tabs.Root defaultValue="creatives">
          <TabList aria-label="About sections">
            <TabTrigger value="creatives">Creatives</TabTrigger>
            <TabTrigger value="education">Education</TabTrigger>
            <TabTrigger value="business">Business</TabTrigger>
          </TabList>
          <Tabs.Content value="creatives">
            <Grid $columns={3}>
              {creatives.map((category, index) => (
                <CreativeCard
                  key={category.id}
                  category={category}
                  headingLevel="h2"
                  priority={index === 0}
                />
              ))}
            </Grid>
          </Tabs.Content>
          <Tabs.Content value="education">
            <EducationList>
              {(education ?? []).map((item) => (
                <li key={item.id ?? item.title}>
                  <Card>
                    <CardBody>
                      <CardTitle as="h2">{item.title}</CardTitle>
                      {item.description && <CardText>{item.description}</CardText>}
                    </CardBody>
                  </Card>
                </li>
              ))}
            </EducationList>
          </Tabs.Content>
          <Tabs.Content value="business">
            <Grid $columns={3}>
              {businesses.map((business) => (
                <BusinessCard key={business.id} business={business} headingLevel="h2" />
              ))}
            </Grid>
          </Tabs.Content>
        </Tabs.Root>
      </Container>
    </Section>
  )
}
