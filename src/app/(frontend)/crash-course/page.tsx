import { CrashCourseView } from '@/components/crash-course/CrashCourseView'
import { getSiteSettings } from '@/lib/content'
import { pageMetadata } from '@/lib/metadata'

export const dynamic = 'force-dynamic'

export const metadata = pageMetadata({
  title: 'Free Crash Course in Letting Go',
  description:
    'A free, 45-minute crash course in letting go: core concepts, the basic technique and an immediate practice.',
  path: '/crash-course',
})

export default async function CrashCoursePage() {
  const settings = await getSiteSettings()
  return <CrashCourseView videoUrl={settings.crashCourseVideoUrl} />
}
