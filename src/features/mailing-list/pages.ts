/** The crash-course page and the sign-up form (the home page shows it). */
export { EmailSignupForm } from './components/EmailSignupForm'
export { CrashCourseView } from './components/crash-course/CrashCourseView'
