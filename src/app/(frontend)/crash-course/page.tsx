import { getCourseEnrolment } from '@/features/course/pages'
import { CrashCourseView } from '@/features/mailing-list/pages'
import { getSiteSettings, staticPageMetadata } from '@/features/content/pages'

export const dynamic = 'force-dynamic'

export const metadata = staticPageMetadata('/crash-course')

export default async function CrashCoursePage() {
  const [settings, enrolment] = await Promise.all([getSiteSettings(), getCourseEnrolment()])
  return <CrashCourseView videoUrl={settings.crashCourseVideoUrl} coursePrice={enrolment.price} />
}
