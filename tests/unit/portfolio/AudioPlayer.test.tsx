import { act, fireEvent, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import React from 'react'

import { AudioPlayer } from '@/ui/audio-player/AudioPlayer'

import { installMediaPlaybackDouble, installResizeObserver, renderWithTheme } from './renderWithTheme'

installResizeObserver()
const media = installMediaPlaybackDouble()

function renderPlayer() {
  const view = renderWithTheme(<AudioPlayer src="/api/media/file/recording.mp3" title="Low Tide" />)
  const audio = view.container.querySelector('audio') as HTMLAudioElement
  let currentTime = 0
  Object.defineProperty(audio, 'currentTime', {
    configurable: true,
    get: () => currentTime,
    set: (value: number) => {
      currentTime = value
    },
  })
  Object.defineProperty(audio, 'duration', { configurable: true, get: () => 8.07 })
  act(() => {
    fireEvent(audio, new Event('loadedmetadata'))
  })
  const player = screen.getByRole('group', { name: 'Audio player: Low Tide' })
  return { audio, player, user: userEvent.setup() }
}

afterEach(() => {
  media.play.mockClear()
  media.pause.mockClear()
})

describe('AudioPlayer', () => {
  it('labels every control and shows the total time as minutes:seconds', () => {
    const { player } = renderPlayer()
    expect(within(player).getByRole('button', { name: 'Play' })).toBeInTheDocument()
    expect(within(player).getByRole('slider', { name: 'Seek' })).toHaveAttribute(
      'aria-valuetext',
      '0:00 of 0:08',
    )
    expect(within(player).getByRole('combobox', { name: 'Playback speed' })).toHaveValue('1')
    expect(within(player).getByRole('button', { name: 'Mute' })).toBeInTheDocument()
    expect(within(player).getByRole('slider', { name: 'Volume' })).toHaveAttribute('aria-valuenow', '1')
    expect(within(player).getByText('0:00 / 0:08')).toBeInTheDocument()
  })

  it("asks for the recording's metadata only once the page has loaded", () => {
    const readyState = jest.spyOn(document, 'readyState', 'get').mockReturnValue('loading')
    const { audio } = renderPlayer()
    expect(audio).toHaveAttribute('preload', 'none')
    readyState.mockReturnValue('complete')
    act(() => {
      window.dispatchEvent(new Event('load'))
    })
    expect(audio).toHaveAttribute('preload', 'metadata')
    readyState.mockRestore()
  })

  it('plays, then pauses, and the button announces Pause then Play', async () => {
    const { audio, player, user } = renderPlayer()
    await user.click(within(player).getByRole('button', { name: 'Play' }))
    expect(media.play).toHaveBeenCalledTimes(1)
    expect(within(player).getByRole('button', { name: 'Pause' })).toBeInTheDocument()
    await user.click(within(player).getByRole('button', { name: 'Pause' }))
    expect(media.pause).toHaveBeenCalledTimes(1)
    expect(audio.paused).toBe(true)
    expect(within(player).getByRole('button', { name: 'Play' })).toBeInTheDocument()
  })

  it('shows the elapsed time as it plays (0:07 / 0:08)', () => {
    const { audio } = renderPlayer()
    audio.currentTime = 7.6
    act(() => {
      fireEvent(audio, new Event('timeupdate'))
    })
    expect(screen.getByText('0:07 / 0:08')).toBeInTheDocument()
    expect(screen.getByRole('slider', { name: 'Seek' })).toHaveAttribute('aria-valuetext', '0:07 of 0:08')
  })

  it('seeks in steps of 0.1 s with the arrow keys', async () => {
    const { audio, user } = renderPlayer()
    screen.getByRole('slider', { name: 'Seek' }).focus()
    await user.keyboard('{ArrowRight}{ArrowRight}')
    expect(audio.currentTime).toBeCloseTo(0.2)
    expect(screen.getByRole('slider', { name: 'Seek' })).toHaveAttribute('aria-valuenow', '0.2')
  })

  it('offers the six speeds and sets the playback rate', async () => {
    const { audio, user } = renderPlayer()
    const speed = screen.getByRole('combobox', { name: 'Playback speed' })
    expect(
      within(speed)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['0.5x', '0.75x', '1x', '1.25x', '1.5x', '2x'])
    await user.selectOptions(speed, '1.5x')
    expect(audio.playbackRate).toBe(1.5)
    await user.selectOptions(speed, '0.5x')
    expect(audio.playbackRate).toBe(0.5)
  })

  it('mutes, remembers the volume and restores it on unmute', async () => {
    const { audio, user } = renderPlayer()
    screen.getByRole('slider', { name: 'Volume' }).focus()
    await user.keyboard('{ArrowLeft}{ArrowLeft}{ArrowLeft}')
    expect(audio.volume).toBeCloseTo(0.97)

    await user.click(screen.getByRole('button', { name: 'Mute' }))
    expect(audio.muted).toBe(true)
    expect(audio.volume).toBe(0)
    expect(screen.getByRole('slider', { name: 'Volume' })).toHaveAttribute('aria-valuenow', '0')

    await user.click(screen.getByRole('button', { name: 'Unmute' }))
    expect(audio.muted).toBe(false)
    expect(audio.volume).toBeCloseTo(0.97)
    expect(screen.getByRole('button', { name: 'Mute' })).toBeInTheDocument()
  })

  it('unmutes to 0.5 when the volume was brought down to 0', async () => {
    const { audio, user } = renderPlayer()
    screen.getByRole('slider', { name: 'Volume' }).focus()
    await user.keyboard('{Home}')
    expect(audio.volume).toBe(0)
    await user.click(screen.getByRole('button', { name: 'Unmute' }))
    expect(audio.volume).toBe(0.5)
    expect(screen.getByRole('slider', { name: 'Volume' })).toHaveAttribute('aria-valuenow', '0.5')
  })

  it('resets to paused at the start when the recording ends', async () => {
    const { audio, user } = renderPlayer()
    await user.click(screen.getByRole('button', { name: 'Play' }))
    audio.currentTime = 8
    act(() => {
      fireEvent(audio, new Event('timeupdate'))
    })
    media.setPaused(audio, true)
    act(() => {
      fireEvent(audio, new Event('ended'))
    })
    expect(screen.getByRole('button', { name: 'Play' })).toBeInTheDocument()
    expect(audio.currentTime).toBe(0)
    expect(screen.getByText('0:00 / 0:08')).toBeInTheDocument()
  })

  it('toggles playback with Space when the player or a slider has focus, not on other buttons', async () => {
    const { player, user } = renderPlayer()
    player.focus()
    await user.keyboard(' ')
    expect(media.play).toHaveBeenCalledTimes(1)
    screen.getByRole('slider', { name: 'Seek' }).focus()
    await user.keyboard(' ')
    expect(media.pause).toHaveBeenCalledTimes(1)

    screen.getByRole('button', { name: 'Mute' }).focus()
    await user.keyboard(' ')
    expect(screen.getByRole('button', { name: 'Unmute' })).toBeInTheDocument()
    expect(media.play).toHaveBeenCalledTimes(1)
  })
})
