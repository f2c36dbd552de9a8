import React from 'react'

import { Grid, Lead, PageSection, PageTitle } from '@/ui/Layout'
import type { CreativeCategory } from '@/payload-types'

import { CreativeCard } from './CreativeCard'

/** Creative portfolio (spec §2): a grid of cards linking to the gallery routes. */
export function CreativesView({ categories }: { categories: CreativeCategory[] }) {
  return (
    <PageSection>
      <PageTitle>Creative Portfolio</PageTitle>
      <Lead>Paintings, animations, drawings, music, poetry, writing and research.</Lead>
      <Grid $columns={3}>
        {categories.map((category, index) => (
          <CreativeCard key={category.id} category={category} headingLevel="h2" priority={index === 0} />
        ))}
      </Grid>
    </PageSection>
  )
}
