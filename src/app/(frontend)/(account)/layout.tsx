import React from 'react'

import { AuthArea } from '@/features/accounts/pages'

/** The account pages (sign in, sign up, password recovery): each card sits in the AuthArea that styles it. */
export default function AccountLayout({ children }: { children: React.ReactNode }) {
  return <AuthArea>{children}</AuthArea>
}
