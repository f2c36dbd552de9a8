import { OneOnOneView } from '@/features/payments/pages'
import { getSiteSettings, staticPageMetadata } from '@/features/content/pages'

export const dynamic = 'force-dynamic'

export const metadata = staticPageMetadata('/one-on-one')

export default async function OneOnOnePage() {
  const settings = await getSiteSettings()
  return <OneOnOneView brandName={settings.brandName} />
}
