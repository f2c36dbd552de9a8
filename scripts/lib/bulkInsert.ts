/** The SQLite adapter's drizzle client and tables, as the benches' bulk seeding uses them. */
export type BulkDb = {
  drizzle: { insert: (table: unknown) => { values: (rows: unknown[]) => Promise<unknown> } }
  tables: Record<string, unknown>
}

const BATCH = 2_000

/** Inserts `total` rows made by `row` into `table`, 2,000 to a statement (a bench's seed, not the app). */
export async function insertInBatches(
  db: BulkDb,
  table: string,
  total: number,
  row: (i: number) => Record<string, unknown>,
) {
  for (let start = 0; start < total; start += BATCH) {
    const rows = Array.from({ length: Math.min(BATCH, total - start) }, (_, i) => row(start + i))
    await db.drizzle.insert(db.tables[table]).values(rows)
  }
}
