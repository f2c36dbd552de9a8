/** What /live-seminars reads and renders. */
export { LiveSeminarsView } from './components/LiveSeminarsView'
export { getFirstSeminarImage } from './seminarImage'
export { formatSeminarStats, SEMINAR_EVENTS_PATH } from './seminars'
