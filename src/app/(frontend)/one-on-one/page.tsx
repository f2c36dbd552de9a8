import { OneOnOneView } from '@/components/booking/OneOnOneView'
import { getSiteSettings } from '@/lib/content'
import { staticPageMetadata } from '@/lib/metadata'

export const dynamic = 'force-dynamic'

export const metadata = staticPageMetadata('/one-on-one')

export default async function OneOnOnePage() {
  const settings = await getSiteSettings()
  return <OneOnOneView brandName={settings.brandName} />
}
