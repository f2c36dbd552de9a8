/** Demo content for the globals. Original placeholder text; the owner rewrites it in /admin. */

export const siteSettings = {
  brandName: 'Jordan Avery',
  siteDescription: 'Programs in letting go, neuroscience research and creative work by Jordan Avery.',
  footerDescription:
    'Personal development programs, neuroscience research and creative innovation, helping people reach emotional freedom and their maximum potential.',
  socialLinks: [
    { label: 'Instagram', url: 'https://www.instagram.com/' },
    { label: 'TikTok', url: 'https://www.tiktok.com/' },
  ],
  heroHeading: 'Let go of what holds you back',
  heroText:
    'A free email crash course in letting go: short daily lessons that show you how to release fear, stress and old emotions, one feeling at a time.',
  benefits: [
    {
      title: 'Peace & Fearlessness',
      description: 'Meet difficult moments from a calm centre instead of bracing against them.',
    },
    {
      title: 'Rapid Healing',
      description: 'Release stuck emotions as they arise, so they stop piling up for years.',
    },
    {
      title: 'Spiritual Insights',
      description: 'See more clearly what you are beneath the feelings that come and go.',
    },
  ],
  quote:
    'What you stop holding on to can no longer hold on to you. Letting go is not losing anything; it is making room.',
  quoteAuthor: 'Jordan Avery',
  aboutIntro:
    'Jordan Avery is a teacher of letting go, a researcher of emotion and the brain, and a maker of paintings, music, poems and stories. This site gathers the programs, the research and the creative work in one place.',
  education: [
    { title: 'B.S. in Cognitive Science', description: 'Emotion, memory and attention.' },
    { title: 'Graduate studies in Neuroscience', description: 'Affective neuroscience and repression.' },
    { title: 'Certificate in Counselling Skills', description: 'Listening, reflection and support.' },
    { title: 'Meditation teacher training', description: 'Ten years of daily practice and teaching.' },
    { title: 'Studio art and architecture coursework', description: 'Drawing, painting and design.' },
  ],
  courseApplicationUrl: 'https://courses.example.com/how-to-let-go',
  crashCourseVideoUrl: '',
  seminarStats: { members: 4892, rating: 4.4, reviews: 549 },
  meetupGroupUrl: 'https://www.meetup.com/letting-go-circle/',
  meetupPastEventsUrl: 'https://www.meetup.com/letting-go-circle/events/past/',
  recordingEmbedId: '76979871',
}

export const neuroscience = {
  intro: 'Research into how the brain holds and releases emotion, and what that may mean for healing.',
  lecture: {
    title: 'Lecture: The Neuroscience of Letting Go',
    url: 'https://www.youtube.com/',
  },
  futurePapers: [
    'Emotional Release and Prefrontal Regulation',
    'Suppression, Memory and the Default Mode Network',
    'Somatic Markers of Held Emotion',
    'Letting Go as Extinction Learning',
    'The Physiology of Surrender',
    'Fear, Prediction and the Body Budget',
  ].map((title) => ({ title })),
  futureCourses: [
    { title: 'Neuroscience 101', description: 'The brain for people who want to understand themselves.' },
    { title: 'Consciousness 101', description: 'What we know, and do not know, about awareness.' },
  ],
}

export const inventions = {
  intro: 'Practical devices that grew out of a simple question: how could this be easier to learn?',
  inventions: [
    {
      name: 'Shot Trainer',
      status: 'Patent Pending',
      description:
        'A basketball training device that guides the arm and wrist through a consistent shooting motion, so muscle memory forms faster.',
      features: [
        'Adjustable guide for any height and arm length',
        'Gives instant feedback on release angle',
        'Folds flat for a gym bag',
        'Works for beginners and advanced players',
      ].map((feature) => ({ feature })),
    },
  ],
  comingSoonNote: 'More inventions are on the drawing board. Check back soon.',
}

export const furniture = {
  intro: 'Furniture shaped by architecture sketches: quiet forms, honest materials, made to last.',
  collections: [
    { title: 'Stillness Collection', description: 'Low seating and tables for rooms meant for rest.' },
    { title: 'Flow Collection', description: 'Curved shelving and benches that follow the body.' },
    { title: 'Studio Collection', description: 'Work tables and stools for making things.' },
  ],
  philosophyHeading: 'Design Philosophy',
  philosophy:
    'A piece of furniture should make a room calmer, not louder. Each design starts from how a person sits, reaches and rests, and removes everything that does not serve that.',
}
