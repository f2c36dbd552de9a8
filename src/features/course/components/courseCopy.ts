/** The fixed copy of the How to Let Go page: what the learner gains and the three FAQ items. */

export const LEARNING_OUTCOMES = [
  'Why holding on to feelings keeps you stuck, and how letting go frees you',
  'The BAD framework: beliefs, attachments and desires behind your reactions',
  'A step-by-step release method you can use on any feeling, anywhere',
  'Advanced techniques for control, approval and security wants',
  'How to let go of fear, grief, anger and shame for good',
  'A daily practice for lasting peace, fearlessness and clarity',
] as const

export const FAQ_ITEMS = [
  {
    question: 'How long do I have access to the program?',
    answer:
      'Enrolment gives lifetime access: go through the 41 lessons at your own pace and return whenever you like.',
  },
  {
    question: 'Do I need any experience with meditation or therapy?',
    answer: 'No. The program starts from the foundations and builds the release method step by step.',
  },
  {
    question: 'How is my progress saved?',
    answer:
      'Tick a lesson to mark it done. Logged in, your progress is saved to your account on every device; logged out, it is kept in this browser and added to your account the next time you log in.',
  },
] as const

/** What the progress bar and a lesson's toggle say when the learner's progress list cannot be read. */
export const PROGRESS_NOT_LOADED = 'Your progress could not be loaded. Refresh the page to try again.'
