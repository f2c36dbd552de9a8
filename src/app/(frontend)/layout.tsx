import type { Metadata } from 'next'
import localFont from 'next/font/local'
import React from 'react'

import { DataProvider } from '@/components/providers/DataProvider'
import { Toaster } from '@/components/toast/Toaster'
import { StyledComponentsRegistry } from '@/styles/StyledComponentsRegistry'

const bodyFont = localFont({
  src: '../../../node_modules/@fontsource-variable/inter/files/inter-latin-wght-normal.woff2',
  variable: '--font-body',
  display: 'swap',
  weight: '100 900',
})

export const metadata: Metadata = {
  title: 'Personal development programs',
}

export default function FrontendLayout({ children }: { children: React.ReactNode }) {
  return (
    <html lang="en" className={bodyFont.variable}>
      <body>
        <StyledComponentsRegistry>
          <DataProvider>
            {children}
            <Toaster />
          </DataProvider>
        </StyledComponentsRegistry>
      </body>
    </html>
  )
}
