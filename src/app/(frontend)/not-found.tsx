import type { Metadata } from 'next'

import { NotFoundCard } from '@/features/content/pages'

export const metadata: Metadata = { title: 'Page Not Found', robots: { index: false } }

export default function NotFound() {
  return <NotFoundCard />
}
