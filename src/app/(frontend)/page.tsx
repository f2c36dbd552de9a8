import { getSiteSettings } from '@/lib/content'

export const dynamic = 'force-dynamic'

export default async function HomePage() {
  const settings = await getSiteSettings()
  return (
    <main>
      <h1>{settings.brandName}</h1>
    </main>
  )
}
