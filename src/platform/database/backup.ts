import fs from 'node:fs'
import path from 'node:path'

import { createClient } from '@libsql/client'

const DB_FILE = 'site.db'
const MEDIA_DIR = 'media'

export function sqliteFilePath(uri: string): string {
  if (!uri.startsWith('file:'))
    throw new Error(
      'Backups cover the embedded SQLite database (DATABASE_URI=file:...); use mongodump for MongoDB',
    )
  return path.resolve(uri.slice('file:'.length))
}

export const timestampedFolder = (root: string, now = new Date()) =>
  path.join(root, now.toISOString().replace(/[:.]/g, '-'))

/**
 * Writes a consistent copy of a live SQLite database (VACUUM INTO reads one snapshot,
 * so writers may go on) and a copy of the media folder into `target`.
 */
export async function backup({
  databaseUri,
  mediaDir,
  target,
}: {
  databaseUri: string
  mediaDir: string
  target: string
}) {
  const source = sqliteFilePath(databaseUri)
  if (!fs.existsSync(source)) throw new Error(`No database at ${source}`)
  fs.mkdirSync(target, { recursive: true })
  const destination = path.join(target, DB_FILE)
  const client = createClient({ url: `file:${source}` })
  try {
    await client.execute({ sql: 'VACUUM INTO ?', args: [destination] })
  } finally {
    client.close()
  }
  if (fs.existsSync(mediaDir)) fs.cpSync(mediaDir, path.join(target, MEDIA_DIR), { recursive: true })
  return { database: destination, media: path.join(target, MEDIA_DIR) }
}

/** Puts a backup folder back in place. The server must be stopped: the database file is replaced. */
export function restore({
  databaseUri,
  mediaDir,
  source,
}: {
  databaseUri: string
  mediaDir: string
  source: string
}) {
  const backupDb = path.join(source, DB_FILE)
  if (!fs.existsSync(backupDb)) throw new Error(`${source} holds no ${DB_FILE}: not a backup folder`)
  const target = sqliteFilePath(databaseUri)
  fs.mkdirSync(path.dirname(target), { recursive: true })
  for (const suffix of ['-wal', '-shm']) fs.rmSync(`${target}${suffix}`, { force: true })
  const staging = `${target}.restoring`
  fs.copyFileSync(backupDb, staging)
  fs.renameSync(staging, target)
  const backupMedia = path.join(source, MEDIA_DIR)
  if (fs.existsSync(backupMedia)) {
    fs.rmSync(mediaDir, { recursive: true, force: true })
    fs.cpSync(backupMedia, mediaDir, { recursive: true })
  }
}
