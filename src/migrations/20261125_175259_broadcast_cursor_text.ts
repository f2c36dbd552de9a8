import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
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
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
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
  	\`cursor\` numeric DEFAULT 0,
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
}
