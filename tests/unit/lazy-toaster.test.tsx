import { act, render, screen } from '@testing-library/react'
import React from 'react'
import { ThemeProvider } from 'styled-components'

import { LazyToaster } from '@/ui/toast/LazyToaster'
import { toast } from '@/ui/toast/toastStore'
import { theme } from '@/styles/theme'

describe('LazyToaster', () => {
  it('renders nothing until a toast is raised, then shows it', async () => {
    const { container } = render(
      <ThemeProvider theme={theme}>
        <LazyToaster />
      </ThemeProvider>,
    )
    expect(container).toBeEmptyDOMElement()
    expect(screen.queryByRole('region')).toBeNull()

    act(() => {
      toast({ title: 'Error', description: 'Something went wrong', variant: 'destructive' })
    })

    // The Toaster module is loaded now, on first use: transforming it (Radix) takes more than
    // findByText's default second when the whole suite shares the machine
    expect(await screen.findByText('Something went wrong', {}, { timeout: 15_000 })).toBeInTheDocument()
    expect(screen.getByText('Error')).toBeInTheDocument()
  })
})
