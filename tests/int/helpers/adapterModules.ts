/**
 * Builds the database adapter of the URI given as the first argument, in a process of its own,
 * and prints how many of mongoose's files the process has loaded, for
 * tests/int/database.int.test.ts.
 */
import { createRequire } from 'node:module'

import { databaseAdapter } from '../../../src/platform/database/database'

const adapter = await databaseAdapter(process.argv[2] ?? '', process.cwd())
const loaded = Object.keys(createRequire(import.meta.url).cache).filter((file) =>
  file.includes('/node_modules/mongoose/'),
)
process.stdout.write(`${JSON.stringify({ adapter: adapter.name, mongooseFiles: loaded.length })}\n`)
