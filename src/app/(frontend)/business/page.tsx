import { BusinessView } from '@/components/business/BusinessView'
import { getBusinesses } from '@/lib/content'
import { staticPageMetadata } from '@/lib/metadata'

export const dynamic = 'force-dynamic'

export const metadata = staticPageMetadata('/business')

export default async function BusinessPage() {
  return <BusinessView businesses={await getBusinesses()} />
}
