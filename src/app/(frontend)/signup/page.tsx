import { SignupForm } from '@/components/auth/SignupForm'
import { pageMetadata } from '@/lib/metadata'

export const metadata = pageMetadata({
  title: 'Sign Up',
  description: 'Create a free account to track your progress through the programs.',
  path: '/signup',
})

export default function SignupPage() {
  return <SignupForm />
}
