import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`CREATE TABLE \`users_roles\` (
  	\`order\` integer NOT NULL,
  	\`parent_id\` integer NOT NULL,
  	\`value\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`users_roles_order_idx\` ON \`users_roles\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`users_roles_parent_idx\` ON \`users_roles\` (\`parent_id\`);`)
  await db.run(sql`CREATE TABLE \`users_sessions\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`created_at\` text,
  	\`expires_at\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`users_sessions_order_idx\` ON \`users_sessions\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`users_sessions_parent_id_idx\` ON \`users_sessions\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`users\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`name\` text,
  	\`require_password_change\` integer DEFAULT false NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`email\` text NOT NULL,
  	\`reset_password_token\` text,
  	\`reset_password_expiration\` text,
  	\`salt\` text,
  	\`hash\` text,
  	\`reset_password_requested_at\` text,
  	\`login_attempts\` numeric DEFAULT 0,
  	\`lock_until\` text
  );
  `)
  await db.run(sql`CREATE INDEX \`users_updated_at_idx\` ON \`users\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`users_created_at_idx\` ON \`users\` (\`created_at\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`users_email_idx\` ON \`users\` (\`email\`);`)
  await db.run(sql`CREATE TABLE \`media\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`alt\` text NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`url\` text,
  	\`thumbnail_u_r_l\` text,
  	\`filename\` text,
  	\`mime_type\` text,
  	\`filesize\` numeric,
  	\`width\` numeric,
  	\`height\` numeric,
  	\`focal_x\` numeric,
  	\`focal_y\` numeric,
  	\`sizes_thumbnail_url\` text,
  	\`sizes_thumbnail_width\` numeric,
  	\`sizes_thumbnail_height\` numeric,
  	\`sizes_thumbnail_mime_type\` text,
  	\`sizes_thumbnail_filesize\` numeric,
  	\`sizes_thumbnail_filename\` text,
  	\`sizes_card_url\` text,
  	\`sizes_card_width\` numeric,
  	\`sizes_card_height\` numeric,
  	\`sizes_card_mime_type\` text,
  	\`sizes_card_filesize\` numeric,
  	\`sizes_card_filename\` text,
  	\`sizes_full_url\` text,
  	\`sizes_full_width\` numeric,
  	\`sizes_full_height\` numeric,
  	\`sizes_full_mime_type\` text,
  	\`sizes_full_filesize\` numeric,
  	\`sizes_full_filename\` text
  );
  `)
  await db.run(sql`CREATE INDEX \`media_updated_at_idx\` ON \`media\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`media_created_at_idx\` ON \`media\` (\`created_at\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`media_filename_idx\` ON \`media\` (\`filename\`);`)
  await db.run(sql`CREATE INDEX \`media_sizes_thumbnail_sizes_thumbnail_filename_idx\` ON \`media\` (\`sizes_thumbnail_filename\`);`)
  await db.run(sql`CREATE INDEX \`media_sizes_card_sizes_card_filename_idx\` ON \`media\` (\`sizes_card_filename\`);`)
  await db.run(sql`CREATE INDEX \`media_sizes_full_sizes_full_filename_idx\` ON \`media\` (\`sizes_full_filename\`);`)
  await db.run(sql`CREATE TABLE \`programs_features\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`feature\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`programs\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`programs_features_order_idx\` ON \`programs_features\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`programs_features_parent_id_idx\` ON \`programs_features\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`programs\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`slug\` text NOT NULL,
  	\`title\` text NOT NULL,
  	\`description\` text NOT NULL,
  	\`image_id\` integer,
  	\`badge\` text NOT NULL,
  	\`link\` text NOT NULL,
  	\`external\` integer DEFAULT false,
  	\`coming_soon\` integer DEFAULT false,
  	\`section\` text DEFAULT 'letting-go' NOT NULL,
  	\`featured\` integer DEFAULT false,
  	\`order\` numeric DEFAULT 0,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`programs_slug_idx\` ON \`programs\` (\`slug\`);`)
  await db.run(sql`CREATE INDEX \`programs_image_idx\` ON \`programs\` (\`image_id\`);`)
  await db.run(sql`CREATE INDEX \`programs_updated_at_idx\` ON \`programs\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`programs_created_at_idx\` ON \`programs\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`businesses\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`name\` text NOT NULL,
  	\`url\` text,
  	\`description\` text NOT NULL,
  	\`category\` text NOT NULL,
  	\`status\` text DEFAULT 'active' NOT NULL,
  	\`custom_image_id\` integer,
  	\`launch_year\` numeric,
  	\`coming_soon\` integer DEFAULT false,
  	\`order\` numeric DEFAULT 0,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`custom_image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`businesses_custom_image_idx\` ON \`businesses\` (\`custom_image_id\`);`)
  await db.run(sql`CREATE INDEX \`businesses_updated_at_idx\` ON \`businesses\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`businesses_created_at_idx\` ON \`businesses\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`writings\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`title\` text NOT NULL,
  	\`category\` text NOT NULL,
  	\`status\` text NOT NULL,
  	\`description\` text NOT NULL,
  	\`link\` text,
  	\`external\` integer DEFAULT false,
  	\`image_id\` integer,
  	\`order\` numeric DEFAULT 0,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`writings_image_idx\` ON \`writings\` (\`image_id\`);`)
  await db.run(sql`CREATE INDEX \`writings_updated_at_idx\` ON \`writings\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`writings_created_at_idx\` ON \`writings\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`poems\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`title\` text NOT NULL,
  	\`year\` text NOT NULL,
  	\`content\` text NOT NULL,
  	\`summary\` text NOT NULL,
  	\`audio_id\` integer,
  	\`order\` numeric DEFAULT 0,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`audio_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`poems_audio_idx\` ON \`poems\` (\`audio_id\`);`)
  await db.run(sql`CREATE INDEX \`poems_updated_at_idx\` ON \`poems\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`poems_created_at_idx\` ON \`poems\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`galleries_launch_controls\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`control\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`galleries\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`galleries_launch_controls_order_idx\` ON \`galleries_launch_controls\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`galleries_launch_controls_parent_id_idx\` ON \`galleries_launch_controls\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`galleries_sections_items\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`kind\` text DEFAULT 'image' NOT NULL,
  	\`title\` text,
  	\`caption\` text,
  	\`media_id\` integer,
  	\`embed_id\` text,
  	\`url\` text,
  	\`date\` text,
  	FOREIGN KEY (\`media_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`galleries_sections\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`galleries_sections_items_order_idx\` ON \`galleries_sections_items\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`galleries_sections_items_parent_id_idx\` ON \`galleries_sections_items\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`galleries_sections_items_media_idx\` ON \`galleries_sections_items\` (\`media_id\`);`)
  await db.run(sql`CREATE TABLE \`galleries_sections\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`heading\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`galleries\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`galleries_sections_order_idx\` ON \`galleries_sections\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`galleries_sections_parent_id_idx\` ON \`galleries_sections\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`galleries\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`slug\` text NOT NULL,
  	\`title\` text NOT NULL,
  	\`intro\` text,
  	\`columns\` numeric DEFAULT 3,
  	\`launch_url\` text,
  	\`launch_label\` text,
  	\`order\` numeric DEFAULT 0,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`galleries_slug_idx\` ON \`galleries\` (\`slug\`);`)
  await db.run(sql`CREATE INDEX \`galleries_updated_at_idx\` ON \`galleries\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`galleries_created_at_idx\` ON \`galleries\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`creative_categories\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`name\` text NOT NULL,
  	\`href\` text NOT NULL,
  	\`description\` text NOT NULL,
  	\`image_id\` integer,
  	\`count_text\` text,
  	\`external\` integer DEFAULT false,
  	\`order\` numeric DEFAULT 0,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`creative_categories_image_idx\` ON \`creative_categories\` (\`image_id\`);`)
  await db.run(sql`CREATE INDEX \`creative_categories_updated_at_idx\` ON \`creative_categories\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`creative_categories_created_at_idx\` ON \`creative_categories\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`texts\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`slug\` text NOT NULL,
  	\`title\` text NOT NULL,
  	\`subtitle\` text,
  	\`body\` text NOT NULL,
  	\`continues_note\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`texts_slug_idx\` ON \`texts\` (\`slug\`);`)
  await db.run(sql`CREATE INDEX \`texts_updated_at_idx\` ON \`texts\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`texts_created_at_idx\` ON \`texts\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`courses_modules_lessons\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`lesson_id\` text NOT NULL,
  	\`title\` text NOT NULL,
  	\`description\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`courses_modules\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`courses_modules_lessons_order_idx\` ON \`courses_modules_lessons\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`courses_modules_lessons_parent_id_idx\` ON \`courses_modules_lessons\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`courses_modules\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`title\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`courses\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`courses_modules_order_idx\` ON \`courses_modules\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`courses_modules_parent_id_idx\` ON \`courses_modules\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`courses\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`slug\` text NOT NULL,
  	\`title\` text NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`courses_slug_idx\` ON \`courses\` (\`slug\`);`)
  await db.run(sql`CREATE INDEX \`courses_updated_at_idx\` ON \`courses\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`courses_created_at_idx\` ON \`courses\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`seminars\` (
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`title\` text NOT NULL,
  	\`date\` text NOT NULL,
  	\`time\` text NOT NULL,
  	\`location\` text NOT NULL,
  	\`description\` text NOT NULL,
  	\`attendees\` numeric DEFAULT 0 NOT NULL,
  	\`image_url\` text,
  	\`meetup_url\` text NOT NULL,
  	\`status\` text DEFAULT 'upcoming' NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
  );
  `)
  await db.run(sql`CREATE INDEX \`seminars_updated_at_idx\` ON \`seminars\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`seminars_created_at_idx\` ON \`seminars\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`status_date_idx\` ON \`seminars\` (\`status\`,\`date\`);`)
  await db.run(sql`CREATE TABLE \`email_signups\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`email\` text NOT NULL,
  	\`subscribed_at\` text NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`email_signups_email_idx\` ON \`email_signups\` (\`email\`);`)
  await db.run(sql`CREATE INDEX \`email_signups_updated_at_idx\` ON \`email_signups\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`email_signups_created_at_idx\` ON \`email_signups\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`lesson_progress\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`user_id\` integer NOT NULL,
  	\`lesson_id\` text NOT NULL,
  	\`completed\` integer DEFAULT false NOT NULL,
  	\`completed_at\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`user_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`lesson_progress_user_idx\` ON \`lesson_progress\` (\`user_id\`);`)
  await db.run(sql`CREATE INDEX \`lesson_progress_updated_at_idx\` ON \`lesson_progress\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`lesson_progress_created_at_idx\` ON \`lesson_progress\` (\`created_at\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`user_lessonId_idx\` ON \`lesson_progress\` (\`user_id\`,\`lesson_id\`);`)
  await db.run(sql`CREATE TABLE \`bookings\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`stripe_session_id\` text NOT NULL,
  	\`email\` text,
  	\`amount\` numeric NOT NULL,
  	\`currency\` text DEFAULT 'usd',
  	\`status\` text DEFAULT 'paid' NOT NULL,
  	\`user_id\` integer,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`user_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`bookings_stripe_session_id_idx\` ON \`bookings\` (\`stripe_session_id\`);`)
  await db.run(sql`CREATE INDEX \`bookings_user_idx\` ON \`bookings\` (\`user_id\`);`)
  await db.run(sql`CREATE INDEX \`bookings_updated_at_idx\` ON \`bookings\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`bookings_created_at_idx\` ON \`bookings\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`rate_limit_hits\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`key\` text NOT NULL,
  	\`hit_at\` text NOT NULL
  );
  `)
  await db.run(sql`CREATE INDEX \`rate_limit_hits_key_idx\` ON \`rate_limit_hits\` (\`key\`);`)
  await db.run(sql`CREATE INDEX \`rate_limit_hits_hit_at_idx\` ON \`rate_limit_hits\` (\`hit_at\`);`)
  await db.run(sql`CREATE INDEX \`key_hitAt_idx\` ON \`rate_limit_hits\` (\`key\`,\`hit_at\`);`)
  await db.run(sql`CREATE TABLE \`payload_kv\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`key\` text NOT NULL,
  	\`data\` text NOT NULL
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`payload_kv_key_idx\` ON \`payload_kv\` (\`key\`);`)
  await db.run(sql`CREATE TABLE \`payload_jobs_log\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`executed_at\` text NOT NULL,
  	\`completed_at\` text NOT NULL,
  	\`task_slug\` text NOT NULL,
  	\`task_i_d\` text NOT NULL,
  	\`input\` text,
  	\`output\` text,
  	\`state\` text NOT NULL,
  	\`error\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`payload_jobs\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`payload_jobs_log_order_idx\` ON \`payload_jobs_log\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`payload_jobs_log_parent_id_idx\` ON \`payload_jobs_log\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`payload_jobs\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`input\` text,
  	\`completed_at\` text,
  	\`total_tried\` numeric DEFAULT 0,
  	\`has_error\` integer DEFAULT false,
  	\`error\` text,
  	\`task_slug\` text,
  	\`queue\` text DEFAULT 'default',
  	\`wait_until\` text,
  	\`processing\` integer DEFAULT false,
  	\`meta\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
  );
  `)
  await db.run(sql`CREATE INDEX \`payload_jobs_completed_at_idx\` ON \`payload_jobs\` (\`completed_at\`);`)
  await db.run(sql`CREATE INDEX \`payload_jobs_total_tried_idx\` ON \`payload_jobs\` (\`total_tried\`);`)
  await db.run(sql`CREATE INDEX \`payload_jobs_has_error_idx\` ON \`payload_jobs\` (\`has_error\`);`)
  await db.run(sql`CREATE INDEX \`payload_jobs_task_slug_idx\` ON \`payload_jobs\` (\`task_slug\`);`)
  await db.run(sql`CREATE INDEX \`payload_jobs_queue_idx\` ON \`payload_jobs\` (\`queue\`);`)
  await db.run(sql`CREATE INDEX \`payload_jobs_wait_until_idx\` ON \`payload_jobs\` (\`wait_until\`);`)
  await db.run(sql`CREATE INDEX \`payload_jobs_processing_idx\` ON \`payload_jobs\` (\`processing\`);`)
  await db.run(sql`CREATE INDEX \`payload_jobs_updated_at_idx\` ON \`payload_jobs\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`payload_jobs_created_at_idx\` ON \`payload_jobs\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`payload_locked_documents\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`global_slug\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
  );
  `)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_global_slug_idx\` ON \`payload_locked_documents\` (\`global_slug\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_updated_at_idx\` ON \`payload_locked_documents\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_created_at_idx\` ON \`payload_locked_documents\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`payload_locked_documents_rels\` (
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
  	FOREIGN KEY (\`lesson_progress_id\`) REFERENCES \`lesson_progress\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`bookings_id\`) REFERENCES \`bookings\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
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
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_lesson_progress_id_idx\` ON \`payload_locked_documents_rels\` (\`lesson_progress_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_bookings_id_idx\` ON \`payload_locked_documents_rels\` (\`bookings_id\`);`)
  await db.run(sql`CREATE TABLE \`payload_preferences\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`key\` text,
  	\`value\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
  );
  `)
  await db.run(sql`CREATE INDEX \`payload_preferences_key_idx\` ON \`payload_preferences\` (\`key\`);`)
  await db.run(sql`CREATE INDEX \`payload_preferences_updated_at_idx\` ON \`payload_preferences\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`payload_preferences_created_at_idx\` ON \`payload_preferences\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`payload_preferences_rels\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`order\` integer,
  	\`parent_id\` integer NOT NULL,
  	\`path\` text NOT NULL,
  	\`users_id\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`payload_preferences\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`users_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`payload_preferences_rels_order_idx\` ON \`payload_preferences_rels\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`payload_preferences_rels_parent_idx\` ON \`payload_preferences_rels\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_preferences_rels_path_idx\` ON \`payload_preferences_rels\` (\`path\`);`)
  await db.run(sql`CREATE INDEX \`payload_preferences_rels_users_id_idx\` ON \`payload_preferences_rels\` (\`users_id\`);`)
  await db.run(sql`CREATE TABLE \`payload_migrations\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`name\` text,
  	\`batch\` numeric,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
  );
  `)
  await db.run(sql`CREATE INDEX \`payload_migrations_updated_at_idx\` ON \`payload_migrations\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`payload_migrations_created_at_idx\` ON \`payload_migrations\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`site_settings_social_links\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`label\` text NOT NULL,
  	\`url\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`site_settings\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`site_settings_social_links_order_idx\` ON \`site_settings_social_links\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`site_settings_social_links_parent_id_idx\` ON \`site_settings_social_links\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`site_settings_benefits\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`title\` text NOT NULL,
  	\`description\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`site_settings\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`site_settings_benefits_order_idx\` ON \`site_settings_benefits\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`site_settings_benefits_parent_id_idx\` ON \`site_settings_benefits\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`site_settings_education\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`title\` text NOT NULL,
  	\`description\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`site_settings\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`site_settings_education_order_idx\` ON \`site_settings_education\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`site_settings_education_parent_id_idx\` ON \`site_settings_education\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`site_settings\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`brand_name\` text NOT NULL,
  	\`site_description\` text NOT NULL,
  	\`footer_description\` text NOT NULL,
  	\`hero_heading\` text NOT NULL,
  	\`hero_text\` text NOT NULL,
  	\`quote\` text NOT NULL,
  	\`quote_author\` text,
  	\`about_intro\` text NOT NULL,
  	\`course_application_url\` text NOT NULL,
  	\`crash_course_video_url\` text,
  	\`seminar_stats_members\` numeric DEFAULT 4892 NOT NULL,
  	\`seminar_stats_rating\` numeric DEFAULT 4.4 NOT NULL,
  	\`seminar_stats_reviews\` numeric DEFAULT 549 NOT NULL,
  	\`meetup_group_url\` text NOT NULL,
  	\`meetup_past_events_url\` text NOT NULL,
  	\`recording_embed_id\` text,
  	\`updated_at\` text,
  	\`created_at\` text
  );
  `)
  await db.run(sql`CREATE TABLE \`neuroscience_research\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`title\` text NOT NULL,
  	\`description\` text NOT NULL,
  	\`status\` text,
  	\`file_id\` integer,
  	\`path\` text,
  	FOREIGN KEY (\`file_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`neuroscience\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`neuroscience_research_order_idx\` ON \`neuroscience_research\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`neuroscience_research_parent_id_idx\` ON \`neuroscience_research\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`neuroscience_research_file_idx\` ON \`neuroscience_research\` (\`file_id\`);`)
  await db.run(sql`CREATE TABLE \`neuroscience_future_papers\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`title\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`neuroscience\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`neuroscience_future_papers_order_idx\` ON \`neuroscience_future_papers\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`neuroscience_future_papers_parent_id_idx\` ON \`neuroscience_future_papers\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`neuroscience_future_courses\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`title\` text NOT NULL,
  	\`description\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`neuroscience\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`neuroscience_future_courses_order_idx\` ON \`neuroscience_future_courses\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`neuroscience_future_courses_parent_id_idx\` ON \`neuroscience_future_courses\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`neuroscience\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`intro\` text NOT NULL,
  	\`lecture_title\` text NOT NULL,
  	\`lecture_url\` text NOT NULL,
  	\`updated_at\` text,
  	\`created_at\` text
  );
  `)
  await db.run(sql`CREATE TABLE \`inventions_inventions_features\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`feature\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`inventions_inventions\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`inventions_inventions_features_order_idx\` ON \`inventions_inventions_features\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`inventions_inventions_features_parent_id_idx\` ON \`inventions_inventions_features\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`inventions_inventions\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`name\` text NOT NULL,
  	\`status\` text NOT NULL,
  	\`description\` text NOT NULL,
  	\`image_id\` integer,
  	FOREIGN KEY (\`image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`inventions\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`inventions_inventions_order_idx\` ON \`inventions_inventions\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`inventions_inventions_parent_id_idx\` ON \`inventions_inventions\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`inventions_inventions_image_idx\` ON \`inventions_inventions\` (\`image_id\`);`)
  await db.run(sql`CREATE TABLE \`inventions\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`intro\` text NOT NULL,
  	\`coming_soon_note\` text,
  	\`updated_at\` text,
  	\`created_at\` text
  );
  `)
  await db.run(sql`CREATE TABLE \`furniture_collections\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`title\` text NOT NULL,
  	\`description\` text NOT NULL,
  	\`image_id\` integer,
  	FOREIGN KEY (\`image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`furniture\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`furniture_collections_order_idx\` ON \`furniture_collections\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`furniture_collections_parent_id_idx\` ON \`furniture_collections\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`furniture_collections_image_idx\` ON \`furniture_collections\` (\`image_id\`);`)
  await db.run(sql`CREATE TABLE \`furniture\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`intro\` text NOT NULL,
  	\`philosophy_heading\` text NOT NULL,
  	\`philosophy\` text NOT NULL,
  	\`updated_at\` text,
  	\`created_at\` text
  );
  `)
  await db.run(sql`CREATE TABLE \`payload_jobs_stats\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`stats\` text,
  	\`updated_at\` text,
  	\`created_at\` text
  );
  `)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP TABLE \`users_roles\`;`)
  await db.run(sql`DROP TABLE \`users_sessions\`;`)
  await db.run(sql`DROP TABLE \`users\`;`)
  await db.run(sql`DROP TABLE \`media\`;`)
  await db.run(sql`DROP TABLE \`programs_features\`;`)
  await db.run(sql`DROP TABLE \`programs\`;`)
  await db.run(sql`DROP TABLE \`businesses\`;`)
  await db.run(sql`DROP TABLE \`writings\`;`)
  await db.run(sql`DROP TABLE \`poems\`;`)
  await db.run(sql`DROP TABLE \`galleries_launch_controls\`;`)
  await db.run(sql`DROP TABLE \`galleries_sections_items\`;`)
  await db.run(sql`DROP TABLE \`galleries_sections\`;`)
  await db.run(sql`DROP TABLE \`galleries\`;`)
  await db.run(sql`DROP TABLE \`creative_categories\`;`)
  await db.run(sql`DROP TABLE \`texts\`;`)
  await db.run(sql`DROP TABLE \`courses_modules_lessons\`;`)
  await db.run(sql`DROP TABLE \`courses_modules\`;`)
  await db.run(sql`DROP TABLE \`courses\`;`)
  await db.run(sql`DROP TABLE \`seminars\`;`)
  await db.run(sql`DROP TABLE \`email_signups\`;`)
  await db.run(sql`DROP TABLE \`lesson_progress\`;`)
  await db.run(sql`DROP TABLE \`bookings\`;`)
  await db.run(sql`DROP TABLE \`rate_limit_hits\`;`)
  await db.run(sql`DROP TABLE \`payload_kv\`;`)
  await db.run(sql`DROP TABLE \`payload_jobs_log\`;`)
  await db.run(sql`DROP TABLE \`payload_jobs\`;`)
  await db.run(sql`DROP TABLE \`payload_locked_documents\`;`)
  await db.run(sql`DROP TABLE \`payload_locked_documents_rels\`;`)
  await db.run(sql`DROP TABLE \`payload_preferences\`;`)
  await db.run(sql`DROP TABLE \`payload_preferences_rels\`;`)
  await db.run(sql`DROP TABLE \`payload_migrations\`;`)
  await db.run(sql`DROP TABLE \`site_settings_social_links\`;`)
  await db.run(sql`DROP TABLE \`site_settings_benefits\`;`)
  await db.run(sql`DROP TABLE \`site_settings_education\`;`)
  await db.run(sql`DROP TABLE \`site_settings\`;`)
  await db.run(sql`DROP TABLE \`neuroscience_research\`;`)
  await db.run(sql`DROP TABLE \`neuroscience_future_papers\`;`)
  await db.run(sql`DROP TABLE \`neuroscience_future_courses\`;`)
  await db.run(sql`DROP TABLE \`neuroscience\`;`)
  await db.run(sql`DROP TABLE \`inventions_inventions_features\`;`)
  await db.run(sql`DROP TABLE \`inventions_inventions\`;`)
  await db.run(sql`DROP TABLE \`inventions\`;`)
  await db.run(sql`DROP TABLE \`furniture_collections\`;`)
  await db.run(sql`DROP TABLE \`furniture\`;`)
  await db.run(sql`DROP TABLE \`payload_jobs_stats\`;`)
}
