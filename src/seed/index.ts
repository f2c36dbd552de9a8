import { randomUUID } from 'node:crypto'
import fs from 'node:fs/promises'
import path from 'node:path'
import { fileURLToPath } from 'node:url'

import type { CollectionSlug, Payload, RequestContext, Where } from 'payload'

import { createAdminUser, hasAccount } from '@/features/accounts'
import { CONTENT_GENERATION_SLUG } from '@/platform/cache/ContentGenerationGlobal'
import type { Gallery } from '@/payload-types'
import { DEMO_AVAILABILITY } from '@/features/payments'
import { businesses, creativeCategories, programs, writings } from './content/catalog'
import { course } from './content/course'
import { crashCourseSequence } from './content/crashCourseEmails'
import { galleries, type SeedItem } from './content/galleries'
import { poems } from './content/poems'
import { seminarEvents } from './content/seminars'
import { furniture, inventions, neuroscience, siteSettings } from './content/site'
import { texts } from './content/texts'
import { placeholderImage, placeholderPdf } from './placeholders'
import { richTextParagraphs } from './richText'

const ASSETS_DIR = path.join(path.dirname(fileURLToPath(import.meta.url)), 'assets')
const context: RequestContext = { disableRevalidate: true }

/** `adminPassword` undefined: no admin is created (a public production site without ADMIN_PASSWORD). */
type SeedOptions = { adminEmail: string; adminPassword: string | undefined }
type UploadFile = { data: Buffer; mimetype: string; name: string; size: number }

/** Finds one document matching `where`; updates it when present, creates it otherwise. */
async function upsert<T extends CollectionSlug>(
  payload: Payload,
  collection: T,
  where: Where,
  data: Record<string, unknown>,
): Promise<string | number> {
  const existing = await payload.find({ collection, where, limit: 1, depth: 0, pagination: false, context })
  const doc = existing.docs[0]
  if (doc) {
    await payload.update({ collection, id: doc.id, data: data as never, depth: 0, context })
    return doc.id
  }
  const created = await payload.create({ collection, data: data as never, depth: 0, context })
  return created.id
}

function mediaSeeder(payload: Payload) {
  let imageIndex = 0
  const byAlt = async (alt: string, makeFile: () => Promise<UploadFile>) => {
    const existing = await payload.find({
      collection: 'media',
      where: { alt: { equals: alt } },
      limit: 1,
      depth: 0,
      context,
    })
    if (existing.docs[0]) return existing.docs[0].id
    const created = await payload.create({
      collection: 'media',
      data: { alt },
      file: await makeFile(),
      depth: 0,
      context,
    })
    return created.id
  }
  const asset = (fileName: string, mimetype: string) => async (): Promise<UploadFile> => {
    const data = await fs.readFile(path.join(ASSETS_DIR, fileName))
    return { data, mimetype, name: fileName, size: data.length }
  }
  return {
    image: (alt: string) => {
      const index = imageIndex++
      return byAlt(alt, async () => {
        const data = await placeholderImage(alt, index)
        const name = `${alt.toLowerCase().replace(/[^a-z0-9]+/g, '-')}.png`
        return { data, mimetype: 'image/png', name, size: data.length }
      })
    },
    video: (alt: string) => byAlt(alt, asset('animation.webm', 'video/webm')),
    audio: (alt: string) => byAlt(alt, asset('recording.mp3', 'audio/mpeg')),
    pdf: (alt: string, title: string, lines: string[]) =>
      byAlt(alt, async () => {
        const data = placeholderPdf(title, lines)
        return { data, mimetype: 'application/pdf', name: 'precis-draft.pdf', size: data.length }
      }),
  }
}

type Media = ReturnType<typeof mediaSeeder>

async function galleryItem(media: Media, galleryTitle: string, item: SeedItem) {
  const base = { kind: item.kind, title: item.title, caption: item.caption ?? null }
  switch (item.kind) {
    case 'image':
      return { ...base, media: await media.image(`${galleryTitle}: ${item.title}`) }
    case 'video':
      return { ...base, media: await media.video(`${galleryTitle}: ${item.title}`) }
    case 'audio':
      return { ...base, media: await media.audio(`${galleryTitle}: ${item.title}`) }
    case 'link':
      return { ...base, url: item.url }
    case 'quote':
      return { ...base, date: item.date }
  }
}

async function seedGalleries(payload: Payload, media: Media) {
  for (const [order, gallery] of galleries.entries()) {
    const sections: Gallery['sections'] = []
    for (const section of gallery.sections) {
      const items = []
      for (const item of section.items) items.push(await galleryItem(media, gallery.title, item))
      sections.push({ heading: section.heading ?? null, items })
    }
    await upsert(
      payload,
      'galleries',
      { slug: { equals: gallery.slug } },
      {
        slug: gallery.slug,
        title: gallery.title,
        intro: gallery.intro,
        columns: gallery.columns ?? 3,
        launch: gallery.launch
          ? { ...gallery.launch, controls: gallery.launch.controls.map((control) => ({ control })) }
          : undefined,
        sections,
        order,
      },
    )
  }
}

async function seedCatalog(payload: Payload, media: Media) {
  for (const [order, program] of programs.entries()) {
    await upsert(
      payload,
      'programs',
      { slug: { equals: program.slug } },
      {
        ...program,
        features: 'features' in program ? program.features.map((feature) => ({ feature })) : [],
        image: await media.image(`Program: ${program.title}`),
        order,
      },
    )
  }
  for (const [order, business] of businesses.entries()) {
    await upsert(payload, 'businesses', { name: { equals: business.name } }, { ...business, order })
  }
  for (const [order, writing] of writings.entries()) {
    await upsert(
      payload,
      'writings',
      { title: { equals: writing.title } },
      {
        ...writing,
        image: await media.image(`Writing: ${writing.title}`),
        order,
      },
    )
  }
  for (const [order, category] of creativeCategories.entries()) {
    await upsert(
      payload,
      'creative-categories',
      { name: { equals: category.name } },
      {
        ...category,
        image: await media.image(`Creative: ${category.name}`),
        order,
      },
    )
  }
}

