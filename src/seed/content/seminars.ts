/** Demo upcoming seminar events; the Meetup sync replaces them in production. */
export const seminarEvents = [
  {
    id: 'demo-event-1',
    title: 'Letting Go of Stress: An Evening Workshop',
    date: '2026-12-05',
    time: '7:00 PM',
    location: 'Online',
    description:
      'An introduction to letting go for anyone carrying stress into the holidays. We will learn the release method together, practise it in pairs and leave time for questions. No experience needed; bring a notebook and an open mind.',
    attendees: 42,
    imageUrl: '',
    meetupUrl: 'https://www.meetup.com/letting-go-circle/events/demo-event-1/',
  },
  {
    id: 'demo-event-2',
    title: 'Fearlessness Practice Circle',
    date: '2026-12-12',
    time: '6:30 PM',
    location: 'Downtown Library, Room B',
    description: 'A small in-person circle to practise releasing fear in everyday situations.',
    attendees: 18,
    imageUrl: '',
    meetupUrl: 'https://www.meetup.com/letting-go-circle/events/demo-event-2/',
  },
  {
    id: 'demo-event-3',
    title: 'New Year, Lighter Heart',
    date: '2027-01-09',
    time: '10:00 AM',
    location: 'Online',
    description: 'Start the year by letting go of the last one. A guided morning session.',
    attendees: 65,
    imageUrl: '',
    meetupUrl: 'https://www.meetup.com/letting-go-circle/events/demo-event-3/',
  },
]
