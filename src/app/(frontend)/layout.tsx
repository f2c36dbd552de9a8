import React from 'react'

import { SiteDocument, siteMetadata } from './SiteDocument'

// Every page reads the CMS at request time (the build has no database).
export const dynamic = 'force-dynamic'

export const generateMetadata = siteMetadata

export default function FrontendLayout({ children }: { children: React.ReactNode }) {
  return <SiteDocument>{children}</SiteDocument>
}
