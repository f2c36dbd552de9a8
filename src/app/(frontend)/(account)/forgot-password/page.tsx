import { ForgotPasswordForm } from '@/components/auth/ForgotPasswordForm'
import { staticPageMetadata } from '@/lib/metadata'

export const metadata = staticPageMetadata('/forgot-password')

export default function ForgotPasswordPage() {
  return <ForgotPasswordForm />
}
