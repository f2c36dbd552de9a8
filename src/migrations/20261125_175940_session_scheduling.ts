import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`CREATE TABLE \`session_availability_weekly_hours\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`day\` text NOT NULL,
  	\`start\` text NOT NULL,
  	\`end\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`session_availability\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`session_availability_weekly_hours_order_idx\` ON \`session_availability_weekly_hours\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`session_availability_weekly_hours_parent_id_idx\` ON \`session_availability_weekly_hours\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`session_availability_blocked_dates\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`from\` text NOT NULL,
  	\`to\` text NOT NULL,
  	\`note\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`session_availability\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`session_availability_blocked_dates_order_idx\` ON \`session_availability_blocked_dates\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`session_availability_blocked_dates_parent_id_idx\` ON \`session_availability_blocked_dates\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`session_availability\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`enabled\` integer DEFAULT false,
  	\`time_zone\` text DEFAULT 'America/New_York' NOT NULL,
  	\`session_minutes\` numeric DEFAULT 30 NOT NULL,
  	\`buffer_before_minutes\` numeric DEFAULT 15 NOT NULL,
  	\`buffer_after_minutes\` numeric DEFAULT 15 NOT NULL,
  	\`minimum_notice_hours\` numeric DEFAULT 24 NOT NULL,
  	\`booking_window_days\` numeric DEFAULT 60 NOT NULL,
  	\`max_per_day\` numeric DEFAULT 4 NOT NULL,
  	\`video_instructions\` text,
  	\`free_change_hours\` numeric DEFAULT 24 NOT NULL,
  	\`feed_token\` text,
  	\`updated_at\` text,
  	\`created_at\` text
  );
  `)
  await db.run(sql`ALTER TABLE \`email_outbox\` ADD \`calendar\` text;`)
  await db.run(sql`ALTER TABLE \`email_outbox\` ADD \`calendar_method\` text;`)
  await db.run(sql`ALTER TABLE \`bookings\` ADD \`schedule\` text DEFAULT 'awaiting-time';`)
  await db.run(sql`ALTER TABLE \`bookings\` ADD \`starts_at\` text;`)
  await db.run(sql`ALTER TABLE \`bookings\` ADD \`ends_at\` text;`)
  await db.run(sql`ALTER TABLE \`bookings\` ADD \`time_zone\` text;`)
  await db.run(sql`ALTER TABLE \`bookings\` ADD \`slot_key\` text;`)
  await db.run(sql`ALTER TABLE \`bookings\` ADD \`sequence\` numeric DEFAULT 0;`)
  await db.run(sql`ALTER TABLE \`bookings\` ADD \`cancelled_at\` text;`)
  await db.run(sql`ALTER TABLE \`bookings\` ADD \`cancelled_by\` text;`)
  await db.run(sql`ALTER TABLE \`bookings\` ADD \`refund_id\` text;`)
  await db.run(sql`CREATE UNIQUE INDEX \`bookings_slot_key_idx\` ON \`bookings\` (\`slot_key\`);`)
  await db.run(sql`CREATE INDEX \`schedule_startsAt_idx\` ON \`bookings\` (\`schedule\`,\`starts_at\`);`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP TABLE \`session_availability_weekly_hours\`;`)
  await db.run(sql`DROP TABLE \`session_availability_blocked_dates\`;`)
  await db.run(sql`DROP TABLE \`session_availability\`;`)
  await db.run(sql`DROP INDEX \`bookings_slot_key_idx\`;`)
  await db.run(sql`DROP INDEX \`schedule_startsAt_idx\`;`)
  await db.run(sql`ALTER TABLE \`bookings\` DROP COLUMN \`schedule\`;`)
  await db.run(sql`ALTER TABLE \`bookings\` DROP COLUMN \`starts_at\`;`)
  await db.run(sql`ALTER TABLE \`bookings\` DROP COLUMN \`ends_at\`;`)
  await db.run(sql`ALTER TABLE \`bookings\` DROP COLUMN \`time_zone\`;`)
  await db.run(sql`ALTER TABLE \`bookings\` DROP COLUMN \`slot_key\`;`)
  await db.run(sql`ALTER TABLE \`bookings\` DROP COLUMN \`sequence\`;`)
  await db.run(sql`ALTER TABLE \`bookings\` DROP COLUMN \`cancelled_at\`;`)
  await db.run(sql`ALTER TABLE \`bookings\` DROP COLUMN \`cancelled_by\`;`)
  await db.run(sql`ALTER TABLE \`bookings\` DROP COLUMN \`refund_id\`;`)
  await db.run(sql`ALTER TABLE \`email_outbox\` DROP COLUMN \`calendar\`;`)
  await db.run(sql`ALTER TABLE \`email_outbox\` DROP COLUMN \`calendar_method\`;`)
}
