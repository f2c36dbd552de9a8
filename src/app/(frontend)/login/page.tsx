import { LoginForm } from '@/components/auth/LoginForm'
import { pageMetadata } from '@/lib/metadata'

export const metadata = pageMetadata({
  title: 'Login',
  description: 'Sign in to your account to track your progress through the programs.',
  path: '/login',
})

export default function LoginPage() {
  return <LoginForm />
}
