'use client'

import * as RadixAccordion from '@radix-ui/react-accordion'
import type React from 'react'
import styled from 'styled-components'
import { theme } from '@/styles/theme'

/** Radix accordion parts in the site's look; callers pick type="single" collapsible (spec §4). */
export const AccordionRoot = styled(RadixAccordion.Root)`
  display: grid;
  gap: ${theme.space(3)};
`

export const AccordionItem = styled(RadixAccordion.Item)`
  border: 1px solid ${theme.colors.border};
  border-radius: ${theme.radius.md};
  background: ${theme.colors.surface};
  overflow: hidden;
`

export const AccordionHeader = styled(RadixAccordion.Header)`
  margin: 0;
`

export const AccordionTrigger = styled(RadixAccordion.Trigger)`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${theme.space(3)};
  width: 100%;
  min-height: 56px;
  padding: ${theme.space(4)} ${theme.space(5)};
  border: 0;
  background: transparent;
  color: ${theme.colors.text};
  font: inherit;
  font-weight: 600;
  text-align: left;
  cursor: pointer;
  &:hover {
    background: ${theme.colors.surfaceMuted};
  }
  &:focus-visible {
    outline: 2px solid ${theme.colors.focus};
    outline-offset: -2px;
  }
  &::after {
    content: '';
    flex: none;
    width: 8px;
    height: 8px;
    border-right: 2px solid currentColor;
    border-bottom: 2px solid currentColor;
    transform: rotate(45deg);
    transition: transform 0.2s ease;
  }
  &[data-state='open']::after {
    transform: rotate(-135deg);
  }
`

export const AccordionContent = styled(RadixAccordion.Content)`
  padding: 0 ${theme.space(5)} ${theme.space(4)};
`

type AccordionEntryProps = { value: string; trigger: React.ReactNode; children: React.ReactNode }

/** One item of an accordion: the trigger in its header, then the content it opens. */
export function AccordionEntry({ value, trigger, children }: AccordionEntryProps) {
  return (
    <AccordionItem value={value}>
      <AccordionHeader>
        <AccordionTrigger>{trigger}</AccordionTrigger>
      </AccordionHeader>
      <AccordionContent>{children}</AccordionContent>
    </AccordionItem>
  )
}
