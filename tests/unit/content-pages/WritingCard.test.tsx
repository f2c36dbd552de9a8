import { render, screen } from '@testing-library/react'
import React from 'react'
import { ThemeProvider } from 'styled-components'

import { WritingCard } from '@/features/content/components/writings/WritingCard'
import type { Writing } from '@/payload-types'
import { theme } from '@/styles/theme'

jest.mock('next/link', () => ({
  __esModule: true,
  default: ({
    href,
    children,
    prefetch: _prefetch,
    ...props
  }: {
    href: string
    children: React.ReactNode
    prefetch?: boolean
  }) => (
    <a href={href} {...props}>
      {children}
    </a>
  ),
}))

const writing = (overrides: Partial<Writing>): Writing => ({
  id: 1,
  title: 'The Weight of Feathers',
  category: 'novels',
  status: 'Published',
  description: 'A novel about letting go.',
  updatedAt: '',
  createdAt: '',
  ...overrides,
})

const renderCard = (item: Writing) =>
  render(
    <ThemeProvider theme={theme}>
      <WritingCard writing={item} />
    </ThemeProvider>,
  )

describe('a writing card', () => {
  it('shows "Published" as a default badge and "View on Amazon" opening a new tab', () => {
    renderCard(writing({ link: 'https://www.amazon.com/dp/B0', external: true }))
    expect(screen.getByText('Published')).toHaveAttribute('data-variant', 'default')
    const link = screen.getByRole('link', { name: 'View on Amazon' })
    expect(link).toHaveAttribute('href', 'https://www.amazon.com/dp/B0')
    expect(link).toHaveAttribute('target', '_blank')
    expect(link).toHaveAttribute('rel', 'noopener noreferrer')
  })

  it('shows "Coming 2026" as an outline badge and no button without a link', () => {
    renderCard(writing({ status: 'Coming 2026' }))
    expect(screen.getByText('Coming 2026')).toHaveAttribute('data-variant', 'outline')
    expect(screen.queryByRole('link')).not.toBeInTheDocument()
  })

  it('shows "Visit Site" for another site, in a new tab', () => {
    renderCard(writing({ status: 'In progress', link: 'https://example.com/essay', external: true }))
    expect(screen.getByText('In progress')).toHaveAttribute('data-variant', 'secondary')
    expect(screen.getByRole('link', { name: 'Visit Site' })).toHaveAttribute('target', '_blank')
  })

  it('shows "Read Story" for the story at /19, in the same tab', () => {
    renderCard(writing({ title: '1:9', category: 'short-stories', link: '/19' }))
    const link = screen.getByRole('link', { name: 'Read Story' })
    expect(link).toHaveAttribute('href', '/19')
    expect(link).not.toHaveAttribute('target')
  })
})
