'use client'

import * as RadixAccordion from '@radix-ui/react-accordion'
import React from 'react'

import { classNames } from '@/styles/classNames'

/*
 * Radix accordion parts with the site's classes; their rules are in CourseArea, which holds every
 * accordion of the course page. Callers pick type="single" collapsible (spec §4).
 */
type AccordionRootProps = React.ComponentProps<typeof RadixAccordion.Root>

export function AccordionRoot({ className, ...props }: AccordionRootProps) {
  return <RadixAccordion.Root className={classNames('accordion', className)} {...props} />
}

type AccordionEntryProps = { value: string; trigger: React.ReactNode; children: React.ReactNode }

/** One item of an accordion: the trigger in its header, then the content it opens. */
export function AccordionEntry({ value, trigger, children }: AccordionEntryProps) {
  return (
    <RadixAccordion.Item className="accordion__item" value={value}>
      <RadixAccordion.Header className="accordion__header">
        <RadixAccordion.Trigger className="accordion__trigger">{trigger}</RadixAccordion.Trigger>
      </RadixAccordion.Header>
      <RadixAccordion.Content className="accordion__content">{children}</RadixAccordion.Content>
    </RadixAccordion.Item>
  )
}
