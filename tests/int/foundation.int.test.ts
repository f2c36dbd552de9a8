import type { Payload } from 'payload'

import type { User } from '@/payload-types'

import { startTestPayload, type TestPayload } from './helpers/payload'

let ctx: TestPayload
let payload: Payload

beforeAll(async () => {
  ctx = await startTestPayload()
  payload = ctx.payload
})

afterAll(async () => {
  await ctx?.cleanup()
})

const countAll = async () => {
  const collections = [
    'users',
    'media',
    'programs',
    'businesses',
    'writings',
    'poems',
    'galleries',
    'creative-categories',
    'texts',
    'courses',
    'seminars',
  ] as const
  const counts: Record<string, number> = {}
  for (const collection of collections) {
    counts[collection] = (await payload.count({ collection })).totalDocs
  }
  return counts
}

describe('the seeder', () => {
  it('loads the spec counts and leaves the same counts when run twice', async () => {
    const { seed } = await import('@/seed')
    const options = { adminEmail: 'admin@example.com', adminPassword: 'admin-password-123' }
    await seed(payload, options)
    const once = await countAll()
    await seed(payload, options)
    expect(await countAll()).toEqual(once)

    expect(once.programs).toBe(9)
    expect(once.poems).toBe(4)
    expect(once['creative-categories']).toBe(15)
    expect(once.seminars).toBeGreaterThanOrEqual(3)

    const galleries = await payload.find({ collection: 'galleries', limit: 100, depth: 0 })
    const itemCount = (slug: string, heading?: string) => {
      const gallery = galleries.docs.find((doc) => doc.slug === slug)
      const sections = gallery?.sections.filter((section) => !heading || section.heading === heading) ?? []
      return sections.reduce((sum, section) => sum + (section.items?.length ?? 0), 0)
    }
    expect(itemCount('landscapes')).toBe(6)
    expect(itemCount('animations')).toBe(4)
    expect(itemCount('drawings')).toBe(18)
    expect(itemCount('architecture')).toBe(5)
    expect(itemCount('music', 'Tracks')).toBe(4)
    expect(itemCount('songs', 'House')).toBe(10)
    expect(itemCount('songs', 'Folk')).toBe(3)
    expect(itemCount('visions')).toBe(6)
    expect(itemCount('self-portraits')).toBe(1)
    expect(itemCount('photography', 'HOLY')).toBe(4)
    expect(itemCount('photography', 'Ukrainian Refugee Camp')).toBe(11)
    expect(itemCount('political-cartoons')).toBe(4)
    expect(itemCount('witticisms')).toBe(20)

    const course = await payload.find({ collection: 'courses', where: { slug: { equals: 'how-to-let-go' } } })
    const lessonsPerModule = course.docs[0].modules.map((module) => module.lessons.length)
    expect(lessonsPerModule).toEqual([11, 9, 6, 6, 7, 2])
    expect(course.docs[0].modules[0].lessons[0].lessonId).toBe('lesson-1-1')

    const poems = await payload.find({ collection: 'poems', depth: 0 })
    expect(poems.docs.filter((poem) => poem.audio).length).toBe(2)
  })

  it('records each run as one content change: a new content-generation token, so no server reuses content kept from before', async () => {
    const { seed } = await import('@/seed')
    const options = { adminEmail: 'admin@example.com', adminPassword: 'admin-password-123' }
    const token = async () =>
      (await payload.findGlobal({ slug: 'content-generation', depth: 0, overrideAccess: true })).token
    await seed(payload, options)
    const first = await token()
    expect(first).toMatch(/^[0-9a-f-]{36}$/)
    await seed(payload, options)
    const second = await token()
    expect(second).toMatch(/^[0-9a-f-]{36}$/)
    expect(second).not.toBe(first)
  })
})

