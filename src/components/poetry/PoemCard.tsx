'use client'

import * as Tabs from '@radix-ui/react-tabs'
import React from 'react'
import styled from 'styled-components'

import { AudioPlayer } from '@/components/audio-player/AudioPlayer'
import { Badge } from '@/components/ui/Badge'
import { Card, CardBody, CardTitle } from '@/components/ui/Card'
import type { PoemView } from '@/lib/content/portfolioView'

const Heading = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space(3)};
`

const TabList = styled(Tabs.List)`
  display: inline-flex;
  gap: ${({ theme }) => theme.space(1)};
  padding: ${({ theme }) => theme.space(1)};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.colors.surfaceMuted};
  width: fit-content;
`

const TabTrigger = styled(Tabs.Trigger)`
  min-height: 40px;
  padding: 0 ${({ theme }) => theme.space(4)};
  border: 0;
  border-radius: ${({ theme }) => theme.radius.sm};
  background: transparent;
  color: ${({ theme }) => theme.colors.textMuted};
  font: inherit;
  font-weight: 600;
  cursor: pointer;

  &[data-state='active'] {
    background: ${({ theme }) => theme.colors.surface};
    color: ${({ theme }) => theme.colors.text};
    box-shadow: ${({ theme }) => theme.shadows.card};
  }

  &:focus-visible {
    outline: 3px solid ${({ theme }) => theme.colors.focus};
    outline-offset: 2px;
  }
`

const Panel = styled(Tabs.Content)`
  padding-top: ${({ theme }) => theme.space(2)};

  &:focus-visible {
    outline: 3px solid ${({ theme }) => theme.colors.focus};
    outline-offset: 4px;
  }
`

/** The poem keeps its line breaks exactly as written in the admin. */
const PoemText = styled.p`
  white-space: pre-line;
  font-size: ${({ theme }) => theme.fontSizes.lg};
  line-height: 1.7;
  margin: 0;
`

const Analysis = styled.div`
  color: ${({ theme }) => theme.colors.textMuted};
  line-height: 1.7;

  p {
    margin: 0 0 ${({ theme }) => theme.space(3)};
  }
`

export type PoemCardData = PoemView & { analysis: React.ReactNode }

/** One poem: title, year, tabs Poem and Analysis, and the recording when there is one. */
export function PoemCard({ poem }: { poem: PoemCardData }) {
  return (
    <Card as="article" aria-labelledby={`poem-${poem.id}-title`}>
      <CardBody>
        <Heading>
          <CardTitle as="h2" id={`poem-${poem.id}-title`}>
            {poem.title}
          </CardTitle>
          <Badge variant="outline">{poem.year}</Badge>
        </Heading>
        <Tabs.Root defaultValue="poem">
          <TabList aria-label={`${poem.title}: poem or analysis`}>
            <TabTrigger value="poem">Poem</TabTrigger>
            <TabTrigger value="analysis">Analysis</TabTrigger>
          </TabList>
          <Panel value="poem">
            <PoemText>{poem.content}</PoemText>
          </Panel>
          <Panel value="analysis">
            <Analysis>{poem.analysis}</Analysis>
          </Panel>
        </Tabs.Root>
        {poem.audio && <AudioPlayer src={poem.audio.src} title={poem.title} />}
      </CardBody>
    </Card>
  )
}
