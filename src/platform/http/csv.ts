import { stringify, type Input, type Options } from 'csv-stringify/sync'

/**
 * Every CSV the site hands out (the subscriber export, the dashboard's tables) is written here.
 * A text cell starting with =, +, -, @, a tab or a carriage return (or their full-width forms) is
 * prefixed with ' so a spreadsheet shows it as text instead of running it as a formula (OWASP
 * "CSV Injection"); numbers, negative ones included, stay numbers.
 */
export function toCsv(records: Input, options: Omit<Options, 'escape_formulas'> = {}): string {
  return stringify(records, { ...options, escape_formulas: true })
}
