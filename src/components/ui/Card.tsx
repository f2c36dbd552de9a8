import React from 'react'
import styled from 'styled-components'
import { theme } from '@/styles/theme'

export const Card = styled.div`
  display: flex;
  flex-direction: column;
  background: ${theme.colors.surface};
  border: 1px solid ${theme.colors.border};
  border-radius: ${theme.radius.lg};
  box-shadow: ${theme.shadows.card};
  overflow: hidden;
`

export const CardBody = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${theme.space(2)};
  flex: 1;
  padding: ${theme.space(5)};
`

export const CardTitle = styled.h3`
  font-size: ${theme.fontSizes.xl};
  margin: 0;
`

export const CardText = styled.p`
  color: ${theme.colors.textMuted};
  margin: 0;
`

/** A card set apart from the page's white cards: a call to action, a featured link. */
export const MutedCard = styled(Card)`
  background: ${theme.colors.surfaceMuted};
`

/** The card's action row, held at the bottom so the actions of a grid's cards line up. */
export const CardFooter = styled.div`
  margin-top: auto;
  padding-top: ${theme.space(3)};
`

type TextCardProps = { title: string; text?: string | null; headingLevel?: 'h2' | 'h3' }

/** A card of a title and, when there is one, a line of text (a benefit, a part of a course, a degree). */
export function TextCard({ title, text, headingLevel = 'h3' }: TextCardProps) {
  return (
    <Card>
      <CardBody>
        <CardTitle as={headingLevel}>{title}</CardTitle>
        {text && <CardText>{text}</CardText>}
      </CardBody>
    </Card>
  )
}

const CalloutBody = styled(CardBody)`
  align-items: flex-start;
`

type CalloutCardProps = {
  /** The heading's id: the callout is named by its h2. */
  id: string
  title: React.ReactNode
  /** The landmark it is: a section of the page, or an aside (not `as`, which styled() would take for itself). */
  landmark: 'section' | 'aside'
  className?: string
  children: React.ReactNode
}

/** A muted card that points somewhere else (the lecture, the witticisms): its h2, then its text and action. */
export function CalloutCard({ id, title, landmark, className, children }: CalloutCardProps) {
  return (
    <MutedCard as={landmark} className={className} aria-labelledby={id}>
      <CalloutBody>
        <CardTitle as="h2" id={id}>
          {title}
        </CardTitle>
        {children}
      </CalloutBody>
    </MutedCard>
  )
}
