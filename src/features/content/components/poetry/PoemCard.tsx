import React from 'react'
import styled from 'styled-components'

import { AudioPlayer } from '@/ui/audio-player/AudioPlayer'
import { Badge } from '@/ui/Badge'
import { Card, CardBody, CardTitle } from '@/ui/Card'
import { TabList, TabPanel, Tabs, TabTrigger } from '@/ui/Tabs'
import type { PoemView } from '@/features/content/reads/portfolioView'
import { theme } from '@/styles/theme'

const Heading = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${theme.space(3)};
`

/** The poem keeps its line breaks exactly as written in the admin. */
const PoemText = styled.p`
  white-space: pre-line;
  font-size: ${theme.fontSizes.lg};
  line-height: 1.7;
  margin: 0;
`

const Analysis = styled.div`
  color: ${theme.colors.textMuted};
  line-height: 1.7;

  p {
    margin: 0 0 ${theme.space(3)};
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
        <Tabs defaultValue="poem">
          <TabList aria-label={`${poem.title}: poem or analysis`}>
            <TabTrigger value="poem">Poem</TabTrigger>
            <TabTrigger value="analysis">Analysis</TabTrigger>
          </TabList>
          <TabPanel value="poem">
            <PoemText>{poem.content}</PoemText>
          </TabPanel>
          <TabPanel value="analysis">
            <Analysis>{poem.analysis}</Analysis>
          </TabPanel>
        </Tabs>
        {poem.audio && <AudioPlayer src={poem.audio.src} title={poem.title} />}
      </CardBody>
    </Card>
  )
}
