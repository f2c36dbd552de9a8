'use client'

import React, { useCallback, useEffect, useId, useReducer, useRef } from 'react'
import styled from 'styled-components'

import {
  audioReducer,
  effectiveVolume,
  formatRate,
  formatTime,
  initialAudioState,
  PLAYBACK_RATES,
  SEEK_STEP_SECONDS,
  VOLUME_STEP,
} from './audioLogic'
import { usePageLoaded } from '@/lib/usePageLoaded'

import { MuteIcon, PauseIcon, PlayIcon, VolumeIcon } from './icons'
import { PlayerSlider } from './PlayerSlider'
import { theme } from '@/styles/theme'

const Player = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${theme.space(2)};
  padding: ${theme.space(3)};
  border: 1px solid ${theme.colors.border};
  border-radius: ${theme.radius.md};
  background: ${theme.colors.surfaceMuted};

  &:focus-visible {
    outline: 3px solid ${theme.colors.focus};
    outline-offset: 2px;
  }
`

const Row = styled.div`
  display: flex;
  align-items: center;
  gap: ${theme.space(3)};
  flex-wrap: wrap;
`

const IconButton = styled.button.attrs({ type: 'button' })`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  flex: none;
  width: 44px;
  height: 44px;
  border-radius: 50%;
  border: 1px solid transparent;
  cursor: pointer;
  background: ${theme.colors.primary};
  color: ${theme.colors.primaryText};

  &[data-variant='quiet'] {
    background: transparent;
    color: ${theme.colors.text};
    border-color: ${theme.colors.border};
  }

  &:focus-visible {
    outline: 3px solid ${theme.colors.focus};
    outline-offset: 2px;
  }
`

const Time = styled.span`
  flex: none;
  min-width: 8ch;
  text-align: right;
  font-size: ${theme.fontSizes.sm};
  font-variant-numeric: tabular-nums;
  color: ${theme.colors.textMuted};
`

const SpeedLabel = styled.label`
  font-size: ${theme.fontSizes.sm};
  color: ${theme.colors.textMuted};
`

const SpeedSelect = styled.select`
  min-height: 44px;
  padding: 0 ${theme.space(2)};
  border-radius: ${theme.radius.sm};
  border: 1px solid ${theme.colors.border};
  background: ${theme.colors.surface};
  color: ${theme.colors.text};
  font: inherit;
`

const VolumeSlider = styled(PlayerSlider)`
  flex: 0 1 140px;
`

/** Keys that already do something on these elements keep their own behaviour. */
const OWNS_SPACE = 'button, select, a, input, textarea'

type AudioPlayerProps = {
  src: string
  /** What is playing, for the player's accessible name, e.g. the poem's title. */
  title: string
}

/**
 * The one audio player (spec §4): play/pause, seek (0.1 s steps), elapsed and total time, speed,
 * mute with volume memory, volume. Space toggles playback anywhere in the player except on
 * controls that use Space themselves.
 */
export function AudioPlayer({ src, title }: AudioPlayerProps) {
  const audioRef = useRef<HTMLAudioElement>(null)
  const [state, dispatch] = useReducer(audioReducer, initialAudioState)
  const speedId = useId()
  const pageLoaded = usePageLoaded()
  const volume = effectiveVolume(state)

  // The metadata may have loaded before hydration attached the listeners.
  useEffect(() => {
    const audio = audioRef.current
    if (audio && audio.readyState >= 1) dispatch({ type: 'durationChanged', duration: audio.duration })
  }, [])

  useEffect(() => {
    const audio = audioRef.current
    if (!audio) return
    audio.volume = volume
    audio.muted = state.muted
  }, [volume, state.muted])

  useEffect(() => {
    const audio = audioRef.current
    if (!audio) return
    audio.defaultPlaybackRate = state.rate
    audio.playbackRate = state.rate
  }, [state.rate])

  const togglePlay = useCallback(async () => {
    const audio = audioRef.current
    if (!audio) return
    if (!audio.paused) {
      audio.pause()
      return
    }
    try {
      await audio.play()
    } catch (error) {
      console.error('Audio playback failed', error)
      dispatch({ type: 'paused' })
    }
  }, [])

  const seek = (time: number) => {
    const audio = audioRef.current
    if (audio) audio.currentTime = time
    dispatch({ type: 'timeChanged', currentTime: time })
  }

  const resetAtEnd = () => {
    const audio = audioRef.current
    if (audio) audio.currentTime = 0
    dispatch({ type: 'ended' })
  }

  const toggleOnSpace = (event: React.KeyboardEvent<HTMLDivElement>) => {
    if (event.key !== ' ' || (event.target as HTMLElement).closest(OWNS_SPACE)) return
    event.preventDefault()
    void togglePlay()
  }

  const elapsed = formatTime(state.currentTime)
  const total = formatTime(state.duration)

  return (
    <Player role="group" aria-label={`Audio player: ${title}`} tabIndex={0} onKeyDown={toggleOnSpace}>
      <audio
        ref={audioRef}
        src={src}
        preload={pageLoaded ? 'metadata' : 'none'}
        onPlay={() => dispatch({ type: 'played' })}
        onPause={() => dispatch({ type: 'paused' })}
        onEnded={resetAtEnd}
        onTimeUpdate={(event) =>
          dispatch({ type: 'timeChanged', currentTime: event.currentTarget.currentTime })
        }
        onLoadedMetadata={(event) =>
          dispatch({ type: 'durationChanged', duration: event.currentTarget.duration })
        }
        onDurationChange={(event) =>
          dispatch({ type: 'durationChanged', duration: event.currentTarget.duration })
        }
      />
      <Row>
        <IconButton aria-label={state.playing ? 'Pause' : 'Play'} onClick={() => void togglePlay()}>
          {state.playing ? <PauseIcon /> : <PlayIcon />}
        </IconButton>
        <PlayerSlider
          label="Seek"
          valueText={`${elapsed} of ${total}`}
          value={state.currentTime}
          max={state.duration > 0 ? state.duration : 1}
          step={SEEK_STEP_SECONDS}
          disabled={state.duration <= 0}
          onValueChange={seek}
        />
        <Time>{`${elapsed} / ${total}`}</Time>
      </Row>
      <Row>
        <SpeedLabel htmlFor={speedId}>Playback speed</SpeedLabel>
        <SpeedSelect
          id={speedId}
          value={String(state.rate)}
          onChange={(event) => dispatch({ type: 'rateChanged', rate: Number(event.target.value) })}
        >
          {PLAYBACK_RATES.map((rate) => (
            <option key={rate} value={String(rate)}>
              {formatRate(rate)}
            </option>
          ))}
        </SpeedSelect>
        <IconButton
          data-variant="quiet"
          aria-label={state.muted ? 'Unmute' : 'Mute'}
          onClick={() => dispatch({ type: 'muteToggled' })}
        >
          {state.muted ? <MuteIcon /> : <VolumeIcon />}
        </IconButton>
        <VolumeSlider
          label="Volume"
          valueText={`${Math.round(volume * 100)}%`}
          value={volume}
          max={1}
          step={VOLUME_STEP}
          onValueChange={(next) => dispatch({ type: 'volumeChanged', volume: next })}
        />
      </Row>
    </Player>
  )
}
