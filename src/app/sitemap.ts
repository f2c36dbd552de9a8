import type { MetadataRoute } from 'next'

import { getContentPageSlugs, sitemapPaths } from '@/features/content/pages'
import { getEnv } from '@/platform/env'

// The CMS pages are read at request time (the build has no database).
export const dynamic = 'force-dynamic'

export default async function sitemap(): Promise<MetadataRoute.Sitemap> {
  const base = getEnv().NEXT_PUBLIC_SERVER_URL.replace(/\/$/, '')
  const paths = sitemapPaths(await getContentPageSlugs())
  return paths.map((path) => ({
    url: `${base}${path === '/' ? '' : path}`,
    changeFrequency: 'weekly',
    priority: path === '/' ? 1 : 0.7,
  }))
}
