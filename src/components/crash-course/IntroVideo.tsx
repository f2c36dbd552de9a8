'use client'

import React, { useState } from 'react'
import styled from 'styled-components'

import { EMBED_HOSTS } from '@/lib/embeds'
import { theme } from '@/styles/theme'

const Frame = styled.div`
  position: relative;
  aspect-ratio: 16 / 9;
  overflow: hidden;
  border-radius: ${theme.radius.lg};
  background: #1c1b19;
  color: #ffffff;
  iframe,
  video {
    position: absolute;
    inset: 0;
    width: 100%;
    height: 100%;
    border: 0;
  }
`

const PlayButton = styled.button.attrs({ type: 'button' })`
  position: absolute;
  inset: 0;
  display: flex;
  flex-direction: column;
  align-items: center;
  justify-content: center;
  gap: ${theme.space(3)};
  width: 100%;
  border: 0;
  background: linear-gradient(135deg, ${theme.colors.primary}, #1c1b19);
  color: #ffffff;
  font: inherit;
  font-weight: 600;
  cursor: pointer;
  svg {
    width: 72px;
    height: 72px;
  }
  &:focus-visible {
    outline: 3px solid #ffffff;
    outline-offset: -6px;
  }
`

const Message = styled.p`
  position: absolute;
  inset: 0;
  display: flex;
  align-items: center;
  justify-content: center;
  margin: 0;
  padding: ${theme.space(6)};
  text-align: center;
`

const VIMEO_ID = /vimeo\.com\/(?:video\/)?(\d+)/

/** Vimeo links play in the allowed embed player; any other address is a video file. */
function player(url: string) {
  const vimeoId = VIMEO_ID.exec(url)?.[1]
  if (vimeoId) {
    return (
      <iframe
        src={`${EMBED_HOSTS.video}/video/${vimeoId}?autoplay=1&dnt=1`}
        title="Crash course introduction video"
        allow="autoplay; fullscreen; picture-in-picture"
        allowFullScreen
      />
    )
  }
  return <video src={url} controls autoPlay playsInline aria-label="Crash course introduction video" />
}

/** The intro video placeholder (spec §2): nothing loads until the visitor clicks play. */
export function IntroVideo({ videoUrl }: { videoUrl: string | null | undefined }) {
  const [started, setStarted] = useState(false)
  return (
    <Frame>
      {!started && (
        <PlayButton onClick={() => setStarted(true)}>
          <svg viewBox="0 0 72 72" aria-hidden="true" focusable="false">
            <circle cx="36" cy="36" r="34" fill="rgba(255,255,255,0.15)" stroke="#fff" strokeWidth="2" />
            <path d="M29 23l22 13-22 13z" fill="#fff" />
          </svg>
          <span>Play introduction video</span>
        </PlayButton>
      )}
      {started &&
        (videoUrl ? (
          player(videoUrl)
        ) : (
          <Message role="status">The introduction video is being prepared.</Message>
        ))}
    </Frame>
  )
}