async function seedPoemsAndTexts(payload: Payload, media: Media) {
  for (const [order, poem] of poems.entries()) {
    await upsert(
      payload,
      'poems',
      { title: { equals: poem.title } },
      {
        title: poem.title,
        year: poem.year,
        content: poem.content,
        summary: richTextParagraphs(poem.summary),
        audio: poem.withAudio ? await media.audio(`Recording of ${poem.title}`) : null,
        order,
      },
    )
  }
  for (const text of texts) {
    await upsert(payload, 'texts', { slug: { equals: text.slug } }, text)
  }
  await upsert(payload, 'courses', { slug: { equals: course.slug } }, course)
  for (const event of seminarEvents) {
    const existing = await payload.find({
      collection: 'seminars',
      where: { id: { equals: event.id } },
      limit: 1,
      context,
    })
    if (!existing.docs[0])
      await payload.create({ collection: 'seminars', data: { ...event, status: 'upcoming' }, context })
  }
}

async function seedGlobals(payload: Payload, media: Media) {
  await payload.updateGlobal({ slug: 'site-settings', data: siteSettings, context })
  const precis = await media.pdf(
    'Precis: The Potential Neuroscience of Repressed Emotion (draft)',
    'Precis (draft)',
    [
      'The Potential Neuroscience of Repressed Emotion',
      'A one-page precis of a speculative paper. Draft for discussion.',
    ],
  )
  await payload.updateGlobal({
    slug: 'neuroscience',
    context,
    data: {
      ...neuroscience,
      research: [
        {
          title: 'Precis (draft)',
          description: 'A one-page summary of the argument, as a PDF to download.',
          status: 'Draft',
          file: precis,
        },
        {
          title: 'The Potential Neuroscience of Repressed Emotion',
          description: 'A speculative paper on how the brain may hold back and release emotion.',
          status: 'Speculative',
          path: '/the-potential-neuroscience-of-repressed-emotion',
        },
      ],
    },
  })
  const inventionImage = await media.image('Invention: Shot Trainer')
  await payload.updateGlobal({
    slug: 'inventions',
    context,
    data: {
      ...inventions,
      inventions: inventions.inventions.map((invention) => ({ ...invention, image: inventionImage })),
    },
  })
  const collections = []
  for (const collection of furniture.collections) {
    collections.push({ ...collection, image: await media.image(`Furniture: ${collection.title}`) })
  }
  await payload.updateGlobal({ slug: 'furniture', context, data: { ...furniture, collections } })
  // The demo's session availability: scheduling on, weekdays 09:00-17:00 in New York
  await payload.updateGlobal({
    slug: 'session-availability',
    context,
    data: DEMO_AVAILABILITY,
    overrideAccess: true,
  })
}

/** The seeder's first step: the admin from ADMIN_EMAIL and ADMIN_PASSWORD, when there is none yet. */
export async function ensureAdmin(payload: Payload, { adminEmail, adminPassword }: SeedOptions) {
  if (await hasAccount(payload, adminEmail)) return
  if (!adminPassword) {
    payload.logger.warn(
      `No admin created: ADMIN_PASSWORD is unset, and a production site never gets a default password. Create one with ADMIN_EMAIL=you@example.com ADMIN_PASSWORD=... npm run create-admin, or on the first-user screen at /admin.`,
    )
    return
  }
  await createAdminUser(payload, { email: adminEmail, password: adminPassword }, context)
  payload.logger.warn(
    `Created the admin ${adminEmail} with the password from ADMIN_PASSWORD (the demo's default unless set). Change it in /admin.`,
  )
}

/**
 * The crash-course e-mail sequence, created once: the owner edits it in the admin afterwards, and
 * rewriting its steps would give them new ids (so subscribers would get them again).
 */
async function seedEmailSequences(payload: Payload) {
  const existing = await payload.count({
    collection: 'email-sequences',
    where: { key: { equals: crashCourseSequence.key } },
    overrideAccess: true,
  })
  if (existing.totalDocs === 0) {
    await payload.create({ collection: 'email-sequences', data: crashCourseSequence, depth: 0, context })
  }
}

/** Loads the demo content. Safe to run again: every record is matched by a natural key and updated. */
export async function seed(payload: Payload, options: SeedOptions): Promise<void> {
  const media = mediaSeeder(payload)
  const steps: [string, () => Promise<void>][] = [
    ['admin user', () => ensureAdmin(payload, options)],
    ['site settings and page globals', () => seedGlobals(payload, media)],
    ['programs, businesses, writings, creative categories', () => seedCatalog(payload, media)],
    ['galleries', () => seedGalleries(payload, media)],
    ['poems, texts, course, seminar events', () => seedPoemsAndTexts(payload, media)],
    ['crash-course e-mail sequence', () => seedEmailSequences(payload)],
  ]
  for (const [label, step] of steps) {
    payload.logger.info(`Seeding ${label}...`)
    await step()
  }
  // One content change for all of it: a server's kept content and pages from before are not reused
  await payload.updateGlobal({
    slug: CONTENT_GENERATION_SLUG,
    data: { token: randomUUID() },
    depth: 0,
    overrideAccess: true,
    context,
  })
  payload.logger.info('Seed complete.')
}
