import type { Metadata } from 'next'

type PageMetadataInput = {
  /** The page's own title; the layout's template adds the brand unless `absoluteTitle` is set. */
  title: string
  description: string
  /** The canonical path, e.g. `/programs`; made absolute by the layout's `metadataBase`. */
  path: string
  absoluteTitle?: boolean
}

/** Title, description, canonical URL and Open Graph of one page. */
export function pageMetadata({
  title,
  description,
  path,
  absoluteTitle = false,
}: PageMetadataInput): Metadata {
  return {
    title: absoluteTitle ? { absolute: title } : title,
    description,
    alternates: { canonical: path },
    openGraph: { title, description, url: path, type: 'website' },
  }
}

/** The titles and descriptions of the pages whose metadata does not depend on content, by path. */
const STATIC_PAGES = {
  '/business': {
    title: 'Businesses and Projects',
    description: 'Active businesses, upcoming projects for 2026 and former ventures.',
  },
  '/crash-course': {
    title: 'Free Crash Course in Letting Go',
    description:
      'A free, 45-minute crash course in letting go: core concepts, the basic technique and an immediate practice.',
  },
  '/creatives': {
    title: 'Creative Portfolio',
    description:
      'Paintings, animations, drawings, architecture sketches, music, poetry, photography and more.',
  },
  '/forgot-password': {
    title: 'Forgot Password',
    description: 'Get an e-mail with a link to choose a new password for your account.',
  },
  '/furniture': {
    title: 'Furniture Design',
    description: 'Furniture collections and the design philosophy behind them.',
  },
  '/how-to-let-go': {
    title: 'How to Let Go',
    description:
      'The complete 41-lesson letting-go program in six modules: learn the release method at your own pace and track your progress.',
  },
  '/inventions': {
    title: 'Inventions',
    description: 'Inventions, including a patent-pending basketball training device.',
  },
  '/live-seminars': {
    title: 'Live Seminars',
    description: 'Upcoming live letting-go seminars, online and in person, with our Meetup group.',
  },
  '/login': {
    title: 'Login',
    description: 'Sign in to your account to track your progress through the programs.',
  },
  '/neuroscience': {
    title: 'Neuroscience Research',
    description:
      'A lecture, research on repressed emotion, future papers and future courses in neuroscience.',
  },
  '/one-on-one': {
    title: '1-on-1 Session',
    description: 'Book a private 30-minute video session with personalized guidance for $60.',
  },
  '/poetry': {
    title: 'Select Poems',
    description: 'Select poems, each with an analysis, some with a recorded reading.',
  },
  '/programs': {
    title: 'All Programs',
    description:
      'Letting go programs, from the free crash course to the full How to Let Go program, plus upcoming courses.',
  },
  '/recordings': {
    title: 'Recordings',
    description: 'Recorded letting-go sessions to watch at your own pace.',
  },
  '/signup': {
    title: 'Sign Up',
    description: 'Create a free account to track your progress through the programs.',
  },
  '/writings': {
    title: 'Writings',
    description: "Novels, poetry, articles and essays, children's books, short stories and psychology.",
  },
} as const satisfies Record<string, Pick<PageMetadataInput, 'title' | 'description'>>

/** The metadata of a page listed in STATIC_PAGES. */
export const staticPageMetadata = (path: keyof typeof STATIC_PAGES): Metadata =>
  pageMetadata({ path, ...STATIC_PAGES[path] })

/**
 * The not-found page's metadata. A route whose generateMetadata finds nothing returns it too: its
 * own (empty) metadata would otherwise replace the not-found title once the page hydrates.
 */
export const NOT_FOUND_METADATA: Metadata = { title: 'Page Not Found', robots: { index: false } }
