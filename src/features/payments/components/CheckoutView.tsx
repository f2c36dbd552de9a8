import React from 'react'
import styled from 'styled-components'

import { ButtonLink } from '@/ui/ButtonLink'
import { Card, CardBody } from '@/ui/Card'
import { PageSection, PageTitle } from '@/ui/Layout'

import { Actions, CardHeading, NarrowColumn, Note } from './bookingStyles'
import { ProceedToPaymentButton } from './ProceedToPaymentButton'
import { theme } from '@/styles/theme'

const Summary = styled.dl`
  display: grid;
  grid-template-columns: 1fr auto;
  gap: ${theme.space(3)};
  margin: 0;
  dt {
    color: ${theme.colors.textMuted};
  }
  dd {
    margin: 0;
    font-weight: 600;
    text-align: right;
  }
`

const Total = styled.div`
  display: flex;
  justify-content: space-between;
  align-items: baseline;
  padding-top: ${theme.space(4)};
  border-top: 1px solid ${theme.colors.border};
  font-size: ${theme.fontSizes.xl};
  font-weight: 700;
`

/** /one-on-one/checkout (spec §2): the session summary; its one client part is the payment button. */
export function CheckoutView({ priceId }: { priceId: string }) {
  return (
    <PageSection>
      <NarrowColumn>
        <PageTitle>Checkout</PageTitle>
        <Card>
          <CardBody>
            <CardHeading>Session Summary</CardHeading>
            <Summary>
              <dt>Session</dt>
              <dd>1-on-1 Session</dd>
              <dt>Duration</dt>
              <dd>30 minutes</dd>
              <dt>Format</dt>
              <dd>Video call, personalized guidance</dd>
              <dt>Price</dt>
              <dd>$60</dd>
              <dt>Payment</dt>
              <dd>One-time</dd>
            </Summary>
            <Total>
              <span>Total</span>
              <span>$60 one-time</span>
            </Total>
            <Actions>
              <ProceedToPaymentButton priceId={priceId} />
              <ButtonLink href="/one-on-one" $variant="outline" $size="lg">
                Cancel
              </ButtonLink>
            </Actions>
            <Note>You will be taken to Stripe&apos;s secure page to pay by card.</Note>
          </CardBody>
        </Card>
      </NarrowColumn>
    </PageSection>
  )
}
