import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`CREATE INDEX \`unsubscribedFrom_status_unsubscribedAt_idx\` ON \`email_signups\` (\`unsubscribed_from\`,\`status\`,\`unsubscribed_at\`);`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP INDEX \`unsubscribedFrom_status_unsubscribedAt_idx\`;`)
}
