'use client'

import * as Dialog from '@radix-ui/react-dialog'
import Image from 'next/image'
import React from 'react'
import styled from 'styled-components'

import type { ImageAsset } from '@/features/content/reads/portfolioView'

import { LIGHTBOX_SIZES } from './gallerySizes'
import { viewportLayer } from '@/styles/mixins'
import { theme } from '@/styles/theme'

export type LightboxImage = { id: string; image: ImageAsset; title: string | null; caption: string | null }

const Overlay = styled(Dialog.Overlay)`
  ${viewportLayer(100)}
  background: rgba(12, 12, 10, 0.88);
`

const Content = styled(Dialog.Content)`
  ${viewportLayer(101)}
  display: flex;
  flex-direction: column;
  align-items: center;
  justify-content: center;
  gap: ${theme.space(3)};
  padding: ${theme.space(4)};
  color: #ffffff;

  &:focus {
    outline: none;
  }

  img {
    width: auto;
    height: auto;
    max-width: 100%;
    max-height: 72vh;
    object-fit: contain;
  }
`

const Caption = styled.div`
  max-width: 70ch;
  text-align: center;
`

const Title = styled(Dialog.Title)`
  font-size: ${theme.fontSizes.lg};
  margin: 0;
`

const Description = styled(Dialog.Description)`
  margin: ${theme.space(1)} 0 0;
  color: #e7e5e4;
`

const Controls = styled.div`
  display: flex;
  align-items: center;
  gap: ${theme.space(3)};
`

const ControlButton = styled.button.attrs({ type: 'button' })`
  min-width: 44px;
  min-height: 44px;
  padding: 0 ${theme.space(4)};
  border-radius: ${theme.radius.full};
  border: 1px solid rgba(255, 255, 255, 0.6);
  background: rgba(0, 0, 0, 0.4);
  color: #ffffff;
  font: inherit;
  font-weight: 600;
  cursor: pointer;

  &:hover {
    background: rgba(255, 255, 255, 0.15);
  }

  &:focus-visible {
    outline: 3px solid #ffffff;
    outline-offset: 2px;
  }
`

const Counter = styled.span`
  font-variant-numeric: tabular-nums;
`

type LightboxProps = {
  images: LightboxImage[]
  /** The image shown, or null when closed. */
  index: number | null
  onIndexChange: (index: number) => void
  onClose: () => void
  /** Where focus goes back on close: the thumbnail that opened the lightbox. */
  returnFocus: () => HTMLElement | null
}

/** The larger picture of a gallery in a modal dialog: previous/next by buttons and arrow keys, Escape closes. */
export function Lightbox({ images, index, onIndexChange, onClose, returnFocus }: LightboxProps) {
  const current = index === null ? null : images[index]
  const count = images.length
  const step = (delta: number) => {
    if (index !== null && count > 1) onIndexChange((index + delta + count) % count)
  }

  const stepByArrowKey = (event: React.KeyboardEvent) => {
    if (event.key === 'ArrowLeft') {
      event.preventDefault()
      step(-1)
    } else if (event.key === 'ArrowRight') {
      event.preventDefault()
      step(1)
    }
  }

  return (
    <Dialog.Root open={current !== null} onOpenChange={(open) => !open && onClose()}>
      <Dialog.Portal>
        <Overlay />
        {current && index !== null && (
          <Content
            onKeyDown={stepByArrowKey}
            onCloseAutoFocus={(event) => {
              const target = returnFocus()
              if (target) {
                event.preventDefault()
                target.focus()
              }
            }}
            {...(current.caption ? {} : { 'aria-describedby': undefined })}
          >
            <Image
              key={current.id}
              src={current.image.src}
              width={current.image.width}
              height={current.image.height}
              alt={current.image.alt}
              sizes={LIGHTBOX_SIZES}
            />
            <Caption>
              <Title>{current.title ?? current.image.alt}</Title>
              {current.caption && <Description>{current.caption}</Description>}
            </Caption>
            <Controls>
              {count > 1 && (
                <ControlButton aria-label="Previous image" onClick={() => step(-1)}>
                  ←
                </ControlButton>
              )}
              {count > 1 && (
                <Counter>
                  {index + 1} of {count}
                </Counter>
              )}
              {count > 1 && (
                <ControlButton aria-label="Next image" onClick={() => step(1)}>
                  →
                </ControlButton>
              )}
              <Dialog.Close asChild>
                <ControlButton>Close</ControlButton>
              </Dialog.Close>
            </Controls>
          </Content>
        )}
      </Dialog.Portal>
    </Dialog.Root>
  )
}
