import { type Kysely, sql } from 'kysely';

/**
 * Uploaded files (docs/guide-files.md): one row per upload, the bytes in the file store under
 * `storage_key`. A row is attached when `record_id` is set (the record's `files` field holds its
 * id); rows never attached are swept after a day. Ids are integers so a record's field stays an
 * integer[] like `references`.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table files (
      id serial primary key,
      storage_key text not null unique,
      original_name text not null,
      mime text not null,
      size bigint not null,
      sha256 text not null,
      entity text not null,
      field text not null,
      record_id integer,
      created_by integer references users(id),
      created_at timestamptz not null default now(),
      deleted_at timestamptz
    )`.execute(db);
  await sql`create index files_record_idx on files (entity, record_id)`.execute(db);
  // The orphan sweep reads uploads never attached, oldest first.
  await sql`create index files_orphan_idx on files (created_at) where record_id is null`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop table if exists files`.execute(db);
}
