import { richTextParagraphs as body } from '../richText'

/** The free crash course as an e-mail sequence: five steps, the first at once, then one every two days. */
export const crashCourseSequence = {
  key: 'crash-course',
  name: 'Crash Course in Letting Go',
  startOnConfirm: true,
  paused: false,
  steps: [
    {
      subject: 'Lesson 1: what letting go is',
      delayHours: 0,
      body: body([
        'Welcome to the free Crash Course in Letting Go.',
        'Letting go is allowing a feeling to be there, fully, without resisting it or acting on it, until it passes.',
        {
          text: 'Start with the first lessons of the course:',
          link: { label: 'open the crash course', url: '/crash-course' },
        },
      ]),
    },
    {
      subject: 'Lesson 2: feel it, then let it go',
      delayHours: 48,
      body: body([
        'Today, notice one feeling the moment it shows up: in the body first, before the story about it.',
        {
          text: 'The next lessons show you how:',
          link: { label: 'continue the crash course', url: '/crash-course' },
        },
      ]),
    },
    {
      subject: 'Lesson 3: the feelings under the thoughts',
      delayHours: 48,
      body: body([
        'Thoughts come from feelings. Let go of the feeling and the stream of thoughts about it quietens by itself.',
        {
          text: 'Practise with the lessons:',
          link: { label: 'open the crash course', url: '/crash-course' },
        },
      ]),
    },
    {
      subject: 'Lesson 4: letting go every day',
      delayHours: 48,
      body: body([
        'A few minutes of letting go each day add up. Pick a moment that already exists: the morning coffee, the commute.',
        { text: 'Go deeper with the full program:', link: { label: 'How to Let Go', url: '/how-to-let-go' } },
      ]),
    },
    {
      subject: 'Lesson 5: where to go from here',
      delayHours: 48,
      body: body([
        'You have the basics. The rest is practice, and the full program guides you through it step by step.',
        { text: 'When you are ready:', link: { label: 'discover How to Let Go', url: '/how-to-let-go' } },
        { text: 'Or revisit the free lessons:', link: { label: 'the crash course', url: '/crash-course' } },
      ]),
    },
  ],
}
