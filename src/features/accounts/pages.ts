/** What the account pages render, and the forced password change the admin layout checks first. */
export { AuthArea } from './components/AuthArea'
export { ForgotPasswordForm } from './components/ForgotPasswordForm'
export { LoginForm } from './components/LoginForm'
export { ProfileView } from './components/ProfileView'
export { ResetPasswordForm } from './components/ResetPasswordForm'
export { SignupForm } from './components/SignupForm'
export { isResetTokenUsable } from './passwordReset'
export { changePendingPasswordFirst } from './pendingPasswordChange'
