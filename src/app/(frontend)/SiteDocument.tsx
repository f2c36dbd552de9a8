import type { Metadata } from 'next'
import localFont from 'next/font/local'
import React from 'react'

import {
  IntentPrefetch,
  SiteFooter,
  SiteHeader,
  SiteMain,
  SiteShell,
  SkipLink,
  getSiteSettings,
} from '@/features/content/pages'
import { DataProvider } from '@/ui/DataProvider'
import { LazyToaster } from '@/ui/toast/LazyToaster'
import { ME_PATH, preloadCall } from '@/platform/http/apiClient'
import { getEnv } from '@/platform/env'
import { StyledComponentsRegistry } from '@/styles/StyledComponentsRegistry'
// The theme's variables and the global rules, one cached stylesheet (docs/decisions/0073).
import '@/styles/global.css'

const bodyFont = localFont({
  src: '../../styles/fonts/inter-latin-wght-400-700.woff2',
  variable: '--font-body',
  // optional: the preloaded font is used when it arrives in time, never swapped in later (no layout shift)
  display: 'optional',
  weight: '400 700',
})

/** The metadata every public page starts from: the site's name, its description and address. */
export async function siteMetadata(): Promise<Metadata> {
  const settings = await getSiteSettings()
  return {
    metadataBase: new URL(getEnv().NEXT_PUBLIC_SERVER_URL),
    title: { default: settings.brandName, template: `%s | ${settings.brandName}` },
    description: settings.siteDescription,
    openGraph: { siteName: settings.brandName, type: 'website' },
  }
}

/**
 * The public site's document: header, main, footer and the providers around a page. The
 * (frontend) root layout renders every page in it, and `app/global-not-found.tsx` the 404 page
 * ([decision 0091](../../../docs/decisions/0091-not-found-pages-rendered-on-the-server.md)).
 */
export async function SiteDocument({ children }: { children: React.ReactNode }) {
  // The header's session check starts with the page, not after its scripts.
  preloadCall(ME_PATH)
  const settings = await getSiteSettings()
  return (
    <html lang="en" className={bodyFont.variable}>
      <body>
        <StyledComponentsRegistry>
          <DataProvider>
            <SiteShell>
              <SkipLink href="#main-content">Skip to content</SkipLink>
              <SiteHeader brandName={settings.brandName} />
              <SiteMain id="main-content" tabIndex={-1}>
                {children}
              </SiteMain>
              <SiteFooter
                brandName={settings.brandName}
                footerDescription={settings.footerDescription}
                socialLinks={settings.socialLinks}
              />
            </SiteShell>
            <LazyToaster />
            <IntentPrefetch />
          </DataProvider>
        </StyledComponentsRegistry>
      </body>
    </html>
  )
}
