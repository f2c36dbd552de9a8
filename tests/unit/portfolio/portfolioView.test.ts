import { toGalleryView, toPoemView } from '@/features/content/reads/portfolioView'
import { mediaPath } from '@/ui/media/mediaPath'
import type { Gallery, Media, Poem } from '@/payload-types'

const media = (id: number, overrides: Partial<Media> = {}): Media => ({
  id,
  alt: `Picture ${id}`,
  url: `http://localhost:3000/api/media/file/picture-${id}.webp`,
  mimeType: 'image/webp',
  width: 1200,
  height: 800,
  createdAt: '',
  updatedAt: '',
  ...overrides,
})

const galleryDoc = (overrides: Partial<Gallery>): Gallery => ({
  id: 1,
  slug: 'photography',
  title: 'Photography',
  sections: [],
  createdAt: '',
  updatedAt: '',
  ...overrides,
})

describe('mediaPath', () => {
  it('turns an absolute media URL into a same-origin path and keeps paths as they are', () => {
    expect(mediaPath('http://localhost:3000/api/media/file/a.webp')).toBe('/api/media/file/a.webp')
    expect(mediaPath('/api/media/file/a.webp?v=2')).toBe('/api/media/file/a.webp?v=2')
  })
})

describe('toGalleryView', () => {
  it('keeps the sections, their order and their counts from the data', () => {
    const view = toGalleryView(
      galleryDoc({
        sections: [
          {
            id: 'a',
            heading: 'HOLY',
            items: [1, 2, 3, 4].map((n) => ({ id: `a${n}`, kind: 'image' as const, media: media(n) })),
          },
          {
            id: 'b',
            heading: 'Ukrainian Refugee Camp',
            items: Array.from({ length: 11 }, (_, n) => ({
              id: `b${n}`,
              kind: 'image' as const,
              media: media(10 + n),
            })),
          },
        ],
      }),
    )
    expect(view.sections.map((section) => [section.heading, section.items.length])).toEqual([
      ['HOLY', 4],
      ['Ukrainian Refugee Camp', 11],
    ])
    expect(view.sections[0].items[0]).toMatchObject({
      kind: 'image',
      image: { src: '/api/media/file/picture-1.webp', width: 1200, height: 800, alt: 'Picture 1' },
    })
  })

  it('leaves out items missing what their kind needs, and sections left empty', () => {
    const view = toGalleryView(
      galleryDoc({
        sections: [
          {
            id: 'a',
            items: [
              { id: '1', kind: 'image', media: null },
              { id: '2', kind: 'image', media: 7 },
              { id: '3', kind: 'image', media: media(3, { mimeType: 'application/pdf' }) },
              { id: '4', kind: 'link', title: 'No url' },
              { id: '5', kind: 'quote', caption: null },
              { id: '6', kind: 'video', embedId: ' 42 ' },
            ],
          },
          { id: 'b', items: [] },
        ],
      }),
    )
    expect(view.sections).toHaveLength(1)
    expect(view.sections[0].items).toEqual([
      { id: '6', kind: 'video', title: null, caption: null, video: null, embedId: '42' },
    ])
  })

  it('keeps the launch and its controls, and keeps the columns between 1 and 4', () => {
    const view = toGalleryView(
      galleryDoc({
        columns: 9,
        launch: { url: 'https://world.example.com/', label: 'Launch', controls: [{ control: 'Mouse look' }] },
      }),
    )
    expect(view.columns).toBe(4)
    expect(view.launch).toEqual({
      url: 'https://world.example.com/',
      label: 'Launch',
      controls: ['Mouse look'],
    })
    expect(toGalleryView(galleryDoc({ columns: null, launch: { url: '' } }))).toMatchObject({
      columns: 3,
      launch: null,
    })
  })
})

describe('toPoemView', () => {
  it('keeps the text as written and the recording path', () => {
    const poem = {
      id: 3,
      title: 'Low Tide',
      year: '2019',
      content: 'line one\nline two',
      summary: { root: { type: 'root', children: [], direction: null, format: '', indent: 0, version: 1 } },
      audio: media(9, {
        url: '/api/media/file/recording.mp3',
        mimeType: 'audio/mpeg',
        width: null,
        height: null,
      }),
      createdAt: '',
      updatedAt: '',
    } satisfies Poem
    expect(toPoemView(poem)).toEqual({
      id: '3',
      title: 'Low Tide',
      year: '2019',
      content: 'line one\nline two',
      audio: { src: '/api/media/file/recording.mp3', mimeType: 'audio/mpeg' },
    })
  })
})
