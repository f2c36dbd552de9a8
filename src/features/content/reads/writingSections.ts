import { WRITING_CATEGORIES } from '../writings'
import type { Writing } from '@/payload-types'

/** One category of the Writings page with its items, in the admin's order. */
export type WritingSection = { category: Writing['category']; label: string; writings: Writing[] }

/** Groups writings under the spec's categories, in the spec's order; categories without items are left out. */
export function groupWritingsByCategory(writings: Writing[]): WritingSection[] {
  return WRITING_CATEGORIES.map(({ label, value }) => ({
    category: value as Writing['category'],
    label,
    writings: writings.filter((writing) => writing.category === value),
  })).filter((section) => section.writings.length > 0)
}
