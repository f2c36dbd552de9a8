import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`ALTER TABLE \`broadcasts\` ADD \`cursor\` numeric DEFAULT 0;`)
  await db.run(sql`ALTER TABLE \`broadcasts\` ADD \`enqueued_all\` integer DEFAULT false;`)
  await db.run(sql`CREATE INDEX \`purpose_status_idx\` ON \`email_outbox\` (\`purpose\`,\`status\`);`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP INDEX \`purpose_status_idx\`;`)
  await db.run(sql`ALTER TABLE \`broadcasts\` DROP COLUMN \`cursor\`;`)
  await db.run(sql`ALTER TABLE \`broadcasts\` DROP COLUMN \`enqueued_all\`;`)
}
