'use client'

import * as RadixTabs from '@radix-ui/react-tabs'
import React from 'react'

import { classNames } from '@/styles/classNames'

/**
 * The one tab set (About's sections, each poem's Poem and Analysis): Radix keeps the keyboard and
 * ARIA behaviour, so these are the only client parts; the panels' content stays server-rendered.
 * They wear classes whose rules are in the global style (sharedClassRules), so a page with tabs
 * loads no styling code in the browser.
 */
export const Tabs = RadixTabs.Root

type TabListProps = React.ComponentProps<typeof RadixTabs.List> & {
  /** Set apart from the text around it (About's sections). */
  spacious?: boolean
}

export function TabList({ spacious = false, className, ...props }: TabListProps) {
  return (
    <RadixTabs.List
      className={classNames('tab-list', spacious && 'tab-list--spacious', className)}
      {...props}
    />
  )
}

export function TabTrigger({ className, ...props }: React.ComponentProps<typeof RadixTabs.Trigger>) {
  return <RadixTabs.Trigger className={classNames('tab-trigger', className)} {...props} />
}

export function TabPanel({ className, ...props }: React.ComponentProps<typeof RadixTabs.Content>) {
  return <RadixTabs.Content className={classNames('tab-panel', className)} {...props} />
}
