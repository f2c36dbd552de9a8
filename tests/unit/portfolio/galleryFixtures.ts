import type { GalleryItemView, GalleryView } from '@/features/content/reads/portfolioView'

export const imageItem = (name: string, index: number): GalleryItemView => ({
  kind: 'image',
  id: `${name}-${index}`,
  title: `${name} ${index}`,
  caption: index === 1 ? `About ${name} ${index}` : null,
  image: {
    src: `/api/media/file/${name}-${index}.webp`,
    width: 1200,
    height: 800,
    alt: `${name}: picture ${index}`,
  },
})

export const images = (name: string, count: number) =>
  Array.from({ length: count }, (_, i) => imageItem(name, i + 1))

export const linkItems = (genre: string, count: number): GalleryItemView[] =>
  Array.from({ length: count }, (_, i) => ({
    kind: 'link',
    id: `${genre}-${i + 1}`,
    title: `${genre} song ${i + 1}`,
    caption: null,
    url: `https://suno.com/song/${genre}-${i + 1}`,
  }))

export const gallery = (overrides: Partial<GalleryView>): GalleryView => ({
  slug: 'test',
  title: 'Test gallery',
  intro: null,
  columns: 3,
  launch: null,
  sections: [],
  ...overrides,
})
