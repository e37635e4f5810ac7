import { type Kysely, sql } from 'kysely';

/** Who changed which record when, with the row before and after: every write of the resource API lands here. */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table audit_log (
      id bigserial primary key,
      entity text not null,
      record_id integer not null,
      action text not null,
      user_id integer references users(id),
      before jsonb,
      after jsonb,
      created_at timestamptz not null default now()
    )`.execute(db);
  await sql`create index audit_log_record_idx on audit_log (entity, record_id, id desc)`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop table if exists audit_log`.execute(db);
}
