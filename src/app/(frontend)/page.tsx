import type { Metadata } from 'next'

import { HomeView, getFeaturedPrograms, getSiteSettings, pageMetadata } from '@/features/content/pages'

export const dynamic = 'force-dynamic'

export async function generateMetadata(): Promise<Metadata> {
  const settings = await getSiteSettings()
  return pageMetadata({
    title: `${settings.brandName}: ${settings.heroHeading}`,
    description: settings.siteDescription,
    path: '/',
    absoluteTitle: true,
  })
}

export default async function HomePage() {
  const [settings, featuredPrograms] = await Promise.all([getSiteSettings(), getFeaturedPrograms()])
  const { heroHeading, heroText, benefits, quote, quoteAuthor } = settings
  return (
    <HomeView
      settings={{ heroHeading, heroText, benefits, quote, quoteAuthor }}
      featuredPrograms={featuredPrograms}
    />
  )
}
