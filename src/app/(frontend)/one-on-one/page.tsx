import { OneOnOneView } from '@/components/booking/OneOnOneView'
import { getSiteSettings } from '@/lib/content'
import { pageMetadata } from '@/lib/metadata'

export const dynamic = 'force-dynamic'

export const metadata = pageMetadata({
  title: '1-on-1 Session',
  description: 'Book a private 30-minute video session with personalized guidance for $60.',
  path: '/one-on-one',
})

export default async function OneOnOnePage() {
  const settings = await getSiteSettings()
  return <OneOnOneView brandName={settings.brandName} />
}
