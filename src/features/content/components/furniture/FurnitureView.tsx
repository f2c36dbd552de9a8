import React from 'react'
import styled from 'styled-components'

import { CardImage } from '@/ui/media/CardImage'
import { Card, CardBody, CardText, CardTitle } from '@/ui/Card'
import { Grid, Lead, PageSection, PageTitle, TitledSection } from '@/ui/Layout'
import type { Furniture } from '@/payload-types'
import { theme } from '@/styles/theme'

const Collections = styled(TitledSection)`
  margin-top: ${theme.space(10)};
`

const Philosophy = styled(TitledSection)`
  margin-top: ${theme.space(12)};
  padding: ${theme.space(8)};
  border-radius: ${theme.radius.lg};
  background: ${theme.colors.surfaceMuted};
  p {
    max-width: 70ch;
    margin: 0;
    font-size: ${theme.fontSizes.lg};
  }
`

/** The Furniture Design page: the collections as cards, then the design philosophy. */
export function FurnitureView({ content }: { content: Furniture }) {
  const collections = content.collections ?? []
  return (
    <PageSection>
      <PageTitle>Furniture Design</PageTitle>
      <Lead>{content.intro}</Lead>
      {collections.length > 0 && (
        <Collections id="furniture-collections" title="Collections">
          <Grid $columns={3}>
            {collections.map((collection, index) => (
              <Card as="article" key={collection.id ?? collection.title}>
                {collection.image && <CardImage media={collection.image} priority={index === 0} />}
                <CardBody>
                  <CardTitle>{collection.title}</CardTitle>
                  <CardText>{collection.description}</CardText>
                </CardBody>
              </Card>
            ))}
          </Grid>
        </Collections>
      )}
      <Philosophy id="furniture-philosophy" title={content.philosophyHeading}>
        <p>{content.philosophy}</p>
      </Philosophy>
    </PageSection>
  )
}
