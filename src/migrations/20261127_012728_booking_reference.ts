import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`ALTER TABLE \`bookings\` ADD \`reference\` text;`)
  await db.run(sql`CREATE UNIQUE INDEX \`bookings_reference_idx\` ON \`bookings\` (\`reference\`);`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP INDEX \`bookings_reference_idx\`;`)
  await db.run(sql`ALTER TABLE \`bookings\` DROP COLUMN \`reference\`;`)
}
