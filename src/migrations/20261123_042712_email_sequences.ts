import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`CREATE TABLE \`email_sequences_steps\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`subject\` text NOT NULL,
  	\`delay_hours\` numeric DEFAULT 24 NOT NULL,
  	\`body\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`email_sequences\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`email_sequences_steps_order_idx\` ON \`email_sequences_steps\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`email_sequences_steps_parent_id_idx\` ON \`email_sequences_steps\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`email_sequences\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`name\` text NOT NULL,
  	\`key\` text NOT NULL,
  	\`start_on_confirm\` integer DEFAULT false,
  	\`paused\` integer DEFAULT false,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`email_sequences_key_idx\` ON \`email_sequences\` (\`key\`);`)
  await db.run(sql`CREATE INDEX \`email_sequences_paused_idx\` ON \`email_sequences\` (\`paused\`);`)
  await db.run(sql`CREATE INDEX \`email_sequences_updated_at_idx\` ON \`email_sequences\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`email_sequences_created_at_idx\` ON \`email_sequences\` (\`created_at\`);`)
  await db.run(sql`ALTER TABLE \`email_signups\` ADD \`sequence_id\` integer REFERENCES email_sequences(id);`)
  await db.run(sql`ALTER TABLE \`email_signups\` ADD \`sequence_step\` numeric DEFAULT 0;`)
  await db.run(sql`ALTER TABLE \`email_signups\` ADD \`next_step_at\` text;`)
  await db.run(sql`CREATE INDEX \`email_signups_sequence_idx\` ON \`email_signups\` (\`sequence_id\`);`)
  await db.run(sql`CREATE INDEX \`email_signups_next_step_at_idx\` ON \`email_signups\` (\`next_step_at\`);`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`email_sequences_id\` integer REFERENCES email_sequences(id);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_email_sequences_id_idx\` ON \`payload_locked_documents_rels\` (\`email_sequences_id\`);`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP TABLE \`email_sequences_steps\`;`)
  await db.run(sql`DROP TABLE \`email_sequences\`;`)
  await db.run(sql`PRAGMA foreign_keys=OFF;`)
  await db.run(sql`CREATE TABLE \`__new_email_signups\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`email\` text NOT NULL,
  	\`status\` text DEFAULT 'pending',
  	\`subscribed_at\` text NOT NULL,
  	\`confirmed_at\` text,
  	\`unsubscribed_at\` text,
  	\`source\` text,
  	\`confirmation_sent_at\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
  );
  `)
  await db.run(sql`INSERT INTO \`__new_email_signups\`("id", "email", "status", "subscribed_at", "confirmed_at", "unsubscribed_at", "source", "confirmation_sent_at", "updated_at", "created_at") SELECT "id", "email", "status", "subscribed_at", "confirmed_at", "unsubscribed_at", "source", "confirmation_sent_at", "updated_at", "created_at" FROM \`email_signups\`;`)
  await db.run(sql`DROP TABLE \`email_signups\`;`)
  await db.run(sql`ALTER TABLE \`__new_email_signups\` RENAME TO \`email_signups\`;`)
  await db.run(sql`PRAGMA foreign_keys=ON;`)
  await db.run(sql`CREATE UNIQUE INDEX \`email_signups_email_idx\` ON \`email_signups\` (\`email\`);`)
  await db.run(sql`CREATE INDEX \`email_signups_status_idx\` ON \`email_signups\` (\`status\`);`)
  await db.run(sql`CREATE INDEX \`email_signups_updated_at_idx\` ON \`email_signups\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`email_signups_created_at_idx\` ON \`email_signups\` (\`created_at\`);`)
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
  	\`email_outbox_id\` integer,
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
  	FOREIGN KEY (\`email_outbox_id\`) REFERENCES \`email_outbox\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`lesson_progress_id\`) REFERENCES \`lesson_progress\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`bookings_id\`) REFERENCES \`bookings\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_payload_locked_documents_rels\`("id", "order", "parent_id", "path", "users_id", "media_id", "programs_id", "businesses_id", "writings_id", "poems_id", "galleries_id", "creative_categories_id", "texts_id", "courses_id", "seminars_id", "email_signups_id", "email_outbox_id", "lesson_progress_id", "bookings_id") SELECT "id", "order", "parent_id", "path", "users_id", "media_id", "programs_id", "businesses_id", "writings_id", "poems_id", "galleries_id", "creative_categories_id", "texts_id", "courses_id", "seminars_id", "email_signups_id", "email_outbox_id", "lesson_progress_id", "bookings_id" FROM \`payload_locked_documents_rels\`;`)
  await db.run(sql`DROP TABLE \`payload_locked_documents_rels\`;`)
  await db.run(sql`ALTER TABLE \`__new_payload_locked_documents_rels\` RENAME TO \`payload_locked_documents_rels\`;`)
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
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_email_outbox_id_idx\` ON \`payload_locked_documents_rels\` (\`email_outbox_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_lesson_progress_id_idx\` ON \`payload_locked_documents_rels\` (\`lesson_progress_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_bookings_id_idx\` ON \`payload_locked_documents_rels\` (\`bookings_id\`);`)
}
