import { screen } from '@testing-library/react'
import React from 'react'

import { LongTextArticle, toParagraphs } from '@/features/content/components/long-text/LongTextArticle'
import { texts } from '@/seed/content/texts'

import { renderWithTheme } from './renderWithTheme'

describe('LongTextArticle', () => {
  it('shows the title, each paragraph and ends with the continues marker', () => {
    const { container } = renderWithTheme(
      <LongTextArticle
        title="1:9"
        subtitle="A short story"
        body={'First.\n\nSecond.'}
        continuesNote="(continues...)"
      />,
    )
    expect(screen.getByRole('heading', { level: 1, name: '1:9' })).toBeInTheDocument()
    const paragraphs = Array.from(container.querySelectorAll('article p')).map((p) => p.textContent)
    expect(paragraphs).toEqual(['A short story', 'First.', 'Second.', '(continues...)'])
  })

  it('splits paragraphs at blank lines only', () => {
    expect(toParagraphs('One\ntwo\n\n  \nThree\r\n\r\nFour')).toEqual(['One\ntwo', 'Three', 'Four'])
  })

  it('is seeded with the short story 1:9 as a real long text: several paragraphs, well over 1,500 characters', () => {
    const story = texts.find((text) => text.title === '1:9')
    expect(story?.slug).toBe('19')
    expect(story?.body.length).toBeGreaterThan(2000)
    expect(toParagraphs(story?.body ?? '').length).toBeGreaterThanOrEqual(5)
    expect(story?.continuesNote).toBe('(continues...)')
  })
})
