import { CreativesView, getCreativeCategories, staticPageMetadata } from '@/features/content/pages'

export const dynamic = 'force-dynamic'

export const metadata = staticPageMetadata('/creatives')

export default async function CreativesPage() {
  return <CreativesView categories={await getCreativeCategories()} />
}
