import type { Metadata } from 'next'
import React from 'react'

import { StyledComponentsRegistry } from '@/styles/StyledComponentsRegistry'

export const metadata: Metadata = {
  title: 'Personal development programs',
}

export default function FrontendLayout({ children }: { children: React.ReactNode }) {
  return (
    <html lang="en">
      <body>
        <StyledComponentsRegistry>{children}</StyledComponentsRegistry>
      </body>
    </html>
  )
}
