import React from 'react'

import { Card, CardBody, CardText } from '@/ui/Card'
import { Link } from '@/ui/Link'

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

/**
 * The centred card of the login, sign-up and password recovery forms. Plain elements with classes:
 * the account pages' layout styles them (AuthArea).
 */
export function AuthCard({ title, description, children, footer = BACK_TO_SIGN_IN }: AuthCardProps) {
  return (
    <Card className="auth-card">
      <CardBody>
        <h1 className="auth-card__title">{title}</h1>
        <CardText>{description}</CardText>
        {children}
        <p className="auth-card__footer">
          {footer.text} <Link href={footer.href}>{footer.linkLabel}</Link>
        </p>
      </CardBody>
    </Card>
  )
}
