import { LoginForm } from '@/features/accounts/pages'
import { staticPageMetadata } from '@/features/content/pages'

export const metadata = staticPageMetadata('/login')

type Props = { searchParams: Promise<{ next?: string | string[]; enrolled?: string | string[] }> }

export default async function LoginPage({ searchParams }: Props) {
  const { next, enrolled } = await searchParams
  return (
    <LoginForm
      next={typeof next === 'string' ? next : null}
      enrolled={enrolled === '1'}
      newAccount={enrolled === 'new'}
      alreadyEnrolled={enrolled === 'already'}
      alreadyOwned={enrolled === 'owned'}
    />
  )
}
