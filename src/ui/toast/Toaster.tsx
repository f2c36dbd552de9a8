'use client'

import * as RadixToast from '@radix-ui/react-toast'
import React, { useSyncExternalStore } from 'react'
import styled, { css } from 'styled-components'

import { media, theme } from '@/styles/theme'

import { dismissToast, getToasts, subscribe, TOAST_DURATION, type ToastVariant } from './toastStore'

const Viewport = styled(RadixToast.Viewport)`
  position: fixed;
  z-index: 100;
  top: 0;
  right: 0;
  display: flex;
  flex-direction: column-reverse;
  gap: 8px;
  width: 100%;
  max-height: 100vh;
  margin: 0;
  padding: 16px;
  list-style: none;
  ${media.sm} {
    top: auto;
    bottom: 0;
    flex-direction: column;
  }
  ${media.md} {
    max-width: 420px;
  }
`

const Root = styled(RadixToast.Root)<{ $variant: ToastVariant }>`
  display: grid;
  grid-template-columns: 1fr auto;
  gap: 4px 12px;
  padding: 16px;
  border-radius: ${theme.radius.md};
  border: 1px solid ${theme.colors.border};
  background: ${theme.colors.surface};
  color: ${theme.colors.text};
  box-shadow: ${theme.shadows.card};
  ${({ $variant }) =>
    $variant === 'destructive' &&
    css`
      background: ${theme.colors.destructive};
      border-color: ${theme.colors.destructive};
      color: ${theme.colors.destructiveText};
    `}
  &[data-swipe='move'] {
    transform: translateX(var(--radix-toast-swipe-move-x));
  }
  &[data-swipe='end'] {
    transform: translateX(var(--radix-toast-swipe-end-x));
  }
`

const Title = styled(RadixToast.Title)`
  grid-column: 1;
  font-weight: 600;
`

const Description = styled(RadixToast.Description)`
  grid-column: 1;
  font-size: ${theme.fontSizes.sm};
`

const Close = styled(RadixToast.Close)`
  grid-column: 2;
  grid-row: 1 / span 2;
  align-self: start;
  border: 0;
  background: transparent;
  color: inherit;
  font-size: 1.25rem;
  line-height: 1;
  cursor: pointer;
`

/** Renders the toasts of the store through Radix: swipe right past 50 px dismisses, F8 focuses the region. */
export function Toaster() {
  const toasts = useSyncExternalStore(subscribe, getToasts, getToasts)
  return (
    <RadixToast.Provider duration={TOAST_DURATION} swipeDirection="right" swipeThreshold={50}>
      {toasts.map(({ id, title, description, variant = 'default', open }) => (
        <Root
          key={id}
          open={open}
          $variant={variant}
          type={variant === 'destructive' ? 'foreground' : 'background'}
          onOpenChange={(isOpen) => {
            if (!isOpen) dismissToast(id)
          }}
        >
          {title && <Title>{title}</Title>}
          {description && <Description>{description}</Description>}
          <Close aria-label="Close">×</Close>
        </Root>
      ))}
      <Viewport hotkey={['F8']} />
    </RadixToast.Provider>
  )
}
