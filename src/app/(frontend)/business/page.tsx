import { BusinessView } from '@/components/business/BusinessView'
import { getBusinesses } from '@/lib/content'
import { pageMetadata } from '@/lib/metadata'

export const dynamic = 'force-dynamic'

export const metadata = pageMetadata({
  title: 'Businesses and Projects',
  description: 'Active businesses, upcoming projects for 2026 and former ventures.',
  path: '/business',
})

export default async function BusinessPage() {
  return <BusinessView businesses={await getBusinesses()} />
}
