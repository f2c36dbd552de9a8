'use client'

import React, { useState } from 'react'
import styled from 'styled-components'

import { toast } from '@/components/toast/toastStore'
import { Button } from '@/components/ui/Button'
import { ButtonLink } from '@/components/ui/ButtonLink'
import { Card, CardBody } from '@/components/ui/Card'
import { PageSection, PageTitle } from '@/components/ui/Layout'
import {
  PAYMENT_ERROR_TITLE,
  paymentErrorDescription,
  redirectToCheckout,
  requestCheckoutUrl,
} from '@/lib/checkout'

import { Actions, CardHeading, NarrowColumn, Note } from './bookingStyles'
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

/**
 * /one-on-one/checkout: sends `{ priceId }` and moves the browser to the payment provider.
 * On failure it goes back to idle with a "Payment Error" toast (spec §4, §8).
 */
export function CheckoutView({ priceId }: { priceId: string }) {
  const [processing, setProcessing] = useState(false)

  async function proceedToPayment() {
    setProcessing(true)
    try {
      redirectToCheckout(await requestCheckoutUrl(priceId))
    } catch (error) {
      toast({
        title: PAYMENT_ERROR_TITLE,
        description: paymentErrorDescription(error),
        variant: 'destructive',
      })
      setProcessing(false)
    }
  }

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
              <Button onClick={proceedToPayment} disabled={processing} aria-busy={processing} $size="lg">
                {processing ? 'Processing...' : 'Proceed to Payment'}
              </Button>
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
