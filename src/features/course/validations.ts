import { z } from 'zod'

/** POST /api/course-progress (spec §3 course_progress input: userId, lessonId, completed). */
export const courseProgressSchema = z.object({
  userId: z
    .union([z.string(), z.number()], 'userId is required')
    .transform(String)
    .pipe(z.string().trim().min(1, 'userId is required')),
  lessonId: z.string('lessonId is required').trim().min(1, 'lessonId is required').max(100),
  completed: z.boolean('completed must be true or false'),
})

export type CourseProgressInput = z.infer<typeof courseProgressSchema>

/** The course whose lessons the progress endpoints accept. */
export const TRACKED_COURSE_SLUG = 'how-to-let-go'
