/**
 * Axis ticks that need no measuring. recharts sizes each tick's text in a hidden span
 * (getBoundingClientRect) to wrap it and to drop ticks that would overlap; on the admin's large
 * page each measure forces a layout, and five charts' worth of them kept the admin home from
 * drawing for seconds. A fixed number of ticks, each cut to a fixed length, needs none.
 */

/** Four fit a half-width card at 1280 px with room between them ("Sep 21, 2026" is 12 characters). */
export const MAX_CATEGORY_TICKS = 4
export const MAX_TICK_CHARACTERS = 14

/** recharts' numeric `interval`: how many categories to skip between two labelled ones. */
export const categoryTickInterval = (categories: number, maxTicks = MAX_CATEGORY_TICKS) =>
  Math.max(0, Math.ceil(categories / maxTicks) - 1)

/** A label short enough to sit beside its neighbours; the table holds the whole of it. */
export const shortTickLabel = (value: unknown, maxCharacters = MAX_TICK_CHARACTERS) => {
  const text = String(value ?? '')
  return text.length > maxCharacters ? `${text.slice(0, maxCharacters - 1).trimEnd()}…` : text
}
