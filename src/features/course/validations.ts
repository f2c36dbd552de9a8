import { z } from 'zod'

import { textField } from '@/platform/validation'

/** POST /api/course-progress (spec §3 course_progress input: userId, lessonId, completed). */
export const courseProgressSchema = z.object({
  userId: z
    .union([z.string(), z.number()], {
      error: (issue) =>
        issue.input === undefined || issue.input === null
          ? 'userId is required'
          : 'userId must be text or a number',
    })
    .transform(String)
    .pipe(z.string().trim().min(1, 'userId is required')),
  lessonId: z
    .string(textField('lessonId', 'lessonId is required'))
    .trim()
    .min(1, 'lessonId is required')
    .max(100, 'lessonId must be at most 100 characters'),
  completed: z.boolean('completed must be true or false'),
})

export type CourseProgressInput = z.infer<typeof courseProgressSchema>

/** The course whose lessons the progress endpoints accept. */
export const TRACKED_COURSE_SLUG = 'how-to-let-go'
