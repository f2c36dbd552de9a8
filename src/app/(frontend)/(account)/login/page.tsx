import { LoginForm } from '@/components/auth/LoginForm'
import { staticPageMetadata } from '@/lib/metadata'

export const metadata = staticPageMetadata('/login')

export default function LoginPage() {
  return <LoginForm />
}
