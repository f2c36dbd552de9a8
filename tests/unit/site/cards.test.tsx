import { render, screen, within } from '@testing-library/react'
import React from 'react'
import { ThemeProvider } from 'styled-components'

import { BusinessCard } from '@/features/content/components/business/BusinessCard'
import { CreativeCard } from '@/features/content/components/creatives/CreativeCard'
import { SiteFooter } from '@/features/content/components/layout/SiteFooter'
import { ProgramCard } from '@/features/content/components/programs/ProgramCard'
import type { Business, CreativeCategory, Program } from '@/payload-types'
import { theme } from '@/styles/theme'

const withTheme = (node: React.ReactNode) => render(<ThemeProvider theme={theme}>{node}</ThemeProvider>)

const program = (overrides: Partial<Program>): Program => ({
  id: 1,
  slug: 'how-to-let-go',
  title: 'How to Let Go',
  description: 'The full program.',
  badge: '$27',
  link: '/how-to-let-go',
  section: 'letting-go',
  updatedAt: '',
  createdAt: '',
  ...overrides,
})

const business = (overrides: Partial<Business>): Business => ({
  id: 1,
  name: 'Calm Compass',
  description: 'Guided release sessions.',
  category: 'health',
  status: 'active',
  updatedAt: '',
  createdAt: '',
  ...overrides,
})

describe('the program card', () => {
  it('shows the badge and a Learn More link to the program', () => {
    withTheme(<ProgramCard program={program({})} />)

    expect(screen.getByText('$27')).toBeInTheDocument()
    expect(screen.getByRole('heading', { name: 'How to Let Go' })).toBeInTheDocument()
    const learnMore = screen.getByRole('link', { name: 'Learn More about How to Let Go' })
    expect(learnMore).toHaveAttribute('href', '/how-to-let-go')
    expect(learnMore).toHaveTextContent(/^Learn More/)
  })

  it('shows a disabled Coming Soon button and no link when the program is coming soon', () => {
    withTheme(
      <ProgramCard
        program={program({ title: 'Truth Psychology', badge: 'Coming Soon', comingSoon: true })}
      />,
    )

    const card = screen.getByRole('article')
    expect(within(card).getByRole('button', { name: 'Coming Soon' })).toBeDisabled()
    expect(within(card).queryByRole('link')).toBeNull()
  })

  it('as a featured card on home, a coming-soon program has Learn More leading to /programs', () => {
    withTheme(
      <ProgramCard
        featured
        program={program({ title: 'Spirituality and Letting Go', badge: 'Coming Soon', comingSoon: true })}
      />,
    )

    const card = screen.getByRole('article')
    expect(within(card).getByText('Coming Soon')).toBeInTheDocument()
    expect(
      within(card).getByRole('link', { name: 'Learn More about Spirituality and Letting Go' }),
    ).toHaveAttribute('href', '/programs')
    expect(within(card).queryByRole('button')).toBeNull()
  })
})

describe('the business card', () => {
  it('shows the category badge and a Visit Site link opening in a new tab', () => {
    withTheme(<BusinessCard business={business({ url: 'https://example.com/calm' })} />)

    expect(screen.getByText('Health')).toBeInTheDocument()
    const visit = screen.getByRole('link', { name: /Visit Site/ })
    expect(visit).toHaveAttribute('href', 'https://example.com/calm')
    expect(visit).toHaveAttribute('target', '_blank')
    expect(visit).toHaveAttribute('rel', 'noopener noreferrer')
  })

  it('shows No Site, and no link, for an active business without a URL', () => {
    withTheme(<BusinessCard business={business({ url: null })} />)

    expect(screen.getByText('No Site')).toBeInTheDocument()
    expect(screen.queryByRole('link')).toBeNull()
  })

  it('shows Coming Soon, and no link, for a business marked coming soon', () => {
    withTheme(<BusinessCard business={business({ url: null, comingSoon: true })} />)

    expect(screen.getByText('Coming Soon')).toBeInTheDocument()
    expect(screen.queryByRole('link')).toBeNull()
  })
})

describe('the creative card', () => {
  const category = (overrides: Partial<CreativeCategory>): CreativeCategory => ({
    id: 1,
    name: 'Drawings',
    href: '/drawings',
    description: 'Ink and pencil drawings.',
    countText: '18 drawings',
    updatedAt: '',
    createdAt: '',
    ...overrides,
  })

  it('links to its gallery route in the same tab', () => {
    withTheme(<CreativeCard category={category({})} />)

    const link = screen.getByRole('link', { name: 'Drawings' })
    expect(link).toHaveAttribute('href', '/drawings')
    expect(link).not.toHaveAttribute('target')
    expect(screen.getByText('18 drawings')).toBeInTheDocument()
  })

  it('opens an external site in a new tab', () => {
    withTheme(
      <CreativeCard
        category={category({ name: 'Bloodies', href: 'https://example.com/3d', external: true })}
      />,
    )

    const link = screen.getByRole('link', { name: /Bloodies/ })
    expect(link).toHaveAttribute('target', '_blank')
    expect(link).toHaveAttribute('rel', 'noopener noreferrer')
  })
})

describe('the site footer', () => {
  const renderFooter = () =>
    withTheme(
      <SiteFooter
        brandName="Jordan Avery"
        footerDescription="Personal development programs, neuroscience research and creative innovation."
        socialLinks={[
          { label: 'Instagram', url: 'https://www.instagram.com/' },
          { label: 'TikTok', url: 'https://www.tiktok.com/' },
        ]}
      />,
    )

  it('links to /about, /programs, /how-to-let-go and /neuroscience', () => {
    renderFooter()
    const nav = screen.getByRole('navigation', { name: 'Footer' })

    expect(within(nav).getByRole('link', { name: 'About' })).toHaveAttribute('href', '/about')
    expect(within(nav).getByRole('link', { name: 'Programs' })).toHaveAttribute('href', '/programs')
    expect(within(nav).getByRole('link', { name: 'How to Let Go' })).toHaveAttribute('href', '/how-to-let-go')
    expect(within(nav).getByRole('link', { name: 'Neuroscience' })).toHaveAttribute('href', '/neuroscience')
  })

  it('opens the two social profiles in a new tab with rel="noopener noreferrer"', () => {
    renderFooter()

    for (const name of [/Instagram/, /TikTok/]) {
      const link = screen.getByRole('link', { name })
      expect(link).toHaveAttribute('target', '_blank')
      expect(link).toHaveAttribute('rel', 'noopener noreferrer')
    }
  })

  it('shows the description, the copyright with the current year, and Privacy Policy and Terms of Service as text', () => {
    renderFooter()

    expect(screen.getByText(/neuroscience research and creative innovation/)).toBeInTheDocument()
    expect(screen.getByText(new RegExp(`© ${new Date().getFullYear()} Jordan Avery`))).toBeInTheDocument()
    expect(screen.getByText('Privacy Policy')).not.toHaveAttribute('href')
    expect(screen.queryByRole('link', { name: 'Privacy Policy' })).toBeNull()
    expect(screen.queryByRole('link', { name: 'Terms of Service' })).toBeNull()
    expect(screen.getByText('Terms of Service')).toBeInTheDocument()
  })
})
