import styled from 'styled-components'

import { AudioPlayerArea } from '@/ui/audio-player/AudioPlayerArea'
import { PageSection, PageTitle } from '@/ui/Layout'

import { PoemCard, type PoemCardData } from './PoemCard'
import { theme } from '@/styles/theme'

const PoemList = styled(AudioPlayerArea)`
  display: grid;
  gap: ${theme.space(6)};
  grid-template-columns: minmax(0, 1fr);
  max-width: 760px;
  margin-top: ${theme.space(8)};
`

/** The poetry route (spec §2): Select Poems, one card per poem. */
export function PoetryPage({ poems }: { poems: PoemCardData[] }) {
  return (
    <PageSection>
      <PageTitle>Select Poems</PageTitle>
      <PoemList>
        {poems.map((poem) => (
          <PoemCard key={poem.id} poem={poem} />
        ))}
      </PoemList>
    </PageSection>
  )
}
