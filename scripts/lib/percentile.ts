/**
 * The value below which `share` of an ascending list falls (nearest rank, rounded down; the last
 * value for share 1), or undefined for an empty list.
 */
export const atShare = (ascending: number[], share: number): number | undefined =>
  ascending[Math.min(ascending.length - 1, Math.floor(ascending.length * share))]
