import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'

import { createClient } from '@libsql/client'

import { backup, restore } from '@/platform/database/backup'

import { startTestPayload, type TestPayload } from './helpers/payload'

let ctx: TestPayload
const work = fs.mkdtempSync(path.join(os.tmpdir(), 'backup-int-'))

beforeAll(async () => {
  ctx = await startTestPayload()
})

afterAll(async () => {
  fs.rmSync(work, { recursive: true, force: true })
  fs.rmSync(path.dirname(ctx.dbFile), { recursive: true, force: true })
})

const countEmailSignups = async (file: string) => {
  const client = createClient({ url: `file:${file}` })
  try {
    const result = await client.execute('SELECT COUNT(*) AS n FROM email_signups')
    return Number(result.rows[0].n)
  } finally {
    client.close()
  }
}

it('backs up a live database and the media folder, and restores them', async () => {
  const { payload, dbFile } = ctx
  for (const email of ['one@example.com', 'two@example.com']) {
    await payload.create({
      collection: 'email-signups',
      data: { email, subscribedAt: new Date().toISOString() },
    })
  }
  const mediaDir = path.join(work, 'media')
  fs.mkdirSync(mediaDir)
  fs.writeFileSync(path.join(mediaDir, 'picture.webp'), 'original')

  const target = path.join(work, 'backup-1')
  await backup({ databaseUri: `file:${dbFile}`, mediaDir, target })

  // Changes after the backup, then the server stops.
  await payload.create({
    collection: 'email-signups',
    data: { email: 'three@example.com', subscribedAt: new Date().toISOString() },
  })
  fs.writeFileSync(path.join(mediaDir, 'picture.webp'), 'changed')
  await payload.destroy()
  expect(await countEmailSignups(dbFile)).toBe(3)

  restore({ databaseUri: `file:${dbFile}`, mediaDir, source: target })
  expect(await countEmailSignups(dbFile)).toBe(2)
  expect(fs.readFileSync(path.join(mediaDir, 'picture.webp'), 'utf8')).toBe('original')
})

it('refuses a folder that is not a backup', () => {
  expect(() => restore({ databaseUri: 'file:/tmp/x.db', mediaDir: work, source: work })).toThrow(
    'not a backup folder',
  )
})

it('refuses MongoDB, which has its own tools', async () => {
  await expect(
    backup({ databaseUri: 'mongodb://localhost/site', mediaDir: work, target: work }),
  ).rejects.toThrow('use mongodump for MongoDB')
})
