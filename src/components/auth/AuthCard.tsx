import React from 'react'
import styled from 'styled-components'

import { Card, CardBody, CardText } from '@/components/ui/Card'
import { PageSection } from '@/components/ui/Layout'
import { Link } from '@/components/ui/Link'
import { theme } from '@/styles/theme'
import { strongLinks } from '@/styles/mixins'

const Narrow = styled(Card)`
  max-width: 440px;
  margin: 0 auto;
`

const Title = styled.h1`
  margin: 0;
  font-size: ${theme.fontSizes['2xl']};
`

const Footer = styled.p`
  margin: ${theme.space(2)} 0 0;
  text-align: center;
  color: ${theme.colors.textMuted};
  ${strongLinks}
`

type AuthFooter = { text: string; linkLabel: string; href: string }

/** The footer of the password recovery cards (forgot and reset): the way back to sign in. */
const BACK_TO_SIGN_IN: AuthFooter = { text: 'Remember your password?', linkLabel: 'Sign in', href: '/login' }

type AuthCardProps = {
  title: string
  description: string
  children: React.ReactNode
  /** The link to the other page of the pair; the way back to sign in when left out. */
  footer?: AuthFooter
}

/** The centred card of the login, sign-up and password recovery pages. */
export function AuthCard({ title, description, children, footer = BACK_TO_SIGN_IN }: AuthCardProps) {
  return (
    <PageSection>
      <Narrow>
        <CardBody>
          <Title>{title}</Title>
          <CardText>{description}</CardText>
          {children}
          <Footer>
            {footer.text} <Link href={footer.href}>{footer.linkLabel}</Link>
          </Footer>
        </CardBody>
      </Narrow>
    </PageSection>
  )
}
