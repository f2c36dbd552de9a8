/** What /how-to-let-go and its lesson pages read and render. */
export { CourseView } from './components/CourseView'
export { LessonView } from './components/LessonView'
export { lessonAccess } from './courseAccess'
export { getCourseOutline, getLessonContent, placeOfLesson } from './reads'
export { getCourseEnrolment } from './salesReads'
