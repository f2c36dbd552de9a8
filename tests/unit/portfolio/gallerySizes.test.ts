import { gallerySizes } from '@/features/content/components/gallery/gallerySizes'

describe('gallerySizes', () => {
  it('asks for a third of the 1200 px container in a 3-column grid, half from 640 px, the full width on phones', () => {
    expect(gallerySizes(3)).toBe(
      '(min-width: 1200px) 368px, (min-width: 1024px) calc((100vw - 96px) / 3), (min-width: 640px) calc((100vw - 56px) / 2), calc(100vw - 32px)',
    )
  })

  it('asks for half in the 2-column grid of the political cartoons', () => {
    expect(gallerySizes(2)).toBe(
      '(min-width: 1200px) 564px, (min-width: 1024px) calc((100vw - 72px) / 2), (min-width: 640px) calc((100vw - 56px) / 2), calc(100vw - 32px)',
    )
  })

  it('asks for the whole container in a 1-column gallery (self portraits)', () => {
    expect(gallerySizes(1)).toBe(
      '(min-width: 1200px) 1152px, (min-width: 1024px) calc(100vw - 48px), (min-width: 640px) calc(100vw - 32px), calc(100vw - 32px)',
    )
  })
})
