/**
 * Dates and times as the booking screens and e-mails show them, in a given IANA zone, by the
 * runtime's ICU (browser or server alike): "Tue, Dec 1", "9:30 AM".
 */

const formatters = new Map<string, Intl.DateTimeFormat>()

function formatter(kind: string, timeZone: string, options: Intl.DateTimeFormatOptions) {
  const key = `${kind}|${timeZone}`
  let found = formatters.get(key)
  if (!found) {
    found = new Intl.DateTimeFormat('en-US', { ...options, timeZone })
    formatters.set(key, found)
  }
  return found
}

/** ICU puts a narrow no-break space before AM/PM; a plain space reads (and matches) the same. */
const plainSpaces = (text: string) => text.replace(/[\u202f\u00a0]/g, ' ')

export const dayLabel = (instant: Date | number, timeZone: string): string =>
  formatter('day', timeZone, { weekday: 'short', month: 'short', day: 'numeric' }).format(instant)

export const timeLabel = (instant: Date | number, timeZone: string): string =>
  plainSpaces(formatter('time', timeZone, { hour: 'numeric', minute: '2-digit' }).format(instant))

/** "Tuesday, December 1, 2026 at 9:30 AM" */
export const longDateTime = (instant: Date | number, timeZone: string): string =>
  plainSpaces(
    formatter('long', timeZone, {
      weekday: 'long',
      month: 'long',
      day: 'numeric',
      year: 'numeric',
      hour: 'numeric',
      minute: '2-digit',
    }).format(instant),
  )

/**
 * The names the browsers' ICU still gives some zones (CLDR keeps the old ids as canonical), and the
 * names the places have now: a visitor looks for Kyiv or Kolkata. The zone's id stays what it is.
 */
const CURRENT_NAMES: Readonly<Record<string, string>> = {
  'America/Godthab': 'America/Nuuk',
  'Asia/Calcutta': 'Asia/Kolkata',
  'Asia/Katmandu': 'Asia/Kathmandu',
  'Asia/Rangoon': 'Asia/Yangon',
  'Asia/Saigon': 'Asia/Ho_Chi_Minh',
  'Atlantic/Faeroe': 'Atlantic/Faroe',
  'Europe/Kiev': 'Europe/Kyiv',
  'Pacific/Enderbury': 'Pacific/Kanton',
  'Pacific/Ponape': 'Pacific/Pohnpei',
  'Pacific/Truk': 'Pacific/Chuuk',
}

/** A zone's id with its place's current name: Europe/Kiev reads Europe/Kyiv. */
export const currentZoneId = (timeZone: string): string => CURRENT_NAMES[timeZone] ?? timeZone

/** The zone's name as people read it: "Eastern Standard Time (America/New_York)". */
export function zoneName(instant: Date | number, timeZone: string): string {
  const parts = formatter('zone', timeZone, { timeZoneName: 'long' }).formatToParts(instant)
  const name = parts.find((part) => part.type === 'timeZoneName')?.value
  const id = currentZoneId(timeZone)
  return name && name !== timeZone ? `${name} (${id})` : id
}

/** A zone as a place a visitor looks for: "America/New York", "Europe/Kyiv". */
export const zonePlaceName = (timeZone: string): string => currentZoneId(timeZone).replace(/_/g, ' ')

/** A zone in a list to choose from: "America/New York (GMT-5)", its offset at `instant`. */
export function zoneChoiceLabel(instant: Date | number, timeZone: string): string {
  const name = zonePlaceName(timeZone)
  try {
    const parts = formatter('offset', timeZone, { timeZoneName: 'shortOffset' }).formatToParts(instant)
    const offset = parts.find((part) => part.type === 'timeZoneName')?.value
    return offset ? `${name} (${offset})` : name
  } catch {
    // A zone this runtime's ICU does not know keeps its bare name.
    return name
  }
}

const dayFormatters = new Map<string, Intl.DateTimeFormat>()

/**
 * The calendar date (YYYY-MM-DD) of `instant` in `timeZone`, by the runtime's ICU, built from the
 * parts (a locale's own order of year, month and day differs between ICU versions).
 */
export function dateInZone(instant: Date | number, timeZone: string): string {
  let formatter = dayFormatters.get(timeZone)
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-US', {
      timeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
    })
    dayFormatters.set(timeZone, formatter)
  }
  const parts = formatter.formatToParts(instant)
  const part = (type: Intl.DateTimeFormatPartTypes) =>
    parts.find((candidate) => candidate.type === type)?.value ?? ''
  return `${part('year')}-${part('month')}-${part('day')}`
}
