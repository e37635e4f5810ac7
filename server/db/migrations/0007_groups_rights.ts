import { type Kysely, sql } from 'kysely';

/**
 * Groups become editable records: a version for the stale-write check (409) and the
 * time of the last change. A live group's name is unique (case-insensitive), so the
 * owner pickers never show two groups that look the same.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`alter table groups add column version integer not null default 1`.execute(db);
  await sql`alter table groups add column updated_at timestamptz not null default now()`.execute(db);
  await sql`create unique index groups_live_name_idx on groups (lower(name)) where deleted_at is null`.execute(
    db,
  );
  // Rights are read by owner on every permission build, and listed per path by the rights screen.
  await sql`create index if not exists rights_path_idx on rights (path)`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop index if exists rights_path_idx`.execute(db);
  await sql`drop index if exists groups_live_name_idx`.execute(db);
  await sql`alter table groups drop column if exists updated_at`.execute(db);
  await sql`alter table groups drop column if exists version`.execute(db);
}
