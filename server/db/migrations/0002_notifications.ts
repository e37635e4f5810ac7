import { type Kysely, sql } from 'kysely';

/**
 * Per-user notifications. The index serves the three reads the bell makes: a user's
 * unread count, their unread list and their whole list, newest first.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table notifications (
      id serial primary key,
      user_id integer not null references users(id) on delete cascade,
      model_type text not null,
      model_id integer,
      title text not null,
      content text not null,
      data jsonb not null default '{}'::jsonb,
      read_at timestamptz,
      created_at timestamptz not null default now()
    )`.execute(db);
  await sql`create index notifications_user_read_idx on notifications (user_id, read_at, id desc)`.execute(
    db,
  );
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop table if exists notifications`.execute(db);
}
