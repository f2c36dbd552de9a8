import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`CREATE TABLE \`email_signups_history\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`event\` text NOT NULL,
  	\`at\` text NOT NULL,
  	\`source\` text,
  	\`ip_hash\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`email_signups\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`email_signups_history_order_idx\` ON \`email_signups_history\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`email_signups_history_parent_id_idx\` ON \`email_signups_history\` (\`_parent_id\`);`)
  await db.run(sql`ALTER TABLE \`email_signups\` ADD \`status\` text DEFAULT 'pending';`)
  await db.run(sql`ALTER TABLE \`email_signups\` ADD \`confirmed_at\` text;`)
  await db.run(sql`ALTER TABLE \`email_signups\` ADD \`unsubscribed_at\` text;`)
  await db.run(sql`ALTER TABLE \`email_signups\` ADD \`source\` text;`)
  await db.run(sql`ALTER TABLE \`email_signups\` ADD \`confirmation_sent_at\` text;`)
  await db.run(sql`CREATE INDEX \`email_signups_status_idx\` ON \`email_signups\` (\`status\`);`)
  // Addresses stored before the mailing list had states signed up under single opt-in and got the
  // welcome e-mail: they stay on the list as confirmed, dated from their sign-up.
  await db.run(sql`UPDATE \`email_signups\` SET \`status\` = 'confirmed', \`confirmed_at\` = \`subscribed_at\`, \`source\` = 'before double opt-in';`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP TABLE \`email_signups_history\`;`)
  await db.run(sql`DROP INDEX \`email_signups_status_idx\`;`)
  await db.run(sql`ALTER TABLE \`email_signups\` DROP COLUMN \`status\`;`)
  await db.run(sql`ALTER TABLE \`email_signups\` DROP COLUMN \`confirmed_at\`;`)
  await db.run(sql`ALTER TABLE \`email_signups\` DROP COLUMN \`unsubscribed_at\`;`)
  await db.run(sql`ALTER TABLE \`email_signups\` DROP COLUMN \`source\`;`)
  await db.run(sql`ALTER TABLE \`email_signups\` DROP COLUMN \`confirmation_sent_at\`;`)
}
