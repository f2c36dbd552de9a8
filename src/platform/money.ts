/** An amount kept as Stripe keeps it (in the currency's cents), as a receipt shows it: `$60.00`. */
export const formatAmount = (cents: number, currency: string): string =>
  new Intl.NumberFormat('en-US', { style: 'currency', currency: currency.toUpperCase() }).format(cents / 100)