describe('access rules', () => {
  let memberA: User
  let memberB: User

  beforeAll(async () => {
    memberA = await payload.create({
      collection: 'users',
      data: {
        email: 'a@example.com',
        password: 'password-aaaa',
        roles: ['member'],
        requirePasswordChange: false,
      },
    })
    memberB = await payload.create({
      collection: 'users',
      data: {
        email: 'b@example.com',
        password: 'password-bbbb',
        roles: ['member'],
        requirePasswordChange: false,
      },
    })
    await payload.create({
      collection: 'lesson-progress',
      data: { user: memberB.id, lessonId: 'lesson-1-1', completed: true },
    })
    await payload.create({
      collection: 'email-signups',
      data: { email: 'reader@example.com', subscribedAt: new Date().toISOString() },
    })
  })

  const asUser = async (id: number) => ({
    ...(await payload.findByID({ collection: 'users', id })),
    collection: 'users' as const,
  })

  it('refuses anonymous listing of users', async () => {
    await expect(payload.find({ collection: 'users', overrideAccess: false })).rejects.toThrow()
  })

  it('lets a member see only their own user record, without hash or salt', async () => {
    const user = await asUser(memberA.id)
    const result = await payload.find({ collection: 'users', overrideAccess: false, user })
    expect(result.docs.map((doc) => doc.email)).toEqual(['a@example.com'])
    expect(result.docs[0]).not.toHaveProperty('hash')
    expect(result.docs[0]).not.toHaveProperty('salt')
  })

  it("keeps a member from reading another member's progress", async () => {
    const user = await asUser(memberA.id)
    const result = await payload.find({ collection: 'lesson-progress', overrideAccess: false, user })
    expect(result.docs).toHaveLength(0)
  })

  it('keeps a member from reading any e-mail sign-up', async () => {
    const user = await asUser(memberA.id)
    await expect(payload.find({ collection: 'email-signups', overrideAccess: false, user })).rejects.toThrow()
  })

  it('keeps a member from making themselves an admin', async () => {
    const user = await asUser(memberA.id)
    const attempt = payload.update({
      collection: 'users',
      id: memberA.id,
      data: { roles: ['admin'] },
      overrideAccess: false,
      user,
    })
    await expect(attempt).rejects.toMatchObject({
      status: 403,
      message: 'Only an administrator can set roles.',
    })
    expect((await payload.findByID({ collection: 'users', id: memberA.id })).roles).toEqual(['member'])
  })

  it('refuses a password shorter than 8 characters', async () => {
    const attempt = payload.create({
      collection: 'users',
      data: {
        email: 'short@example.com',
        password: 'short',
        roles: ['member'],
        requirePasswordChange: false,
      },
    })
    await expect(attempt).rejects.toMatchObject({
      data: { errors: [{ path: 'password', message: 'Password must be at least 8 characters' }] },
    })
    expect(
      (await payload.count({ collection: 'users', where: { email: { equals: 'short@example.com' } } }))
        .totalDocs,
    ).toBe(0)
  })

  it('lets anonymous visitors read public content but not write it', async () => {
    const programs = await payload.find({ collection: 'programs', overrideAccess: false })
    expect(programs.totalDocs).toBeGreaterThan(0)
    await expect(
      payload.create({
        collection: 'programs',
        overrideAccess: false,
        data: { slug: 'x', title: 'x', description: 'x', badge: 'x', link: '/x', section: 'other' },
      }),
    ).rejects.toThrow()
  })
})

describe('links the owner types', () => {
  const LINK = 'Use a full address starting with https://, or a path of this site starting with /'

  it("refuses a program's link or a Meetup address typed without https://, naming the field, and keeps what was saved", async () => {
    const [program] = (await payload.find({ collection: 'programs', limit: 1, depth: 0 })).docs
    await expect(
      payload.update({ collection: 'programs', id: program.id, data: { link: 'www.example.com/course' } }),
    ).rejects.toMatchObject({ data: { errors: [{ path: 'link', message: LINK }] } })
    expect((await payload.findByID({ collection: 'programs', id: program.id, depth: 0 })).link).toBe(
      program.link,
    )

    const settings = await payload.findGlobal({ slug: 'site-settings', depth: 0 })
    await expect(
      payload.updateGlobal({
        slug: 'site-settings',
        data: { meetupGroupUrl: 'www.meetup.com/letting-go-circle/' },
      }),
    ).rejects.toMatchObject({ data: { errors: [{ path: 'meetupGroupUrl', message: LINK }] } })
    expect((await payload.findGlobal({ slug: 'site-settings', depth: 0 })).meetupGroupUrl).toBe(
      settings.meetupGroupUrl,
    )
  })

  it('takes for a video only what the site can play: a Vimeo link or id, or a video file of its own', async () => {
    const VIDEO =
      'Use a Vimeo link (https://vimeo.com/76979871) or a video file of this site (a path starting with /)'
    const VIMEO_ID = 'Use the Vimeo video id: the digits at the end of its link (e.g. 76979871)'
    const before = await payload.findGlobal({ slug: 'site-settings', depth: 0 })
    for (const [field, value, message] of [
      ['crashCourseVideoUrl', 'https://www.youtube.com/watch?v=dQw4w9WgXcQ', VIDEO],
      ['crashCourseVideoUrl', 'https://example.com/intro.mp4', VIDEO],
      ['crashCourseVideoUrl', '//cdn.example.com/intro.mp4', VIDEO],
      ['recordingEmbedId', 'https://vimeo.com/76979871', VIMEO_ID],
      ['recordingEmbedId', '7697 9871', VIMEO_ID],
    ] as const) {
      await expect(
        payload.updateGlobal({ slug: 'site-settings', data: { [field]: value } }),
      ).rejects.toMatchObject({
        data: { errors: [{ path: field, message }] },
      })
    }
    expect(await payload.findGlobal({ slug: 'site-settings', depth: 0 })).toEqual(before)
    // A value stored before the rule does not hold up a save of the other settings
    const legacy = 'https://www.youtube.com/watch?v=dQw4w9WgXcQ'
    await payload.db.updateGlobal({
      slug: 'site-settings',
      data: { crashCourseVideoUrl: legacy },
      req: {} as never,
    })
    const other = await payload.updateGlobal({ slug: 'site-settings', data: { footerDescription: 'Kept' } })
    expect([other.crashCourseVideoUrl, other.footerDescription]).toEqual([legacy, 'Kept'])
    await payload.updateGlobal({
      slug: 'site-settings',
      data: { footerDescription: before.footerDescription },
    })
    for (const crashCourseVideoUrl of [
      'https://vimeo.com/76979871',
      'https://player.vimeo.com/video/76979871',
      '/videos/intro.mp4',
      '',
    ]) {
      const saved = await payload.updateGlobal({
        slug: 'site-settings',
        data: { crashCourseVideoUrl, recordingEmbedId: '76979871' },
      })
      expect(saved.crashCourseVideoUrl).toBe(crashCourseVideoUrl)
    }
  })
})
