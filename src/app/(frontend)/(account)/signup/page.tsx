import { SignupForm } from '@/features/accounts/pages'
import { staticPageMetadata } from '@/features/content/pages'

export const metadata = staticPageMetadata('/signup')

export default function SignupPage() {
  return <SignupForm />
}
