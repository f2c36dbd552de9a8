/* eslint-disable @next/next/no-html-link-for-pages -- plain anchors, as server-rendered links are in the DOM */
import { fireEvent, render, screen } from '@testing-library/react'
import React from 'react'

import { IntentPrefetch } from '@/features/content/components/layout/IntentPrefetch'

const prefetch = jest.fn()

jest.mock('next/navigation', () => ({
  useRouter: () => ({ push: jest.fn(), replace: jest.fn(), prefetch, refresh: jest.fn() }),
}))

function renderLinks() {
  window.history.replaceState(null, '', '/about')
  return render(
    <>
      <IntentPrefetch />
      <nav>
        <a href="/programs">
          <span>Programs</span>
        </a>
        <a href="/one-on-one/checkout?from=card">Book</a>
        <a href="/about">About</a>
        <a href="https://www.youtube.com/@coach">YouTube</a>
        <a href="/api/media/file/paper.pdf">Paper</a>
        <a href="/drawings" download>
          Download
        </a>
        <a href="/poetry" target="_blank">
          Poetry in a new tab
        </a>
        <a href="/admin">Admin</a>
      </nav>
    </>,
  )
}

describe('IntentPrefetch', () => {
  beforeEach(() => prefetch.mockClear())

  it('prefetches an internal page once when the visitor points at, focuses or touches its link', () => {
    renderLinks()
    fireEvent.pointerOver(screen.getByText('Programs'))
    fireEvent.focusIn(screen.getByRole('link', { name: 'Programs' }))
    fireEvent.touchStart(screen.getByRole('link', { name: 'Book' }))
    expect(prefetch.mock.calls).toEqual([['/programs'], ['/one-on-one/checkout?from=card']])
  })

  it('leaves alone other sites, files, downloads, new tabs, the admin and the current page', () => {
    renderLinks()
    for (const name of ['About', 'YouTube', 'Paper', 'Download', 'Poetry in a new tab', 'Admin']) {
      fireEvent.pointerOver(screen.getByRole('link', { name }))
    }
    expect(prefetch).not.toHaveBeenCalled()
  })

  it('stops listening when it unmounts', () => {
    const { unmount } = renderLinks()
    const programs = screen.getByRole('link', { name: 'Programs' })
    unmount()
    document.body.append(programs)
    fireEvent.pointerOver(programs)
    expect(prefetch).not.toHaveBeenCalled()
    programs.remove()
  })
})
