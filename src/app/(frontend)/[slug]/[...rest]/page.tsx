import { notFound } from 'next/navigation'

import { NOT_FOUND_METADATA } from '@/features/content/pages'

export const metadata = NOT_FOUND_METADATA

/** CMS pages (`[slug]`) have no sub-pages: any deeper unknown path is a 404 with the not-found card. */
export default function UnknownNestedPath(): never {
  notFound()
}
