import React from 'react'
import styled from 'styled-components'

import { BusinessCard } from '@/features/content/components/business/BusinessCard'
import { CreativeCard } from '@/features/content/components/creatives/CreativeCard'
import { TextCard } from '@/ui/Card'
import { Grid, Lead, PageSection, PageTitle } from '@/ui/Layout'
import { TabList, TabPanel, Tabs, TabTrigger } from '@/ui/Tabs'
import type { Business, CreativeCategory, SiteSetting } from '@/payload-types'
import { bareList } from '@/styles/mixins'
import { theme } from '@/styles/theme'

const EducationList = styled.ul`
  display: grid;
  gap: ${theme.space(4)};
  ${bareList}
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
    <PageSection>
      <PageTitle>About {brandName}</PageTitle>
      <Lead>{intro}</Lead>
      <Tabs defaultValue="creatives">
        <TabList spacious aria-label="About sections">
          <TabTrigger value="creatives">Creatives</TabTrigger>
          <TabTrigger value="education">Education</TabTrigger>
          <TabTrigger value="business">Business</TabTrigger>
        </TabList>
        <TabPanel value="creatives">
          <Grid $columns={3}>
            {creatives.map((category, index) => (
              <CreativeCard key={category.id} category={category} headingLevel="h2" priority={index === 0} />
            ))}
          </Grid>
        </TabPanel>
        <TabPanel value="education">
          <EducationList>
            {(education ?? []).map((item) => (
              <li key={item.id ?? item.title}>
                <TextCard title={item.title} text={item.description} headingLevel="h2" />
              </li>
            ))}
          </EducationList>
        </TabPanel>
        <TabPanel value="business">
          <Grid $columns={3}>
            {businesses.map((business) => (
              <BusinessCard key={business.id} business={business} headingLevel="h2" />
            ))}
          </Grid>
        </TabPanel>
      </Tabs>
    </PageSection>
  )
}
