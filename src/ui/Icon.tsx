import React from 'react'

type IconProps = {
  /** Width and height in pixels. */
  size: number
  /** A solid shape (filled with the text colour) rather than a 2-pixel outline. */
  solid?: boolean
  /** The one path of a single-path icon; icons of several shapes give them as children instead. */
  d?: string
  children?: React.ReactNode
}

/** The one icon base: a 24-unit SVG in the text colour, decorative (the text or button beside it names it). */
export function Icon({ size, solid = false, d, children }: IconProps) {
  return (
    <svg
      width={size}
      height={size}
      viewBox="0 0 24 24"
      fill={solid ? 'currentColor' : 'none'}
      stroke={solid ? 'none' : 'currentColor'}
      strokeWidth={2}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
    >
      {d ? <path d={d} /> : children}
    </svg>
  )
}
