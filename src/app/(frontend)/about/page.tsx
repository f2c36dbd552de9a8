import type { Metadata } from 'next'

import {
  AboutView,
  getBusinesses,
  getCreativeCategories,
  getSiteSettings,
  pageMetadata,
} from '@/features/content/pages'

export const dynamic = 'force-dynamic'

export async function generateMetadata(): Promise<Metadata> {
  const settings = await getSiteSettings()
  return pageMetadata({ title: 'About', description: settings.aboutIntro, path: '/about' })
}

export default async function AboutPage() {
  const [settings, creatives, businesses] = await Promise.all([
    getSiteSettings(),
    getCreativeCategories(),
    getBusinesses(),
  ])
  return (
    <AboutView
      brandName={settings.brandName}
      intro={settings.aboutIntro}
      education={settings.education}
      creatives={creatives}
      businesses={businesses.filter((business) => business.status === 'active')}
    />
  )
}
