import { ForgotPasswordForm } from '@/features/accounts/pages'
import { staticPageMetadata } from '@/features/content/pages'

export const metadata = staticPageMetadata('/forgot-password')

export default function ForgotPasswordPage() {
  return <ForgotPasswordForm />
}
