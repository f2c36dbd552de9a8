import React from 'react'

/** The picture slot at the top of a card: a fixed aspect ratio (3 / 2 unless `ratio`), so nothing shifts while the image loads. */
export function CardImageFrame({ ratio, children }: { ratio?: string; children: React.ReactNode }) {
  return (
    <div className="card-image-frame" style={ratio ? { aspectRatio: ratio } : undefined}>
      {children}
    </div>
  )
}
