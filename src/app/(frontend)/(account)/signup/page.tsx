import { SignupForm } from '@/components/auth/SignupForm'
import { staticPageMetadata } from '@/lib/metadata'

export const metadata = staticPageMetadata('/signup')

export default function SignupPage() {
  return <SignupForm />
}
