import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`CREATE INDEX \`email_signups_subscribed_at_idx\` ON \`email_signups\` (\`subscribed_at\`);`)
  await db.run(sql`CREATE INDEX \`email_signups_confirmed_at_idx\` ON \`email_signups\` (\`confirmed_at\`);`)
  await db.run(sql`CREATE INDEX \`status_unsubscribedAt_idx\` ON \`email_signups\` (\`status\`,\`unsubscribed_at\`);`)
  await db.run(sql`CREATE INDEX \`purpose_status_sentAt_idx\` ON \`email_outbox\` (\`purpose\`,\`status\`,\`sent_at\`);`)
  await db.run(sql`CREATE INDEX \`completed_completedAt_lessonId_idx\` ON \`lesson_progress\` (\`completed\`,\`completed_at\`,\`lesson_id\`);`)
  await db.run(sql`CREATE INDEX \`status_createdAt_idx\` ON \`bookings\` (\`status\`,\`created_at\`);`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP INDEX \`email_signups_subscribed_at_idx\`;`)
  await db.run(sql`DROP INDEX \`email_signups_confirmed_at_idx\`;`)
  await db.run(sql`DROP INDEX \`status_unsubscribedAt_idx\`;`)
  await db.run(sql`DROP INDEX \`purpose_status_sentAt_idx\`;`)
  await db.run(sql`DROP INDEX \`completed_completedAt_lessonId_idx\`;`)
  await db.run(sql`DROP INDEX \`status_createdAt_idx\`;`)
}
