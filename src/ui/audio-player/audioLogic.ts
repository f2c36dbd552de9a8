/** The audio player's rules (spec §4 and §9), kept free of React and the DOM so they are unit-tested. */

export const PLAYBACK_RATES = [0.5, 0.75, 1, 1.25, 1.5, 2] as const
export const SEEK_STEP_SECONDS = 0.1
export const VOLUME_STEP = 0.01
export const UNMUTE_FALLBACK_VOLUME = 0.5

/** Seconds as minutes:seconds, e.g. 7.9 -> "0:07", 125 -> "2:05"; unknown or negative -> "0:00". */
export function formatTime(seconds: number): string {
  const whole = Number.isFinite(seconds) && seconds > 0 ? Math.floor(seconds) : 0
  const minutes = Math.floor(whole / 60)
  const rest = whole % 60
  return `${minutes}:${String(rest).padStart(2, '0')}`
}

/** A playback rate as the speed select shows it, e.g. 0.75 -> "0.75x". */
export const formatRate = (rate: number): string => `${rate}x`

const clampVolume = (volume: number): number =>
  Number.isFinite(volume) ? Math.min(1, Math.max(0, volume)) : UNMUTE_FALLBACK_VOLUME

export type AudioState = {
  playing: boolean
  currentTime: number
  duration: number
  /** The chosen level, remembered while muted. */
  volume: number
  muted: boolean
  rate: number
}

export const initialAudioState: AudioState = {
  playing: false,
  currentTime: 0,
  duration: 0,
  volume: 1,
  muted: false,
  rate: 1,
}

export type AudioAction =
  | { type: 'played' }
  | { type: 'paused' }
  | { type: 'ended' }
  | { type: 'timeChanged'; currentTime: number }
  | { type: 'durationChanged'; duration: number }
  | { type: 'volumeChanged'; volume: number }
  | { type: 'muteToggled' }
  | { type: 'rateChanged'; rate: number }

/** The level the element plays at: 0 while muted. */
export const effectiveVolume = (state: AudioState): number => (state.muted ? 0 : state.volume)

export function audioReducer(state: AudioState, action: AudioAction): AudioState {
  switch (action.type) {
    case 'played':
      return { ...state, playing: true }
    case 'paused':
      return { ...state, playing: false }
    case 'ended':
      return { ...state, playing: false, currentTime: 0 }
    case 'timeChanged':
      return { ...state, currentTime: Math.max(0, action.currentTime) }
    case 'durationChanged':
      return { ...state, duration: Number.isFinite(action.duration) ? Math.max(0, action.duration) : 0 }
    case 'volumeChanged': {
      const volume = clampVolume(action.volume)
      return { ...state, volume, muted: volume === 0 }
    }
    case 'muteToggled':
      if (state.muted) {
        return { ...state, muted: false, volume: state.volume > 0 ? state.volume : UNMUTE_FALLBACK_VOLUME }
      }
      return { ...state, muted: true }
    case 'rateChanged':
      return (PLAYBACK_RATES as readonly number[]).includes(action.rate)
        ? { ...state, rate: action.rate }
        : state
  }
}
