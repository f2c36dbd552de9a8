'use client'

import React, { useEffect, useRef, useState } from 'react'

import { Lightbox, type LightboxImage } from './Lightbox'

/**
 * The client leaf of a gallery: the server renders the grid with its thumbnail buttons
 * (`data-gallery-thumbnail`), and one listener here opens the lightbox on the one clicked.
 */
export function LightboxGallery({
  images,
  children,
}: {
  images: LightboxImage[]
  children: React.ReactNode
}) {
  const container = useRef<HTMLDivElement>(null)
  const opener = useRef<HTMLButtonElement | null>(null)
  const [openIndex, setOpenIndex] = useState<number | null>(null)

  useEffect(() => {
    const element = container.current
    if (!element) return
    const openClicked = (event: MouseEvent) => {
      const thumbnail = (event.target as Element | null)?.closest<HTMLButtonElement>(
        'button[data-gallery-thumbnail]',
      )
      if (!thumbnail || !element.contains(thumbnail)) return
      opener.current = thumbnail
      setOpenIndex(images.findIndex((image) => image.id === thumbnail.dataset.galleryThumbnail))
    }
    element.addEventListener('click', openClicked)
    return () => element.removeEventListener('click', openClicked)
  }, [images])

  return (
    <>
      <div ref={container}>{children}</div>
      <Lightbox
        images={images}
        index={openIndex}
        onIndexChange={setOpenIndex}
        onClose={() => setOpenIndex(null)}
        returnFocus={() => opener.current}
      />
    </>
  )
}
