/** Pure rules of the course progress (spec §4): done items, percentage and the message. */

export type ProgressItem = { lessonId: string; completed: boolean }

/** The lesson ids counted as done: records with completed true (of lessons that exist). */
export function completedLessonIds(
  records: readonly ProgressItem[],
  lessonIds?: ReadonlySet<string>,
): Set<string> {
  return new Set(
    records
      .filter((record) => record.completed && (!lessonIds || lessonIds.has(record.lessonId)))
      .map((record) => record.lessonId),
  )
}

/** The list with one lesson's record set to `completed`, as the server keeps it after a toggle. */
export function withLessonCompleted(
  records: readonly ProgressItem[],
  lessonId: string,
  completed: boolean,
): ProgressItem[] {
  return [...records.filter((record) => record.lessonId !== lessonId), { lessonId, completed }]
}

export function progressPercent(completed: number, total: number): number {
  if (total <= 0) return 0
  return Math.round((completed / total) * 100)
}

export function progressMessage(percent: number): string {
  return percent === 0 ? 'Start your journey to emotional freedom' : `You're ${percent}% complete!`
}

/** The SWR key of a learner's progress list; the data loader GETs /api/course-progress/{userId}. */
export const progressKey = (userId: string | number) => ['/api/course-progress', String(userId)] as const
