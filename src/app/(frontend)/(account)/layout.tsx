import React from 'react'

import { AuthArea } from '@/components/auth/AuthArea'

/** The account pages (sign in, sign up, password recovery): each card sits in the AuthArea that styles it. */
export default function AccountLayout({ children }: { children: React.ReactNode }) {
  return <AuthArea>{children}</AuthArea>
}
