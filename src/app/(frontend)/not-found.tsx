import { NOT_FOUND_METADATA, NotFoundCard } from '@/features/content/pages'

export const metadata = NOT_FOUND_METADATA

export default function NotFound() {
  return <NotFoundCard />
}
