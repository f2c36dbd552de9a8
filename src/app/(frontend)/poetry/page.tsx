import { RichText } from '@payloadcms/richtext-lexical/react'
import type { Metadata } from 'next'

import { PoetryPage } from '@/components/poetry/PoetryPage'
import { getPoems, toPoemView } from '@/lib/content'
import { pageMetadata } from '@/lib/metadata'

export const dynamic = 'force-dynamic'

export const metadata: Metadata = pageMetadata({
  title: 'Select Poems',
  description: 'Select poems, each with an analysis, some with a recorded reading.',
  path: '/poetry',
})

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
