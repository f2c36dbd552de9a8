import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`CREATE TABLE \`broadcasts\` (
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
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
  );
  `)
  await db.run(sql`CREATE INDEX \`broadcasts_status_idx\` ON \`broadcasts\` (\`status\`);`)
  await db.run(sql`CREATE INDEX \`broadcasts_scheduled_at_idx\` ON \`broadcasts\` (\`scheduled_at\`);`)
  await db.run(sql`CREATE INDEX \`broadcasts_updated_at_idx\` ON \`broadcasts\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`broadcasts_created_at_idx\` ON \`broadcasts\` (\`created_at\`);`)
  await db.run(sql`ALTER TABLE \`email_signups\` ADD \`unsubscribed_from\` text;`)
  await db.run(sql`CREATE INDEX \`email_signups_unsubscribed_from_idx\` ON \`email_signups\` (\`unsubscribed_from\`);`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`broadcasts_id\` integer REFERENCES broadcasts(id);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_broadcasts_id_idx\` ON \`payload_locked_documents_rels\` (\`broadcasts_id\`);`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP TABLE \`broadcasts\`;`)
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
  	FOREIGN KEY (\`lesson_progress_id\`) REFERENCES \`lesson_progress\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`bookings_id\`) REFERENCES \`bookings\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_payload_locked_documents_rels\`("id", "order", "parent_id", "path", "users_id", "media_id", "programs_id", "businesses_id", "writings_id", "poems_id", "galleries_id", "creative_categories_id", "texts_id", "courses_id", "seminars_id", "email_signups_id", "email_sequences_id", "email_outbox_id", "lesson_progress_id", "bookings_id") SELECT "id", "order", "parent_id", "path", "users_id", "media_id", "programs_id", "businesses_id", "writings_id", "poems_id", "galleries_id", "creative_categories_id", "texts_id", "courses_id", "seminars_id", "email_signups_id", "email_sequences_id", "email_outbox_id", "lesson_progress_id", "bookings_id" FROM \`payload_locked_documents_rels\`;`)
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
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_lesson_progress_id_idx\` ON \`payload_locked_documents_rels\` (\`lesson_progress_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_bookings_id_idx\` ON \`payload_locked_documents_rels\` (\`bookings_id\`);`)
  await db.run(sql`DROP INDEX \`email_signups_unsubscribed_from_idx\`;`)
  await db.run(sql`ALTER TABLE \`email_signups\` DROP COLUMN \`unsubscribed_from\`;`)
}
