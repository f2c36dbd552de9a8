/**
 * An amount kept as Stripe keeps it, in the currency's smallest unit (cents for dollars, yen for
 * yen), as a receipt shows it: `$60.00`. The unit follows the currency's ISO 4217 minor digits as
 * Intl knows them. Throws a RangeError for a currency code Intl does not know.
 */
export function formatAmount(minorUnits: number, currency: string): string {
  const format = new Intl.NumberFormat('en-US', { style: 'currency', currency: currency.toUpperCase() })
  const digits = format.resolvedOptions().maximumFractionDigits ?? 2
  return format.format(minorUnits / 10 ** digits)
}

/** A price as a label shows it, from cents: "$27", or "$27.50" when there are cents. */
export function formatPriceLabel(cents: number): string {
  const dollars = cents / 100
  return `$${Number.isInteger(dollars) ? dollars : dollars.toFixed(2)}`
}
