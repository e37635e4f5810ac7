import { type Kysely, sql } from 'kysely';

/**
 * Per-user preferences kept on the server (issue 12), so they follow the user to another
 * browser: one JSON value per user and key (`list-layout:cm.lead`, ...). `version` counts
 * writes, for a client that wants to tell its own write from another tab's.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table user_preference (
      user_id integer not null references users(id) on delete cascade,
      key text not null,
      value jsonb not null,
      version integer not null default 1,
      updated_at timestamptz not null default now(),
      primary key (user_id, key)
    )`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop table if exists user_preference`.execute(db);
}
