'use client'

import dynamic from 'next/dynamic'
import React, { useEffect, useRef, useState } from 'react'

import type { LightboxImage } from './Lightbox'

// The dialog's code (Radix, focus trap, scroll lock) is fetched when a visitor reaches for a
// picture, not with the page: many visits only look at the grid.
const loadLightbox = () => import('./Lightbox')
const Lightbox = dynamic(() => loadLightbox().then((loaded) => loaded.Lightbox), { ssr: false })

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
  // Mounted at the first opening and kept, so closing animates and gives focus back.
  const [requested, setRequested] = useState(false)

  useEffect(() => {
    const element = container.current
    if (!element) return
    const openClicked = (event: MouseEvent) => {
      const thumbnail = (event.target as Element | null)?.closest<HTMLButtonElement>(
        'button[data-gallery-thumbnail]',
      )
      if (!thumbnail || !element.contains(thumbnail)) return
      opener.current = thumbnail
      setRequested(true)
      setOpenIndex(images.findIndex((image) => image.id === thumbnail.dataset.galleryThumbnail))
    }
    const prefetch = () => void loadLightbox()
    element.addEventListener('click', openClicked)
    element.addEventListener('pointerover', prefetch, { once: true })
    element.addEventListener('focusin', prefetch, { once: true })
    return () => {
      element.removeEventListener('click', openClicked)
      element.removeEventListener('pointerover', prefetch)
      element.removeEventListener('focusin', prefetch)
    }
  }, [images])

  return (
    <>
      <div ref={container}>{children}</div>
      {requested && (
        <Lightbox
          images={images}
          index={openIndex}
          onIndexChange={setOpenIndex}
          onClose={() => setOpenIndex(null)}
          returnFocus={() => opener.current}
        />
      )}
    </>
  )
}
