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

    expect(await screen.findByText('Something went wrong')).toBeInTheDocument()
    expect(screen.getByText('Error')).toBeInTheDocument()
  })
})
