import type { DefaultServerCellComponentProps } from 'payload'
import React from 'react'

import { formatAmount } from '@/platform/money'

/**
 * A list column of an amount kept in cents (a booking's, an enrolment's), as the owner reads it:
 * `$60.00` in the row's currency. A row whose currency is not one Intl knows shows the amount with
 * its code. Payload renders it on the server with the whole document as `rowData`, `currency`
 * included: the collections do not set `admin.enableListViewSelectAPI`, which would fetch only
 * the listed columns.
 */
export function AmountCell({ cellData, rowData }: DefaultServerCellComponentProps) {
  if (typeof cellData !== 'number') return null
  const currency = typeof rowData?.currency === 'string' && rowData.currency ? rowData.currency : 'usd'
  return <span>{readableAmount(cellData, currency)}</span>
}

function readableAmount(minorUnits: number, currency: string): string {
  try {
    return formatAmount(minorUnits, currency)
  } catch {
    return `${minorUnits} ${currency.toUpperCase()} (smallest unit)`
  }
}
