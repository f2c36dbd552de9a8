import { screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import React from 'react'

import { PoetryPage } from '@/features/content/components/poetry/PoetryPage'
import type { PoemCardData } from '@/features/content/components/poetry/PoemCard'

import { installMediaPlaybackDouble, installResizeObserver, renderWithTheme } from './renderWithTheme'

installResizeObserver()
installMediaPlaybackDouble()

const poem = (n: number, withAudio: boolean): PoemCardData => ({
  id: String(n),
  title: `Poem ${n}`,
  year: String(2015 + n),
  content: `First line of ${n}\nSecond line of ${n}`,
  audio: withAudio ? { src: `/api/media/file/recording-${n}.mp3`, mimeType: 'audio/mpeg' } : null,
  analysis: <p>Analysis of poem {n}</p>,
})

const poems = [poem(1, true), poem(2, true), poem(3, false), poem(4, false)]

describe('PoetryPage', () => {
  it('is headed Select Poems and shows a card with title and year per poem', () => {
    renderWithTheme(<PoetryPage poems={poems} />)
    expect(screen.getByRole('heading', { level: 1, name: 'Select Poems' })).toBeInTheDocument()
    expect(screen.getAllByRole('article')).toHaveLength(4)
    const card = screen.getByRole('article', { name: 'Poem 3' })
    expect(within(card).getByText('2018')).toBeInTheDocument()
  })

  it('shows the poem first, keeping its line breaks, and the analysis on the Analysis tab', async () => {
    const user = userEvent.setup()
    renderWithTheme(<PoetryPage poems={poems} />)
    const card = screen.getByRole('article', { name: 'Poem 1' })
    expect(within(card).getByRole('tab', { name: 'Poem' })).toHaveAttribute('aria-selected', 'true')
    const text = within(card).getByText(/First line of 1/)
    expect(text.textContent).toBe('First line of 1\nSecond line of 1')
    expect(getComputedStyle(text).whiteSpace).toBe('pre-line')

    await user.click(within(card).getByRole('tab', { name: 'Analysis' }))
    expect(within(card).getByRole('tab', { name: 'Analysis' })).toHaveAttribute('aria-selected', 'true')
    expect(within(card).getByRole('tabpanel')).toHaveTextContent('Analysis of poem 1')
  })

  it('gives an audio player to the poems with a recording only', () => {
    renderWithTheme(<PoetryPage poems={poems} />)
    expect(screen.getAllByRole('group', { name: /^Audio player/ })).toHaveLength(2)
    expect(
      within(screen.getByRole('article', { name: 'Poem 2' })).getByRole('button', { name: 'Play' }),
    ).toBeInTheDocument()
    expect(
      within(screen.getByRole('article', { name: 'Poem 4' })).queryByRole('button', { name: 'Play' }),
    ).toBeNull()
  })
})
