import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`CREATE TABLE \`enrolments\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`user_id\` integer NOT NULL,
  	\`email\` text,
  	\`status\` text DEFAULT 'active' NOT NULL,
  	\`source\` text DEFAULT 'grant' NOT NULL,
  	\`grant_reason\` text,
  	\`revoke_reason\` text,
  	\`ended_at\` text,
  	\`amount\` numeric,
  	\`currency\` text,
  	\`promotion_code\` text,
  	\`consented_at\` text,
  	\`stripe_session_id\` text,
  	\`payment_intent\` text,
  	\`refunded_at\` text,
  	\`account_created\` integer DEFAULT false,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`user_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`enrolments_user_idx\` ON \`enrolments\` (\`user_id\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`enrolments_stripe_session_id_idx\` ON \`enrolments\` (\`stripe_session_id\`);`)
  await db.run(sql`CREATE INDEX \`enrolments_payment_intent_idx\` ON \`enrolments\` (\`payment_intent\`);`)
  await db.run(sql`CREATE INDEX \`enrolments_updated_at_idx\` ON \`enrolments\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`enrolments_created_at_idx\` ON \`enrolments\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`user_status_idx\` ON \`enrolments\` (\`user_id\`,\`status\`);`)
  await db.run(sql`CREATE INDEX \`source_createdAt_idx\` ON \`enrolments\` (\`source\`,\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`status_endedAt_idx\` ON \`enrolments\` (\`status\`,\`ended_at\`);`)
  await db.run(sql`CREATE TABLE \`course_funnel_events\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`kind\` text NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
  );
  `)
  await db.run(sql`CREATE INDEX \`course_funnel_events_updated_at_idx\` ON \`course_funnel_events\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`course_funnel_events_created_at_idx\` ON \`course_funnel_events\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`kind_createdAt_idx\` ON \`course_funnel_events\` (\`kind\`,\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`content_generation\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`token\` text,
  	\`updated_at\` text,
  	\`created_at\` text
  );
  `)
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
  await db.run(sql`PRAGMA foreign_keys=OFF;`)
  await db.run(sql`CREATE TABLE \`__new_broadcasts\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`subject\` text NOT NULL,
  	\`body\` text NOT NULL,
  	\`status\` text DEFAULT 'draft' NOT NULL,
  	\`scheduled_at\` text,
  	\`started_at\` text,
  	\`finished_at\` text,
  	\`recipients\` numeric DEFAULT 0,
  	\`sent\` numeric DEFAULT 0,
  	\`failed\` numeric DEFAULT 0,
  	\`cursor\` text,
  	\`enqueued_all\` integer DEFAULT false,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
  );
  `)
  await db.run(sql`INSERT INTO \`__new_broadcasts\`("id", "subject", "body", "status", "scheduled_at", "started_at", "finished_at", "recipients", "sent", "failed", "cursor", "enqueued_all", "updated_at", "created_at") SELECT "id", "subject", "body", "status", "scheduled_at", "started_at", "finished_at", "recipients", "sent", "failed", "cursor", "enqueued_all", "updated_at", "created_at" FROM \`broadcasts\`;`)
  await db.run(sql`DROP TABLE \`broadcasts\`;`)
  await db.run(sql`ALTER TABLE \`__new_broadcasts\` RENAME TO \`broadcasts\`;`)
  await db.run(sql`PRAGMA foreign_keys=ON;`)
  await db.run(sql`CREATE INDEX \`broadcasts_status_idx\` ON \`broadcasts\` (\`status\`);`)
  await db.run(sql`CREATE INDEX \`broadcasts_scheduled_at_idx\` ON \`broadcasts\` (\`scheduled_at\`);`)
  await db.run(sql`CREATE INDEX \`broadcasts_updated_at_idx\` ON \`broadcasts\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`broadcasts_created_at_idx\` ON \`broadcasts\` (\`created_at\`);`)
  await db.run(sql`ALTER TABLE \`programs\` ADD \`price\` numeric;`)
  await db.run(sql`ALTER TABLE \`courses_modules_lessons\` ADD \`free_preview\` integer DEFAULT false;`)
  await db.run(sql`ALTER TABLE \`courses_modules_lessons\` ADD \`duration\` numeric;`)
  await db.run(sql`ALTER TABLE \`courses_modules_lessons\` ADD \`video_id\` text;`)
  await db.run(sql`ALTER TABLE \`courses_modules_lessons\` ADD \`body\` text;`)
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
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`enrolments_id\` integer REFERENCES enrolments(id);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_enrolments_id_idx\` ON \`payload_locked_documents_rels\` (\`enrolments_id\`);`)
  await db.run(sql`ALTER TABLE \`site_settings\` ADD \`course_sales\` text DEFAULT 'external' NOT NULL;`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP TABLE \`enrolments\`;`)
  await db.run(sql`DROP TABLE \`course_funnel_events\`;`)
  await db.run(sql`DROP TABLE \`content_generation\`;`)
  await db.run(sql`DROP TABLE \`session_availability_weekly_hours\`;`)
  await db.run(sql`DROP TABLE \`session_availability_blocked_dates\`;`)
  await db.run(sql`DROP TABLE \`session_availability\`;`)
  await db.run(sql`PRAGMA foreign_keys=OFF;`)
  await db.run(sql`CREATE TABLE \`__new_payload_locked_documents_rels\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`order\` integer,
  	\`parent_id\` integer NOT NULL,
  	\`path\` text NOT NULL,
  	\`users_id\` integer,
  	\`media_id\` integer,
  	\`programs_id\` integer,
  	\`businesses_id\` integer,
  	\`writings_id\` integer,
  	\`poems_id\` integer,
  	\`galleries_id\` integer,
  	\`creative_categories_id\` integer,
  	\`texts_id\` integer,
  	\`courses_id\` integer,
  	\`seminars_id\` text,
  	\`email_signups_id\` integer,
  	\`email_sequences_id\` integer,
  	\`email_outbox_id\` integer,
  	\`broadcasts_id\` integer,
  	\`lesson_progress_id\` integer,
  	\`bookings_id\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`payload_locked_documents\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`users_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`media_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`programs_id\`) REFERENCES \`programs\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`businesses_id\`) REFERENCES \`businesses\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`writings_id\`) REFERENCES \`writings\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`poems_id\`) REFERENCES \`poems\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`galleries_id\`) REFERENCES \`galleries\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`creative_categories_id\`) REFERENCES \`creative_categories\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`texts_id\`) REFERENCES \`texts\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`courses_id\`) REFERENCES \`courses\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`seminars_id\`) REFERENCES \`seminars\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`email_signups_id\`) REFERENCES \`email_signups\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`email_sequences_id\`) REFERENCES \`email_sequences\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`email_outbox_id\`) REFERENCES \`email_outbox\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`broadcasts_id\`) REFERENCES \`broadcasts\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`lesson_progress_id\`) REFERENCES \`lesson_progress\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`bookings_id\`) REFERENCES \`bookings\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_payload_locked_documents_rels\`("id", "order", "parent_id", "path", "users_id", "media_id", "programs_id", "businesses_id", "writings_id", "poems_id", "galleries_id", "creative_categories_id", "texts_id", "courses_id", "seminars_id", "email_signups_id", "email_sequences_id", "email_outbox_id", "broadcasts_id", "lesson_progress_id", "bookings_id") SELECT "id", "order", "parent_id", "path", "users_id", "media_id", "programs_id", "businesses_id", "writings_id", "poems_id", "galleries_id", "creative_categories_id", "texts_id", "courses_id", "seminars_id", "email_signups_id", "email_sequences_id", "email_outbox_id", "broadcasts_id", "lesson_progress_id", "bookings_id" FROM \`payload_locked_documents_rels\`;`)
  await db.run(sql`DROP TABLE \`payload_locked_documents_rels\`;`)
  await db.run(sql`ALTER TABLE \`__new_payload_locked_documents_rels\` RENAME TO \`payload_locked_documents_rels\`;`)
  await db.run(sql`PRAGMA foreign_keys=ON;`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_order_idx\` ON \`payload_locked_documents_rels\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_parent_idx\` ON \`payload_locked_documents_rels\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_path_idx\` ON \`payload_locked_documents_rels\` (\`path\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_users_id_idx\` ON \`payload_locked_documents_rels\` (\`users_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_media_id_idx\` ON \`payload_locked_documents_rels\` (\`media_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_programs_id_idx\` ON \`payload_locked_documents_rels\` (\`programs_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_businesses_id_idx\` ON \`payload_locked_documents_rels\` (\`businesses_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_writings_id_idx\` ON \`payload_locked_documents_rels\` (\`writings_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_poems_id_idx\` ON \`payload_locked_documents_rels\` (\`poems_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_galleries_id_idx\` ON \`payload_locked_documents_rels\` (\`galleries_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_creative_categories_id_idx\` ON \`payload_locked_documents_rels\` (\`creative_categories_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_texts_id_idx\` ON \`payload_locked_documents_rels\` (\`texts_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_courses_id_idx\` ON \`payload_locked_documents_rels\` (\`courses_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_seminars_id_idx\` ON \`payload_locked_documents_rels\` (\`seminars_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_email_signups_id_idx\` ON \`payload_locked_documents_rels\` (\`email_signups_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_email_sequences_id_idx\` ON \`payload_locked_documents_rels\` (\`email_sequences_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_email_outbox_id_idx\` ON \`payload_locked_documents_rels\` (\`email_outbox_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_broadcasts_id_idx\` ON \`payload_locked_documents_rels\` (\`broadcasts_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_lesson_progress_id_idx\` ON \`payload_locked_documents_rels\` (\`lesson_progress_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_bookings_id_idx\` ON \`payload_locked_documents_rels\` (\`bookings_id\`);`)
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
  await db.run(sql`CREATE TABLE \`__new_broadcasts\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`subject\` text NOT NULL,
  	\`body\` text NOT NULL,
  	\`status\` text DEFAULT 'draft' NOT NULL,
  	\`scheduled_at\` text,
  	\`started_at\` text,
  	\`finished_at\` text,
  	\`recipients\` numeric DEFAULT 0,
  	\`sent\` numeric DEFAULT 0,
  	\`failed\` numeric DEFAULT 0,
  	\`cursor\` numeric DEFAULT 0,
  	\`enqueued_all\` integer DEFAULT false,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
  );
  `)
  await db.run(sql`INSERT INTO \`__new_broadcasts\`("id", "subject", "body", "status", "scheduled_at", "started_at", "finished_at", "recipients", "sent", "failed", "cursor", "enqueued_all", "updated_at", "created_at") SELECT "id", "subject", "body", "status", "scheduled_at", "started_at", "finished_at", "recipients", "sent", "failed", "cursor", "enqueued_all", "updated_at", "created_at" FROM \`broadcasts\`;`)
  await db.run(sql`DROP TABLE \`broadcasts\`;`)
  await db.run(sql`ALTER TABLE \`__new_broadcasts\` RENAME TO \`broadcasts\`;`)
  await db.run(sql`CREATE INDEX \`broadcasts_status_idx\` ON \`broadcasts\` (\`status\`);`)
  await db.run(sql`CREATE INDEX \`broadcasts_scheduled_at_idx\` ON \`broadcasts\` (\`scheduled_at\`);`)
  await db.run(sql`CREATE INDEX \`broadcasts_updated_at_idx\` ON \`broadcasts\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`broadcasts_created_at_idx\` ON \`broadcasts\` (\`created_at\`);`)
  await db.run(sql`ALTER TABLE \`programs\` DROP COLUMN \`price\`;`)
  await db.run(sql`ALTER TABLE \`courses_modules_lessons\` DROP COLUMN \`free_preview\`;`)
  await db.run(sql`ALTER TABLE \`courses_modules_lessons\` DROP COLUMN \`duration\`;`)
  await db.run(sql`ALTER TABLE \`courses_modules_lessons\` DROP COLUMN \`video_id\`;`)
  await db.run(sql`ALTER TABLE \`courses_modules_lessons\` DROP COLUMN \`body\`;`)
  await db.run(sql`ALTER TABLE \`email_outbox\` DROP COLUMN \`calendar\`;`)
  await db.run(sql`ALTER TABLE \`email_outbox\` DROP COLUMN \`calendar_method\`;`)
  await db.run(sql`ALTER TABLE \`site_settings\` DROP COLUMN \`course_sales\`;`)
}
