import { act, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import React from 'react'
import { renderToString } from 'react-dom/server'

import { GalleryPage } from '@/features/content/components/gallery/GalleryPage'
import { ANIMATION_PLAYBACK_RATE, GalleryVideo } from '@/features/content/components/gallery/GalleryVideo'

import { gallery, images, linkItems } from './galleryFixtures'
import { installMediaPlaybackDouble, installResizeObserver, renderWithTheme } from './renderWithTheme'

// The page loads its players' code lazily (next/dynamic, a bundling matter the e2e suite covers in
// Chromium); here the players themselves render at once, so the tests read them synchronously.
jest.mock('@/features/content/components/gallery/GalleryPlayers', () => ({
  AudioPlayer: jest.requireActual('@/ui/audio-player/AudioPlayer').AudioPlayer,
  GalleryVideo: jest.requireActual('@/features/content/components/gallery/GalleryVideo').GalleryVideo,
}))

installResizeObserver()
installMediaPlaybackDouble()

describe('GalleryPage', () => {
  it('shows the title, the intro and one picture per image in the data', () => {
    renderWithTheme(
      <GalleryPage
        gallery={gallery({
          title: 'Drawings',
          intro: 'Ink and pencil studies.',
          sections: [{ id: 's', heading: null, items: images('Drawing', 18) }],
        })}
      />,
    )
    expect(screen.getByRole('heading', { level: 1, name: 'Drawings' })).toBeInTheDocument()
    expect(screen.getByText('Ink and pencil studies.')).toBeInTheDocument()
    expect(screen.getAllByRole('img')).toHaveLength(18)
    expect(screen.getAllByRole('listitem')).toHaveLength(18)
    expect(screen.getByRole('img', { name: 'Drawing: picture 3' })).toBeInTheDocument()
    expect(screen.getByText('About Drawing 1')).toBeInTheDocument()
  })

  it('gives each headed section its own region with its own count (HOLY 4, Ukrainian Refugee Camp 11)', () => {
    renderWithTheme(
      <GalleryPage
        gallery={gallery({
          sections: [
            { id: 'a', heading: 'HOLY', items: images('HOLY', 4) },
            { id: 'b', heading: 'Ukrainian Refugee Camp', items: images('Camp', 11) },
          ],
        })}
      />,
    )
    expect(within(screen.getByRole('region', { name: 'HOLY' })).getAllByRole('img')).toHaveLength(4)
    expect(
      within(screen.getByRole('region', { name: 'Ukrainian Refugee Camp' })).getAllByRole('img'),
    ).toHaveLength(11)
  })

  it('loads the first picture at once and the others lazily, with sizes for the grid', () => {
    renderWithTheme(
      <GalleryPage
        gallery={gallery({ columns: 2, sections: [{ id: 's', heading: null, items: images('Cartoon', 4) }] })}
      />,
    )
    const [first, ...rest] = screen.getAllByRole('img')
    expect(first).toHaveAttribute('loading', 'eager')
    expect(first).toHaveAttribute('fetchpriority', 'high')
    rest.forEach((image) => expect(image).toHaveAttribute('loading', 'lazy'))
    expect(first).toHaveAttribute('width', '1200')
    expect(first).toHaveAttribute('height', '800')
    expect(first.getAttribute('sizes')).toContain('(min-width: 1200px) 564px')
  })

  it('opens song links in a new tab without handing over the page (House 10, Folk 3)', () => {
    renderWithTheme(
      <GalleryPage
        gallery={gallery({
          sections: [
            { id: 'h', heading: 'House', items: linkItems('house', 10) },
            { id: 'f', heading: 'Folk', items: linkItems('folk', 3) },
          ],
        })}
      />,
    )
    const house = within(screen.getByRole('region', { name: 'House' })).getAllByRole('link')
    const folk = within(screen.getByRole('region', { name: 'Folk' })).getAllByRole('link')
    expect(house).toHaveLength(10)
    expect(folk).toHaveLength(3)
    for (const link of [...house, ...folk]) {
      expect(link).toHaveAttribute('target', '_blank')
      expect(link).toHaveAttribute('rel', 'noopener noreferrer')
    }
    expect(screen.getByRole('link', { name: 'house song 1' })).toHaveAttribute(
      'href',
      'https://suno.com/song/house-1',
    )
  })

  it('shows witticisms as quote cards with their date', () => {
    const quotes = Array.from({ length: 20 }, (_, i) => ({
      kind: 'quote' as const,
      id: `q${i}`,
      title: null,
      caption: `Saying ${i + 1}`,
      date: '1999',
    }))
    renderWithTheme(
      <GalleryPage gallery={gallery({ sections: [{ id: 's', heading: null, items: quotes }] })} />,
    )
    expect(screen.getAllByRole('blockquote')).toHaveLength(20)
    expect(screen.getAllByText('1999')).toHaveLength(20)
    expect(screen.getByText('Saying 7')).toBeInTheDocument()
  })

  it('launches an external world in a new tab and lists its controls', () => {
    renderWithTheme(
      <GalleryPage
        gallery={gallery({
          launch: {
            url: 'https://world.example.com/',
            label: 'Launch the 3D World',
            controls: ['Mouse look', 'WASD or arrow keys to move', 'ESC releases the mouse'],
          },
        })}
      />,
    )
    const launch = screen.getByRole('link', { name: 'Launch the 3D World' })
    expect(launch).toHaveAttribute('href', 'https://world.example.com/')
    expect(launch).toHaveAttribute('target', '_blank')
    expect(launch).toHaveAttribute('rel', 'noopener noreferrer')
    expect(
      within(screen.getByRole('list', { name: 'Controls' }))
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['Mouse look', 'WASD or arrow keys to move', 'ESC releases the mouse'])
  })
})

describe('the lightbox', () => {
  it('opens the larger picture, steps with buttons and arrow keys, and Escape returns focus to the thumbnail', async () => {
    const user = userEvent.setup()
    renderWithTheme(
      <GalleryPage
        gallery={gallery({ sections: [{ id: 's', heading: null, items: images('Landscape', 6) }] })}
      />,
    )
    const thumbnail = screen.getByRole('button', { name: 'Landscape: picture 2' })
    await user.click(thumbnail)

    const dialog = screen.getByRole('dialog', { name: 'Landscape 2' })
    expect(within(dialog).getByRole('img', { name: 'Landscape: picture 2' })).toHaveAttribute(
      'sizes',
      '(min-width: 1200px) 1200px, 100vw',
    )
    expect(within(dialog).getByText('2 of 6')).toBeInTheDocument()

    await user.click(within(dialog).getByRole('button', { name: 'Next image' }))
    expect(screen.getByRole('dialog', { name: 'Landscape 3' })).toBeInTheDocument()
    await user.keyboard('{ArrowRight}')
    expect(screen.getByRole('dialog', { name: 'Landscape 4' })).toBeInTheDocument()
    await user.keyboard('{ArrowLeft}')
    await user.click(screen.getByRole('button', { name: 'Previous image' }))
    expect(screen.getByRole('dialog', { name: 'Landscape 2' })).toBeInTheDocument()

    await user.keyboard('{Escape}')
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument()
    expect(thumbnail).toHaveFocus()
  })

  it('wraps from the first picture to the last', async () => {
    const user = userEvent.setup()
    renderWithTheme(
      <GalleryPage
        gallery={gallery({ sections: [{ id: 's', heading: null, items: images('Vision', 6) }] })}
      />,
    )
    await user.click(screen.getByRole('button', { name: 'Vision: picture 1' }))
    await user.click(screen.getByRole('button', { name: 'Previous image' }))
    expect(screen.getByRole('dialog', { name: 'Vision 6' })).toBeInTheDocument()
  })
})

describe('the animations', () => {
  const videos = Array.from({ length: 4 }, (_, i) => ({
    kind: 'video' as const,
    id: `v${i}`,
    title: `Animation ${i + 1}`,
    caption: null,
    video: { src: `/api/media/file/animation-${i + 1}.webm`, mimeType: 'video/webm' },
    embedId: null,
  }))

  afterEach(() => jest.useRealTimers())

  it('play muted, autoplaying, looping and inline, at 0.25 speed one second after load', () => {
    jest.useFakeTimers()
    const { container } = renderWithTheme(
      <GalleryPage gallery={gallery({ sections: [{ id: 's', heading: null, items: videos }] })} />,
    )
    const elements = Array.from(container.querySelectorAll('video'))
    expect(elements).toHaveLength(4)
    for (const video of elements) {
      expect(video.muted).toBe(true)
      expect(video.autoplay).toBe(true)
      expect(video.loop).toBe(true)
      expect(video).toHaveAttribute('playsinline')
      expect(video.playbackRate).toBe(1)
    }
    act(() => {
      jest.advanceTimersByTime(999)
    })
    expect(elements[0].playbackRate).toBe(1)
    act(() => {
      jest.advanceTimersByTime(1)
    })
    for (const video of elements) expect(video.playbackRate).toBe(ANIMATION_PLAYBACK_RATE)
  })

  it('carry their files, muted and autoplaying, in the server HTML: the first frame needs no script', () => {
    const html = renderToString(<GalleryVideo video={videos[0].video} embedId={null} title="Animation 1" />)
    const video = new DOMParser().parseFromString(html, 'text/html').querySelector('video')
    expect(['muted', 'autoplay', 'loop'].filter((name) => video?.hasAttribute(name))).toEqual([
      'muted',
      'autoplay',
      'loop',
    ])
    expect(video?.querySelector('source')?.getAttribute('src')).toBe(videos[0].video.src)
  })

  it('only logs a failure to set the rate', () => {
    jest.useFakeTimers()
    const error = jest.spyOn(console, 'error').mockImplementation(() => undefined)
    const { container } = renderWithTheme(
      <GalleryPage
        gallery={gallery({ sections: [{ id: 's', heading: null, items: videos.slice(0, 1) }] })}
      />,
    )
    const video = container.querySelector('video') as HTMLVideoElement
    Object.defineProperty(video, 'playbackRate', {
      configurable: true,
      set: () => {
        throw new Error('NotSupportedError')
      },
    })
    act(() => {
      jest.advanceTimersByTime(1000)
    })
    expect(error).toHaveBeenCalledWith('Could not set the animation playback rate', expect.any(Error))
    error.mockRestore()
  })

  it('embeds an external video with background, autoplay, loop and muted, once it is in view', () => {
    const observers: { callback: IntersectionObserverCallback }[] = []
    globalThis.IntersectionObserver = class {
      constructor(callback: IntersectionObserverCallback) {
        observers.push({ callback })
      }
      observe() {}
      disconnect() {}
    } as unknown as typeof IntersectionObserver
    const embedded = { ...videos[0], video: null, embedId: '123456' }
    renderWithTheme(
      <GalleryPage gallery={gallery({ sections: [{ id: 's', heading: null, items: [embedded] }] })} />,
    )
    expect(screen.queryByTitle('Animation 1')).not.toBeInTheDocument()
    act(() => {
      observers[0].callback(
        [{ isIntersecting: true } as IntersectionObserverEntry],
        {} as IntersectionObserver,
      )
    })
    const frame = screen.getByTitle('Animation 1')
    const url = new URL(frame.getAttribute('src') as string)
    expect(url.origin).toBe('https://player.vimeo.com')
    expect(url.pathname).toBe('/video/123456')
    for (const param of ['background', 'autoplay', 'loop', 'muted'])
      expect(url.searchParams.get(param)).toBe('1')
    delete (globalThis as { IntersectionObserver?: unknown }).IntersectionObserver
  })
})
