import { screen } from '@testing-library/react'
import React from 'react'

import { ExternalLink } from '@/features/content/components/gallery/ExternalLink'
import { Badge } from '@/ui/Badge'
import { ExternalButtonLink } from '@/ui/ButtonLink'

import { renderWithTheme } from './renderWithTheme'

describe('ExternalLink', () => {
  it('opens in a new tab with rel "noopener noreferrer", named by its text alone', () => {
    renderWithTheme(<ExternalLink href="https://suno.com/song/house-1">Midnight Release</ExternalLink>)
    const link = screen.getByRole('link', { name: 'Midnight Release' })
    expect(link).toHaveAttribute('href', 'https://suno.com/song/house-1')
    expect(link).toHaveAttribute('target', '_blank')
    expect(link).toHaveAttribute('rel', 'noopener noreferrer')
  })

  it('cannot be told to open in the same tab', () => {
    const props = { href: 'https://example.com/', target: '_self' } as React.ComponentProps<
      typeof ExternalLink
    >
    renderWithTheme(<ExternalLink {...props}>Example</ExternalLink>)
    expect(screen.getByRole('link', { name: 'Example' })).toHaveAttribute('target', '_blank')
  })
})

describe('ExternalButtonLink', () => {
  it('opens in a new tab with rel "noopener noreferrer"', () => {
    renderWithTheme(
      <ExternalButtonLink href="https://world.example.com/">Launch the 3D World</ExternalButtonLink>,
    )
    const link = screen.getByRole('link', { name: 'Launch the 3D World' })
    expect(link).toHaveAttribute('target', '_blank')
    expect(link).toHaveAttribute('rel', 'noopener noreferrer')
  })
})

describe('Badge', () => {
  it.each(['default', 'secondary', 'outline', 'destructive'] as const)(
    'renders the %s variant',
    (variant) => {
      renderWithTheme(<Badge variant={variant}>1999</Badge>)
      expect(screen.getByText('1999')).toHaveAttribute('data-variant', variant)
    },
  )

  it('is the default variant when none is given', () => {
    renderWithTheme(<Badge>2019</Badge>)
    expect(screen.getByText('2019')).toHaveAttribute('data-variant', 'default')
  })
})
