/** npm run backup [root] — a consistent copy of the SQLite database and the media folder in a timestamped folder. */
import nextEnv from '@next/env'

import { backup, timestampedFolder } from '../src/platform/database/backup'
import { getEnv } from '../src/platform/env'

nextEnv.loadEnvConfig(process.cwd())
try {
  const target = timestampedFolder(process.argv[2] ?? 'backups')
  const written = await backup({ databaseUri: getEnv().DATABASE_URI, mediaDir: 'media', target })
  console.log(`Backup written to ${target} (${written.database}, ${written.media})`)
} catch (error) {
  console.error(`Backup failed: ${error instanceof Error ? error.message : String(error)}`)
  process.exit(1)
}
