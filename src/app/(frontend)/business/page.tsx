import { BusinessView, getBusinesses, staticPageMetadata } from '@/features/content/pages'

export const dynamic = 'force-dynamic'

export const metadata = staticPageMetadata('/business')

export default async function BusinessPage() {
  return <BusinessView businesses={await getBusinesses()} />
}
