import { InventionsView, getInventions, staticPageMetadata } from '@/features/content/pages'

export const dynamic = 'force-dynamic'

export const metadata = staticPageMetadata('/inventions')

export default async function InventionsPage() {
  return <InventionsView content={await getInventions()} />
}
