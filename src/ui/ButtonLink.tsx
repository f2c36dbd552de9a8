import React from 'react'

import { classNames } from '@/styles/classNames'

import { buttonClassName, type ButtonStyleProps } from './Button'
import { Link } from './Link'

// Links that wear the button classes (see Button).

type ButtonLinkProps = React.ComponentProps<typeof Link> & ButtonStyleProps

/** A link that looks like a button. */
export function ButtonLink({ $variant, $size, $block, className, ...props }: ButtonLinkProps) {
  return <Link className={classNames(buttonClassName({ $variant, $size, $block }), className)} {...props} />
}

type ExternalButtonLinkProps = React.AnchorHTMLAttributes<HTMLAnchorElement> & ButtonStyleProps

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
