import {
  audioReducer,
  effectiveVolume,
  formatRate,
  formatTime,
  initialAudioState,
  PLAYBACK_RATES,
  SEEK_STEP_SECONDS,
  UNMUTE_FALLBACK_VOLUME,
  VOLUME_STEP,
  type AudioState,
} from '@/ui/audio-player/audioLogic'

describe('formatTime', () => {
  it.each([
    [0, '0:00'],
    [7.9, '0:07'],
    [8.07, '0:08'],
    [59.99, '0:59'],
    [60, '1:00'],
    [125, '2:05'],
    [3600, '60:00'],
  ])('shows %p seconds as %p (minutes:seconds)', (seconds, shown) => {
    expect(formatTime(seconds)).toBe(shown)
  })

  it('shows 0:00 while the duration is unknown (NaN, Infinity) or negative', () => {
    expect(formatTime(Number.NaN)).toBe('0:00')
    expect(formatTime(Number.POSITIVE_INFINITY)).toBe('0:00')
    expect(formatTime(-3)).toBe('0:00')
  })
})

describe('the constants of spec §9', () => {
  it('offers the speeds 0.5x, 0.75x, 1x, 1.25x, 1.5x, 2x', () => {
    expect(PLAYBACK_RATES.map(formatRate)).toEqual(['0.5x', '0.75x', '1x', '1.25x', '1.5x', '2x'])
  })

  it('seeks in 0.1 s steps, sets the volume in 0.01 steps and unmutes to 0.5 from 0', () => {
    expect(SEEK_STEP_SECONDS).toBe(0.1)
    expect(VOLUME_STEP).toBe(0.01)
    expect(UNMUTE_FALLBACK_VOLUME).toBe(0.5)
  })
})

describe('audioReducer', () => {
  const reduce = (state: AudioState, ...actions: Parameters<typeof audioReducer>[1][]) =>
    actions.reduce(audioReducer, state)

  it('starts paused at 0, full volume, normal speed', () => {
    expect(initialAudioState).toMatchObject({
      playing: false,
      currentTime: 0,
      volume: 1,
      muted: false,
      rate: 1,
    })
  })

  it('resets to paused at the start when the recording ends', () => {
    const state = reduce(
      initialAudioState,
      { type: 'played' },
      { type: 'timeChanged', currentTime: 8 },
      { type: 'ended' },
    )
    expect(state).toMatchObject({ playing: false, currentTime: 0 })
  })

  it('muting remembers the volume and unmuting restores it', () => {
    const muted = reduce(initialAudioState, { type: 'volumeChanged', volume: 0.3 }, { type: 'muteToggled' })
    expect(muted.muted).toBe(true)
    expect(effectiveVolume(muted)).toBe(0)
    const unmuted = audioReducer(muted, { type: 'muteToggled' })
    expect(unmuted.muted).toBe(false)
    expect(effectiveVolume(unmuted)).toBe(0.3)
  })

  it('unmuting restores 0.5 when the volume was 0', () => {
    const atZero = audioReducer(initialAudioState, { type: 'volumeChanged', volume: 0 })
    expect(atZero.muted).toBe(true)
    const unmuted = audioReducer(atZero, { type: 'muteToggled' })
    expect(effectiveVolume(unmuted)).toBe(0.5)
    expect(unmuted.muted).toBe(false)
  })

  it('raising the volume while muted unmutes', () => {
    const state = reduce(initialAudioState, { type: 'muteToggled' }, { type: 'volumeChanged', volume: 0.7 })
    expect(state.muted).toBe(false)
    expect(effectiveVolume(state)).toBe(0.7)
  })

  it('keeps the volume between 0 and 1', () => {
    expect(audioReducer(initialAudioState, { type: 'volumeChanged', volume: 4 }).volume).toBe(1)
    expect(audioReducer(initialAudioState, { type: 'volumeChanged', volume: -1 }).volume).toBe(0)
  })

  it('sets a listed speed and ignores any other', () => {
    expect(audioReducer(initialAudioState, { type: 'rateChanged', rate: 1.5 }).rate).toBe(1.5)
    expect(audioReducer(initialAudioState, { type: 'rateChanged', rate: 3 }).rate).toBe(1)
  })

  it('treats an unknown duration as 0', () => {
    expect(audioReducer(initialAudioState, { type: 'durationChanged', duration: Number.NaN }).duration).toBe(
      0,
    )
    expect(audioReducer(initialAudioState, { type: 'durationChanged', duration: 8.07 }).duration).toBe(8.07)
  })
})
