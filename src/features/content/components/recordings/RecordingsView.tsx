import React from 'react'
import styled from 'styled-components'

import { Card, CardBody, CardText, CardTitle } from '@/ui/Card'
import { Lead, PageSection, PageTitle } from '@/ui/Layout'
import { recordingEmbedUrl } from '@/platform/http/embeds'
import { theme } from '@/styles/theme'
import { fillFrame } from '@/styles/mixins'

const RecordingCard = styled(Card)`
  margin-top: ${theme.space(8)};
  max-width: 900px;
`

const Player = styled.div`
  position: relative;
  aspect-ratio: 16 / 9;
  background: ${theme.colors.text};
  iframe {
    ${fillFrame}
  }
`

const SESSION_TITLE = 'Letting Go Session'

/** The Recordings page: one embedded video card, Letting Go Session. */
export function RecordingsView({ embedId }: { embedId: string | null }) {
  return (
    <PageSection>
      <PageTitle>Recordings</PageTitle>
      <Lead>Recorded sessions to watch and practise with at your own pace.</Lead>
      <RecordingCard forwardedAs="article" aria-labelledby="recording-title">
        {embedId && (
          <Player>
            <iframe
              src={recordingEmbedUrl(embedId)}
              title={`${SESSION_TITLE} video`}
              loading="lazy"
              allow="fullscreen; picture-in-picture"
            />
          </Player>
        )}
        <CardBody>
          <CardTitle as="h2" id="recording-title">
            {SESSION_TITLE}
          </CardTitle>
          <CardText>
            {embedId
              ? 'A guided letting-go session, recorded live.'
              : 'This recording will be available here soon.'}
          </CardText>
        </CardBody>
      </RecordingCard>
    </PageSection>
  )
}
