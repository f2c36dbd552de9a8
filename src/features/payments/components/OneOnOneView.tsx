import React from 'react'
import styled from 'styled-components'

import { ButtonLink } from '@/ui/ButtonLink'
import { CardBody, CardText } from '@/ui/Card'
import { InlineChecklist, TextItems } from '@/ui/Checklist'
import { Lead, PageSection, PageTitle } from '@/ui/Layout'

import { Actions, CardHeading, CenteredCard, NarrowColumn, Note, Price } from './bookingStyles'
import { SESSION_FEATURES, WHAT_TO_EXPECT } from './sessionDetails'
import { theme } from '@/styles/theme'

const ExpectList = styled.ul`
  display: flex;
  flex-direction: column;
  gap: ${theme.space(2)};
  padding-left: ${theme.space(5)};
  margin: 0;
`

/** /one-on-one: the paid 30-minute video session (spec §2). */
export function OneOnOneView({ brandName }: { brandName: string }) {
  return (
    <PageSection>
      <NarrowColumn>
        <header>
          <PageTitle>1-on-1 Session</PageTitle>
          <Lead>
            A private video call with {brandName}: personalized guidance to help you let go of what holds you
            back.
          </Lead>
        </header>

        <CenteredCard>
          <CardBody>
            <CardHeading>Private Video Session</CardHeading>
            <Price>$60</Price>
            <CardText>for 30 minutes</CardText>
            <InlineChecklist $centered aria-label="Session details">
              <TextItems items={SESSION_FEATURES} />
            </InlineChecklist>
          </CardBody>
        </CenteredCard>

        <section aria-labelledby="what-to-expect">
          <CardHeading id="what-to-expect">What to Expect</CardHeading>
          <ExpectList>
            <TextItems items={WHAT_TO_EXPECT} />
          </ExpectList>
        </section>

        <Actions>
          <ButtonLink href="/one-on-one/checkout" $size="lg">
            Book Your Session - $60
          </ButtonLink>
        </Actions>
        <Note>
          Secure payment is processed by Stripe, a card payment provider. You will receive a confirmation
          email as soon as your booking is complete.
        </Note>
      </NarrowColumn>
    </PageSection>
  )
}
