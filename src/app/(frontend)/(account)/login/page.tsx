import { LoginForm } from '@/components/auth/LoginForm'
import { staticPageMetadata } from '@/lib/metadata'

export const metadata = staticPageMetadata('/login')

type Props = { searchParams: Promise<{ next?: string | string[]; enrolled?: string | string[] }> }

export default async function LoginPage({ searchParams }: Props) {
  const { next, enrolled } = await searchParams
  return <LoginForm next={typeof next === 'string' ? next : null} enrolled={enrolled === '1'} />
}
