import { richTextParagraphs } from '../richText'

/** The How to Let Go course: 6 modules with 11, 9, 6, 6, 7 and 2 lessons (41). */

const MODULES: { title: string; lessons: string[] }[] = [
  {
    title: 'The Foundation',
    lessons: [
      'Welcome to the Program',
      'What Letting Go Really Means',
      'Why We Hold On',
      'Feelings Are Energy',
      'The Cost of Suppression',
      'The Cost of Expression',
      'A Third Way: Release',
      'Noticing Without Judging',
      'Your First Release',
      'Building a Daily Practice',
      'Foundation Review',
    ],
  },
  {
    title: 'Understanding BAD',
    lessons: [
      'What BAD Stands For',
      'Beliefs That Bind',
      'Attachments and Aversions',
      'Desires Behind the Desires',
      'Spotting BAD in Daily Life',
      'BAD and the Body',
      'BAD in Relationships',
      'BAD at Work',
      'BAD Review',
    ],
  },
  {
    title: 'The Release Method',
    lessons: [
      'The Four Questions',
      'Welcoming the Feeling',
      'Could You Let It Go?',
      'Would You Let It Go?',
      'When Would You?',
      'Practising the Method',
    ],
  },
  {
    title: 'Advanced Techniques',
    lessons: [
      'Releasing in Layers',
      'Holding Both Sides',
      'Releasing the Want to Control',
      'Releasing the Want for Approval',
      'Releasing the Want for Security',
      'Releasing on the Go',
    ],
  },
  {
    title: 'Mastery Topics',
    lessons: [
      'Letting Go of Fear',
      'Letting Go of Grief',
      'Letting Go of Anger',
      'Letting Go of Shame',
      'Health and Letting Go',
      'Money and Letting Go',
      'Living in Release',
    ],
  },
  {
    title: 'FAQ',
    lessons: ['Common Questions', 'Where to Go From Here'],
  },
]

/** The video of each module's first lesson (the Letting Go Session recording's id). */
const DEMO_VIDEO_ID = '76979871'

/** Short demo text of a lesson: what it covers, an exercise, and where it leads. */
function demoBody(title: string, moduleTitle: string, next: string | null) {
  return richTextParagraphs([
    `${title} is part of ${moduleTitle}. Read it slowly, then put the book down and notice what you feel right now, without changing it.`,
    `Exercise: sit for three minutes. Each time a feeling rises, welcome it, ask yourself "Could I let this go?", and let the answer be whatever it is. Write one sentence about what you noticed.`,
    next
      ? `Come back to this practice once today before moving on to ${next}.`
      : 'You have reached the end of the program: keep releasing a little every day.',
  ])
}

const titles = MODULES.flatMap((module) => module.lessons)

export const course = {
  slug: 'how-to-let-go',
  title: 'How to Let Go',
  modules: MODULES.map((module, m) => ({
    title: module.title,
    lessons: module.lessons.map((title, l) => {
      const position = MODULES.slice(0, m).reduce((count, earlier) => count + earlier.lessons.length, 0) + l
      return {
        lessonId: `lesson-${m + 1}-${l + 1}`,
        title,
        // The first module is the free preview of the paid course.
        freePreview: m === 0,
        duration: 8 + ((position * 7) % 13),
        videoId: l === 0 ? DEMO_VIDEO_ID : undefined,
        body: demoBody(title, module.title, titles[position + 1] ?? null),
      }
    }),
  })),
}
