import { processWide } from '../processWide'

/**
 * Tells who listens in this process that its database has answered: MongoDB's connection is open,
 * or SQLite's file is open and its migrations are about to run. What follows (MongoDB's index
 * builds, either adapter's migrations) may take as long as the data needs, so `npm start`'s
 * preflight limits the wait for the answer only (scripts/preflight.ts).
 */
const listeners = processWide('databaseAnswered', () => new Set<() => void>())

export function markDatabaseAnswered(): void {
  for (const listener of listeners) listener()
}

/** Calls `listener` each time a database of this process answers from now on; answers a function that stops it. */
export function onDatabaseAnswer(listener: () => void): () => void {
  listeners.add(listener)
  return () => listeners.delete(listener)
}
