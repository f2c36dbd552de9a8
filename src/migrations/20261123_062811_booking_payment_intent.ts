import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`ALTER TABLE \`bookings\` ADD \`payment_intent\` text;`)
  await db.run(sql`CREATE INDEX \`bookings_payment_intent_idx\` ON \`bookings\` (\`payment_intent\`);`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP INDEX \`bookings_payment_intent_idx\`;`)
  await db.run(sql`ALTER TABLE \`bookings\` DROP COLUMN \`payment_intent\`;`)
}
