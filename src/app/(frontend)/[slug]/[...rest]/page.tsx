import { notFound } from 'next/navigation'

/** CMS pages (`[slug]`) have no sub-pages: any deeper unknown path is a 404 with the not-found card. */
export default function UnknownNestedPath(): never {
  notFound()
}
