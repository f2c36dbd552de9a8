import type { Metadata } from 'next'

import { ResetPasswordForm, isResetTokenUsable } from '@/features/accounts/pages'
import { pageMetadata } from '@/features/content/pages'

export const dynamic = 'force-dynamic'

export const metadata: Metadata = {
  ...pageMetadata({
    title: 'Reset Password',
    description: 'Choose a new password for your account.',
    path: '/reset-password',
  }),
  robots: { index: false },
  // The address carries the reset token: never send it to another site in a Referer header.
  referrer: 'no-referrer',
}

type ResetPasswordPageProps = {
  searchParams: Promise<{ token?: string | string[]; next?: string | string[]; first?: string | string[] }>
}

export default async function ResetPasswordPage({ searchParams }: ResetPasswordPageProps) {
  const { token, next, first } = await searchParams
  const resetToken = typeof token === 'string' ? token.trim() : ''
  return (
    <ResetPasswordForm
      token={resetToken}
      linkUsable={await isResetTokenUsable(resetToken)}
      next={typeof next === 'string' ? next : null}
      firstPassword={first === '1'}
    />
  )
}
