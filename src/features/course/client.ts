/** What other features' browser code may use: the signed-out learner's progress, merged at login. */
export { mergeGuestProgress } from './components/guestProgress'
