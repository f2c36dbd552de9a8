/** npm run restore <folder> — puts a backup back in place. Stop the server first. */
import nextEnv from '@next/env'

import { restore } from '../src/platform/database/backup'
import { getEnv } from '../src/platform/env'

nextEnv.loadEnvConfig(process.cwd())
const source = process.argv[2]
if (!source) {
  console.error('Usage: npm run restore <backup folder>')
  process.exit(2)
}
try {
  restore({ databaseUri: getEnv().DATABASE_URI, mediaDir: 'media', source })
  console.log(`Restored ${source}`)
} catch (error) {
  console.error(`Restore failed: ${error instanceof Error ? error.message : String(error)}`)
  process.exit(1)
}
