'use client'

import React, { useCallback, useEffect, useId, useReducer, useRef } from 'react'

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
import { usePageLoaded } from '@/ui/usePageLoaded'
import { classNames } from '@/styles/classNames'

import { MuteIcon, PauseIcon, PlayIcon, VolumeIcon } from './icons'
import { PlayerSlider } from './PlayerSlider'

type IconButtonProps = { label: string; quiet?: boolean; onClick: () => void; children: React.ReactNode }

/** A round button of one icon, named by its label; the quiet one is outlined instead of filled. */
function IconButton({ label, quiet = false, onClick, children }: IconButtonProps) {
  return (
    <button
      type="button"
      className={classNames('audio-player__button', quiet && 'audio-player__button--quiet')}
      aria-label={label}
      onClick={onClick}
    >
      {children}
    </button>
  )
}

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
 * controls that use Space themselves. Styled by class from the page's AudioPlayerArea.
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
    <div
      className="audio-player"
      role="group"
      aria-label={`Audio player: ${title}`}
      tabIndex={0}
      onKeyDown={toggleOnSpace}
    >
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
      <div className="audio-player__row">
        <IconButton label={state.playing ? 'Pause' : 'Play'} onClick={() => void togglePlay()}>
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
        <span className="audio-player__time">{`${elapsed} / ${total}`}</span>
      </div>
      <div className="audio-player__row">
        <label className="audio-player__speed-label" htmlFor={speedId}>
          Playback speed
        </label>
        <select
          className="audio-player__speed"
          id={speedId}
          value={String(state.rate)}
          onChange={(event) => dispatch({ type: 'rateChanged', rate: Number(event.target.value) })}
        >
          {PLAYBACK_RATES.map((rate) => (
            <option key={rate} value={String(rate)}>
              {formatRate(rate)}
            </option>
          ))}
        </select>
        <IconButton
          quiet
          label={state.muted ? 'Unmute' : 'Mute'}
          onClick={() => dispatch({ type: 'muteToggled' })}
        >
          {state.muted ? <MuteIcon /> : <VolumeIcon />}
        </IconButton>
        <PlayerSlider
          className="player-slider--volume"
          label="Volume"
          valueText={`${Math.round(volume * 100)}%`}
          value={volume}
          max={1}
          step={VOLUME_STEP}
          onValueChange={(next) => dispatch({ type: 'volumeChanged', volume: next })}
        />
      </div>
    </div>
  )
}
