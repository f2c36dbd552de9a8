import { render, screen } from '@testing-library/react'
import type { DefaultServerCellComponentProps } from 'payload'
import React from 'react'

import { AmountCell } from '@/platform/admin/AmountCell'

const cell = (cellData: unknown, rowData: Record<string, unknown>) =>
  render(<AmountCell {...({ cellData, rowData } as unknown as DefaultServerCellComponentProps)} />)

describe('the admin lists’ amount column', () => {
  it('reads cents as money in the row’s currency', () => {
    const { unmount } = cell(6000, { currency: 'usd' })
    expect(screen.getByText('$60.00')).toBeInTheDocument()
    unmount()
    const { unmount: unmountEuros } = cell(2430, { currency: 'eur' })
    expect(screen.getByText('€24.30')).toBeInTheDocument()
    unmountEuros()
    // Yen have no minor unit: Stripe's 6000 is ¥6,000
    cell(6000, { currency: 'jpy' })
    expect(screen.getByText('¥6,000')).toBeInTheDocument()
  })

  it('takes dollars for a row without a currency, and names the code of one Intl does not know', () => {
    const { unmount } = cell(6000, {})
    expect(screen.getByText('$60.00')).toBeInTheDocument()
    unmount()
    cell(6000, { currency: 'not-a-currency' })
    expect(screen.getByText('6000 NOT-A-CURRENCY (smallest unit)')).toBeInTheDocument()
  })

  it('shows nothing for a row without an amount', () => {
    const { container } = cell(undefined, { currency: 'usd' })
    expect(container).toBeEmptyDOMElement()
  })
})
