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
