import type { Metadata } from 'next'

import { ProfileView } from '@/features/accounts/pages'
import { pageMetadata } from '@/features/content/pages'

export const metadata: Metadata = {
  ...pageMetadata({ title: 'Profile', description: 'Your account and password.', path: '/profile' }),
  robots: { index: false },
}

type ProfilePageProps = { searchParams: Promise<{ 'change-password'?: string | string[] }> }

export default async function ProfilePage({ searchParams }: ProfilePageProps) {
  const { 'change-password': changePassword } = await searchParams
  return <ProfileView openChangePassword={changePassword === 'true'} />
}
