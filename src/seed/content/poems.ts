/** Four demo poems; the first two have a recording. */
export const poems = [
  {
    title: 'Low Tide',
    year: '2019',
    withAudio: true,
    content: `The water leaves and does not say goodbye,
it simply goes, the way a breath goes out.
The stones it covered learn the open sky;
the crabs forget what all the fuss was about.

I used to chase it, buckets in both hands,
afraid the sea would never come again.
Now I sit still and watch the wet, bright sands
and trust the moon to keep her word. And then`,
    summary: [
      'A poem about trust: the speaker stops chasing the retreating tide and learns that what leaves can return on its own schedule.',
      'The broken final line leaves the reader waiting, like the speaker, for the water to come back.',
    ],
  },
  {
    title: 'Inventory',
    year: '2021',
    withAudio: true,
    content: `One coat I never wear.
Two letters I never sent.
A key to a door in a city
I left before I learned its name.

I lay them on the table
and count them like a miser,
and then, for the first time,
I count them like a guest.`,
    summary: [
      'The speaker takes stock of kept objects that stand for unfinished feelings.',
      'The turn from miser to guest marks the shift from holding on to simply visiting the past.',
    ],
  },
  {
    title: 'What the Snow Knows',
    year: '2016',
    withAudio: false,
    content: `The snow does not insist on staying white.
It takes the boot print and the sparrow's track,
it takes the yellow of the kitchen light,
and in the morning gives it all back.`,
    summary: [
      'A short lyric on receptivity: the snow accepts every mark without resistance, and releases them just as easily.',
    ],
  },
  {
    title: 'Nine Minutes',
    year: '2023',
    withAudio: false,
    content: `Nine minutes is how long it took
to stop arguing with the rain.
Ten, to notice it was warm.
Eleven, to be glad I came.`,
    summary: ['Counting minutes, the poem slows down a moment of acceptance until it turns into gladness.'],
  },
]
