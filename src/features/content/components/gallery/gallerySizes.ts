/**
 * The `sizes` attribute of a gallery image, matching the grid of `ui/Layout`: one column below
 * 640 px, up to two from 640 px, `columns` from 1024 px, inside the 1200 px container (16 px side
 * padding on phones, 24 px from 768 px) with 24 px gaps. The browser then downloads no more
 * pixels than the layout shows.
 */
const CONTAINER_MAX = 1200
const PADDING_WIDE = 24
const PADDING_PHONE = 16
const GAP = 24

const columnCalc = (columns: number, padding: number) => {
  const fixed = padding * 2 + GAP * (columns - 1)
  return columns === 1 ? `calc(100vw - ${fixed}px)` : `calc((100vw - ${fixed}px) / ${columns})`
}

export function gallerySizes(columns: number): string {
  const wide = Math.max(1, Math.min(4, Math.round(columns)))
  const medium = Math.min(wide, 2)
  const widest = Math.ceil((CONTAINER_MAX - PADDING_WIDE * 2 - GAP * (wide - 1)) / wide)
  return [
    `(min-width: ${CONTAINER_MAX}px) ${widest}px`,
    `(min-width: 1024px) ${columnCalc(wide, PADDING_WIDE)}`,
    `(min-width: 640px) ${columnCalc(medium, PADDING_PHONE)}`,
    columnCalc(1, PADDING_PHONE),
  ].join(', ')
}

/** The lightbox shows the picture as wide as the screen allows, up to the container width. */
export const LIGHTBOX_SIZES = `(min-width: ${CONTAINER_MAX}px) ${CONTAINER_MAX}px, 100vw`
