/** One cache tag per kind of content; content hooks revalidate exactly these. */
export const CACHE_TAGS = {
  programs: 'programs',
  businesses: 'businesses',
  writings: 'writings',
  poems: 'poems',
  galleries: 'galleries',
  courses: 'courses',
  creatives: 'creatives',
  texts: 'texts',
  seminars: 'seminars',
  media: 'media',
  siteSettings: 'site-settings',
  neuroscience: 'neuroscience',
  inventions: 'inventions',
  furniture: 'furniture',
} as const

export type CacheTag = (typeof CACHE_TAGS)[keyof typeof CACHE_TAGS]

/**
 * Content hooks expire a tag on the process that saved the change at once; other app nodes (on
 * MongoDB) keep their own cache, so cached content is also re-read after this many seconds.
 */
export const CONTENT_MAX_AGE_SECONDS = 60
