import type { MetadataRoute } from 'next'

import { getEnv } from '@/platform/env'

export const dynamic = 'force-dynamic'

export default function robots(): MetadataRoute.Robots {
  const base = getEnv().NEXT_PUBLIC_SERVER_URL.replace(/\/$/, '')
  return {
    rules: { userAgent: '*', allow: '/', disallow: ['/admin', '/api/', '/profile'] },
    sitemap: `${base}/sitemap.xml`,
  }
}
