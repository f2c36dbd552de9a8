import { CrashCourseView } from '@/components/crash-course/CrashCourseView'
import { getSiteSettings } from '@/lib/content'
import { staticPageMetadata } from '@/lib/metadata'

export const dynamic = 'force-dynamic'

export const metadata = staticPageMetadata('/crash-course')

export default async function CrashCoursePage() {
  const settings = await getSiteSettings()
  return <CrashCourseView videoUrl={settings.crashCourseVideoUrl} />
}
