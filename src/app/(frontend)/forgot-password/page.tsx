import { ForgotPasswordForm } from '@/components/auth/ForgotPasswordForm'
import { pageMetadata } from '@/lib/metadata'

export const metadata = pageMetadata({
  title: 'Forgot Password',
  description: 'Get an e-mail with a link to choose a new password for your account.',
  path: '/forgot-password',
})

export default function ForgotPasswordPage() {
  return <ForgotPasswordForm />
}
