import Link from 'next/link'
import React from 'react'

import { classNames } from '@/styles/classNames'

import type { ButtonSize, ButtonVariant } from './Button'

/*
 * Links that look like buttons are plain elements with classes; their rules are written once, in
 * the global style (src/styles/sharedClassRules.ts), since a page of cards has one on each card.
 */

export type ButtonLinkStyleProps = { $variant?: ButtonVariant; $size?: ButtonSize; $block?: boolean }

/** The classes of a button-looking link. */
export const buttonClassName = ({ $variant = 'primary', $size = 'md', $block }: ButtonLinkStyleProps) =>
  classNames('button', `button--${$size}`, `button--${$variant}`, $block && 'button--block')

type ButtonLinkProps = React.ComponentProps<typeof Link> & ButtonLinkStyleProps

/** A link that looks like a button. */
export function ButtonLink({ $variant, $size, $block, className, ...props }: ButtonLinkProps) {
  return <Link className={classNames(buttonClassName({ $variant, $size, $block }), className)} {...props} />
}

type ExternalButtonLinkProps = React.AnchorHTMLAttributes<HTMLAnchorElement> & ButtonLinkStyleProps

/** A link to another site that looks like a button; it opens in a new tab. */
export function ExternalButtonLink({
  $variant,
  $size,
  $block,
  className,
  ...props
}: ExternalButtonLinkProps) {
  return (
    <a
      target="_blank"
      rel="noopener noreferrer"
      className={classNames(buttonClassName({ $variant, $size, $block }), className)}
      {...props}
    />
  )
}
