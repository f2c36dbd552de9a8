import React from 'react'

import { classNames } from '@/styles/classNames'

/*
 * Buttons and links that look like buttons are plain elements with classes; their rules are
 * written once, in the global style (src/styles/buttonRules.ts), so neither a page of cards nor a
 * client form carries styling code for them.
 */

export type ButtonVariant = 'primary' | 'outline' | 'ghost' | 'destructive' | 'secondary'
export type ButtonSize = 'sm' | 'md' | 'lg'

export type ButtonStyleProps = { $variant?: ButtonVariant; $size?: ButtonSize; $block?: boolean }

/** The classes of a button, or of a link that looks like one. */
export const buttonClassName = ({ $variant = 'primary', $size = 'md', $block }: ButtonStyleProps) =>
  classNames('button', `button--${$size}`, `button--${$variant}`, $block && 'button--block')

type ButtonProps = React.ComponentProps<'button'> & ButtonStyleProps

/** A button (`type="button"` unless told otherwise). */
export function Button({ $variant, $size, $block, className, type = 'button', ...props }: ButtonProps) {
  return (
    <button
      type={type}
      className={classNames(buttonClassName({ $variant, $size, $block }), className)}
      {...props}
    />
  )
}
