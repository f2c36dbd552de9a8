import React from 'react'

import { classNames } from '@/styles/classNames'

export type BadgeVariant = 'default' | 'secondary' | 'outline' | 'destructive'

/*
 * A plain element with classes, its rules written once in the global style
 * (src/styles/sharedClassRules.ts): in a server component every styled element writes its own
 * <style> tag, and cards carry badges.
 */
type BadgeProps = React.HTMLAttributes<HTMLSpanElement> & { variant?: BadgeVariant }

/** A small label; the variant carries meaning (e.g. a writing's status, spec §4). */
export function Badge({ variant = 'default', className, ...props }: BadgeProps) {
  return <span className={classNames('badge', className)} data-variant={variant} {...props} />
}
