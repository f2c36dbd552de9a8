import React from 'react'

import { classNames } from '@/styles/classNames'

/*
 * A card and its parts are plain elements with classes, their rules written once in the global style
 * (src/styles/sharedClassRules.ts): in a server component every styled element writes its own
 * <style> tag into the HTML, so a grid of fifteen cards wrote each part's rules fifteen times.
 * To extend one with styled(), pass its element as `forwardedAs` (styled's `as` replaces the card).
 */
type CardPartProps = React.HTMLAttributes<HTMLElement> & { as?: React.ElementType }

function cardPart(partClassName: string, defaultElement: React.ElementType, displayName: string) {
  function CardPart({ as: Element = defaultElement, className, ...props }: CardPartProps) {
    return <Element className={classNames(partClassName, className)} {...props} />
  }
  CardPart.displayName = displayName
  return CardPart
}

/** A white card; `as` sets its element (an article, a figure), `className` extends it. */
export const Card = cardPart('card', 'div', 'Card')
export const CardBody = cardPart('card-body', 'div', 'CardBody')
export const CardTitle = cardPart('card-title', 'h3', 'CardTitle')
export const CardText = cardPart('card-text', 'p', 'CardText')

/** A card set apart from the page's white cards: a call to action, a featured link. */
export function MutedCard({ className, ...props }: CardPartProps) {
  return <Card className={classNames('card--muted', className)} {...props} />
}

/** The card's action row, held at the bottom so the actions of a grid's cards line up. */
export const CardFooter = cardPart('card-footer', 'div', 'CardFooter')

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
      <CardBody className="card-body--callout">
        <CardTitle as="h2" id={id}>
          {title}
        </CardTitle>
        {children}
      </CardBody>
    </MutedCard>
  )
}
