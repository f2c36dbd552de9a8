/** Demo galleries: one per gallery route, with the counts of the spec. */

export type SeedItem =
  | { kind: 'image'; title: string; caption?: string }
  | { kind: 'video'; title: string; caption?: string }
  | { kind: 'audio'; title: string; caption?: string }
  | { kind: 'link'; title: string; url: string; caption?: string }
  | { kind: 'quote'; title: string; caption: string; date: string }

export type SeedGallery = {
  slug: string
  title: string
  intro: string
  columns?: number
  launch?: { url: string; label: string; controls: string[] }
  sections: { heading?: string; items: SeedItem[] }[]
}

const images = (prefix: string, count: number, captions?: string[]): SeedItem[] =>
  Array.from({ length: count }, (_, i) => ({
    kind: 'image' as const,
    title: `${prefix} ${i + 1}`,
    caption: captions?.[i],
  }))

const HOUSE_SONGS = [
  'Midnight Release',
  'Open Hands',
  'Lighter Than Air',
  'Let It Move',
  'Floor of Stars',
  'Heartbeat City',
  'Surrender Groove',
  'Morning After',
  'Keep It Simple',
  'Warehouse Sunrise',
]
const FOLK_SONGS = ['River Without a Name', 'The Long Way Home', 'Porch Light']

const songLinks = (titles: string[], genre: string): SeedItem[] =>
  titles.map((title, i) => ({
    kind: 'link' as const,
    title,
    url: `https://suno.com/song/${genre}-${i + 1}`,
  }))

const WITTICISMS = [
  'A closed fist holds nothing but itself.',
  'Worry is rent paid on a house you never moved into.',
  'The loudest thoughts are rarely the truest.',
  'You cannot steer a boat you refuse to leave the dock in.',
  'Most locks are opened from the inside.',
  'Fear is a map drawn by someone who never went there.',
  'A grudge is a stone you carry to throw at no one.',
  'Silence is not empty; it is full of answers.',
  'The river does not argue with the rock.',
  'Yesterday is a good teacher and a poor landlord.',
  'If you want a lighter load, check what you packed.',
  'The mind makes a fine servant and a noisy boss.',
  'Nobody drowns by falling in; they drown by staying there.',
  'Even the moon lets go of half its light each month.',
  'Habits are the footprints of old decisions.',
  'A problem named is a problem half untied.',
  'You can rest without having earned it.',
  'Comparison is a thief with very good manners.',
  'The present is the only place anything happens.',
  'What you resist, you rehearse.',
]

export const galleries: SeedGallery[] = [
  {
    slug: 'landscapes',
    title: 'Landscapes',
    intro: 'Paintings of places real and remembered.',
    sections: [{ items: images('Landscape', 6) }],
  },
  {
    slug: 'animations',
    title: 'Animations',
    intro: 'Short looping animations, slowed down to a quarter of their speed.',
    columns: 2,
    sections: [
      {
        items: Array.from({ length: 4 }, (_, i) => ({ kind: 'video' as const, title: `Animation ${i + 1}` })),
      },
    ],
  },
  {
    slug: 'drawings',
    title: 'Drawings',
    intro: 'Ink and pencil studies.',
    sections: [{ items: images('Drawing', 18) }],
  },
  {
    slug: 'architecture',
    title: 'Architecture',
    intro: 'Sketches of buildings that do not exist yet.',
    sections: [{ items: images('Architecture sketch', 5) }],
  },
  {
    slug: 'music',
    title: 'Music',
    intro: 'Four recorded tracks, and songs made with a music-generation tool.',
    sections: [
      {
        heading: 'Tracks',
        items: ['Opening', 'Drift', 'Undertow', 'Coming Home'].map((title) => ({
          kind: 'audio' as const,
          title,
        })),
      },
      { heading: 'House', items: songLinks(HOUSE_SONGS, 'house') },
      { heading: 'Folk', items: songLinks(FOLK_SONGS, 'folk') },
    ],
  },
  {
    slug: 'visions',
    title: 'Visions',
    intro: 'Images that arrived in meditation and dreams.',
    sections: [{ items: images('Vision', 6) }],
  },
  {
    slug: 'bloodies',
    title: 'Bloodies',
    intro: 'An interactive 3D world. It opens in a new tab; give it a moment to load.',
    launch: {
      url: 'https://bloodies.example.com/',
      label: 'Launch the 3D World',
      controls: ['Mouse look', 'WASD or arrow keys to move', 'ESC releases the mouse'],
    },
    sections: [{ items: [] }],
  },
  {
    slug: 'self-portraits',
    title: 'Self Portraits',
    intro: 'A painter looking back.',
    columns: 1,
    sections: [{ items: images('Self portrait', 1) }],
  },
  {
    slug: 'photography',
    title: 'Photography',
    intro: 'Two series.',
    sections: [
      { heading: 'HOLY', items: images('HOLY', 4) },
      { heading: 'Ukrainian Refugee Camp', items: images('Refugee camp', 11) },
    ],
  },
  {
    slug: 'songs',
    title: 'Songs',
    intro: 'Songs made with a music-generation tool. Each opens on the site that hosts it.',
    sections: [
      { heading: 'House', items: songLinks(HOUSE_SONGS, 'house') },
      { heading: 'Folk', items: songLinks(FOLK_SONGS, 'folk') },
    ],
  },
  {
    slug: 'political-cartoons',
    title: 'Bias',
    intro: 'Political cartoons.',
    columns: 2,
    sections: [{ items: images('Cartoon', 4) }],
  },
  {
    slug: 'witticisms',
    title: 'Witticisms',
    intro: 'Twenty sayings, written in 1999.',
    sections: [
      {
        items: WITTICISMS.map((caption, i) => ({
          kind: 'quote' as const,
          title: `Witticism ${i + 1}`,
          caption,
          date: '1999',
        })),
      },
    ],
  },
]
