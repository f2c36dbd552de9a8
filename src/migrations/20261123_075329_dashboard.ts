import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`DROP INDEX \`purpose_status_idx\`;`)
  await db.run(sql`CREATE INDEX \`purpose_status_sentAt_idx\` ON \`email_outbox\` (\`purpose\`,\`status\`,\`sent_at\`);`)
  await db.run(sql`ALTER TABLE \`bookings\` ADD \`payment_intent\` text;`)
  await db.run(sql`CREATE INDEX \`bookings_payment_intent_idx\` ON \`bookings\` (\`payment_intent\`);`)
  await db.run(sql`CREATE INDEX \`status_createdAt_idx\` ON \`bookings\` (\`status\`,\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`email_signups_subscribed_at_idx\` ON \`email_signups\` (\`subscribed_at\`);`)
  await db.run(sql`CREATE INDEX \`email_signups_confirmed_at_idx\` ON \`email_signups\` (\`confirmed_at\`);`)
  await db.run(sql`CREATE INDEX \`status_unsubscribedAt_idx\` ON \`email_signups\` (\`status\`,\`unsubscribed_at\`);`)
  await db.run(sql`CREATE INDEX \`unsubscribedFrom_status_unsubscribedAt_idx\` ON \`email_signups\` (\`unsubscribed_from\`,\`status\`,\`unsubscribed_at\`);`)
  await db.run(sql`CREATE INDEX \`lessonId_completed_completedAt_idx\` ON \`lesson_progress\` (\`lesson_id\`,\`completed\`,\`completed_at\`);`)
  await db.run(sql`CREATE INDEX \`updatedAt_user_idx\` ON \`lesson_progress\` (\`updated_at\`,\`user_id\`);`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP INDEX \`email_signups_subscribed_at_idx\`;`)
  await db.run(sql`DROP INDEX \`email_signups_confirmed_at_idx\`;`)
  await db.run(sql`DROP INDEX \`status_unsubscribedAt_idx\`;`)
  await db.run(sql`DROP INDEX \`unsubscribedFrom_status_unsubscribedAt_idx\`;`)
  await db.run(sql`DROP INDEX \`purpose_status_sentAt_idx\`;`)
  await db.run(sql`CREATE INDEX \`purpose_status_idx\` ON \`email_outbox\` (\`purpose\`,\`status\`);`)
  await db.run(sql`DROP INDEX \`lessonId_completed_completedAt_idx\`;`)
  await db.run(sql`DROP INDEX \`updatedAt_user_idx\`;`)
  await db.run(sql`DROP INDEX \`bookings_payment_intent_idx\`;`)
  await db.run(sql`DROP INDEX \`status_createdAt_idx\`;`)
  await db.run(sql`ALTER TABLE \`bookings\` DROP COLUMN \`payment_intent\`;`)
}
