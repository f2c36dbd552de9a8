import { RichText } from '@payloadcms/richtext-lexical/react'

import { PoetryPage, getPoems, toPoemView, staticPageMetadata } from '@/features/content/pages'

export const dynamic = 'force-dynamic'

export const metadata = staticPageMetadata('/poetry')

export default async function PoetryRoute() {
  const poems = await getPoems()
  return (
    <PoetryPage
      poems={poems.map((poem) => ({
        ...toPoemView(poem),
        analysis: <RichText data={poem.summary} disableContainer />,
      }))}
    />
  )
}
