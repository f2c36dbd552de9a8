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
      'Understanding BAD Review',
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

export const course = {
  slug: 'how-to-let-go',
  title: 'How to Let Go',
  modules: MODULES.map((module, m) => ({
    title: module.title,
    lessons: module.lessons.map((title, l) => ({ lessonId: `lesson-${m + 1}-${l + 1}`, title })),
  })),
}
