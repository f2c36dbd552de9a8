import type { BadgeVariant } from '@/ui/Badge'

/**
 * The Writings page's categories, in the spec's order: the collection's select options and the
 * page's sections (here, free of Payload, so the page's reads need not load the collection's config).
 */
export const WRITING_CATEGORIES = [
  { label: 'Novels', value: 'novels' },
  { label: 'Poetry', value: 'poetry' },
  { label: 'Articles & Essays', value: 'articles' },
  { label: "Children's Books", value: 'childrens-books' },
  { label: 'Short Stories', value: 'short-stories' },
  { label: 'Psychology', value: 'psychology' },
]

/** The three labels a writing's link button can carry (spec §2, Writings). */
export type WritingLinkLabel = 'View on Amazon' | 'Visit Site' | 'Read Story'

const ABSOLUTE_URL = /^https?:\/\//i
const AMAZON_HOST = /(^|\.)(amazon\.[a-z.]+|amzn\.to|a\.co)$/i

/** A link leaves the site when it is an absolute http(s) address. */
export const isExternalLink = (link: string): boolean => ABSOLUTE_URL.test(link.trim())

function hostOf(link: string): string | null {
  try {
    return new URL(link.trim()).hostname
  } catch {
    return null
  }
}

/** Amazon store links read "View on Amazon", other sites "Visit Site", pages of this site "Read Story". */
export function writingLinkLabel(link: string): WritingLinkLabel {
  if (!isExternalLink(link)) return 'Read Story'
  const host = hostOf(link)
  return host && AMAZON_HOST.test(host) ? 'View on Amazon' : 'Visit Site'
}

/** Spec §4: "Published" is default; a status mentioning 2025 or 2026 is outline; anything else secondary. */
export function writingStatusVariant(status: string): BadgeVariant {
  const text = status.trim()
  if (text.toLowerCase() === 'published') return 'default'
  if (/2025|2026/.test(text)) return 'outline'
  return 'secondary'
}
