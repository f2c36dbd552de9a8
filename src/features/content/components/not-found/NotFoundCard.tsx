import React from 'react'
import styled from 'styled-components'

import { ButtonLink } from '@/ui/ButtonLink'
import { Card, CardBody, CardText } from '@/ui/Card'
import { PageSection } from '@/ui/Layout'
import { theme } from '@/styles/theme'

const NarrowCard = styled(Card)`
  max-width: 480px;
  margin: 0 auto;
  text-align: center;
`

const Heading = styled.h1`
  font-size: ${theme.fontSizes['2xl']};
`

const Actions = styled.div`
  display: flex;
  justify-content: center;
  margin-top: ${theme.space(4)};
`

/** Any path that is not a route of the site (spec §2). */
export function NotFoundCard() {
  return (
    <PageSection>
      <NarrowCard>
        <CardBody>
          <Heading>Page Not Found</Heading>
          <CardText>Sorry, the page you are looking for does not exist or has moved.</CardText>
          <Actions>
            <ButtonLink href="/">Go to Home</ButtonLink>
          </Actions>
        </CardBody>
      </NarrowCard>
    </PageSection>
  )
}
