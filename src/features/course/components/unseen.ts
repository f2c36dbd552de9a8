import type React from 'react'

/**
 * Props that keep an element's place on the page while it is out of sight and out of the
 * accessibility tree (a count not known yet), so nothing below moves when it shows.
 */
export const unseen = (hidden: boolean): { style?: React.CSSProperties; 'aria-hidden'?: true } =>
  hidden ? { style: { visibility: 'hidden' }, 'aria-hidden': true } : {}
