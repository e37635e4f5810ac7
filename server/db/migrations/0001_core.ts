import { type Kysely, sql } from 'kysely';

/** The organisation core and the sign-in tables. Plain SQL that PostgreSQL 15 and PGlite both run. */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table users (
      id serial primary key,
      account text not null,
      name text not null,
      email text,
      phone text,
      password_hash text not null,
      password_changed_at timestamptz,
      language text not null default 'tw',
      is_active boolean not null default true,
      version integer not null default 1,
      created_at timestamptz not null default now(),
      updated_at timestamptz not null default now(),
      deleted_at timestamptz
    )`.execute(db);
  // Accounts are unique case-insensitively among live users.
  await sql`create unique index users_account_unique on users (lower(account)) where deleted_at is null`.execute(
    db,
  );
  await sql`create index users_email_idx on users (lower(email))`.execute(db);

  await sql`
    create table password_history (
      id serial primary key,
      user_id integer not null references users(id) on delete cascade,
      password_hash text not null,
      created_at timestamptz not null default now()
    )`.execute(db);
  await sql`create index password_history_user_idx on password_history (user_id, created_at desc)`.execute(
    db,
  );

  await sql`
    create table department_levels (
      id serial primary key,
      name text not null,
      depth integer not null unique
    )`.execute(db);
  await sql`
    create table departments (
      id serial primary key,
      parent_id integer references departments(id),
      level_id integer references department_levels(id),
      name text not null,
      code text,
      sort integer not null default 0,
      is_active boolean not null default true,
      version integer not null default 1,
      created_at timestamptz not null default now(),
      updated_at timestamptz not null default now(),
      deleted_at timestamptz
    )`.execute(db);
  await sql`create index departments_parent_idx on departments (parent_id, sort)`.execute(db);

  await sql`
    create table job_positions (
      id serial primary key,
      name text not null,
      rank integer not null default 0,
      created_at timestamptz not null default now(),
      deleted_at timestamptz
    )`.execute(db);
  await sql`
    create table groups (
      id serial primary key,
      name text not null,
      description text,
      created_at timestamptz not null default now(),
      deleted_at timestamptz
    )`.execute(db);
  await sql`
    create table user_departments (
      user_id integer not null references users(id) on delete cascade,
      department_id integer not null references departments(id) on delete cascade,
      is_primary boolean not null default false,
      job_position_id integer references job_positions(id),
      primary key (user_id, department_id)
    )`.execute(db);
  await sql`create index user_departments_department_idx on user_departments (department_id)`.execute(db);
  await sql`
    create table group_members (
      group_id integer not null references groups(id) on delete cascade,
      member text not null check (member ~ '^[dgu][0-9]+$'),
      primary key (group_id, member)
    )`.execute(db);
  await sql`create index group_members_member_idx on group_members (member)`.execute(db);
  await sql`
    create table rights (
      id serial primary key,
      owner text not null check (owner ~ '^[dgu][0-9]+$'),
      path text not null,
      created_at timestamptz not null default now(),
      unique (owner, path)
    )`.execute(db);

  await sql`
    create table auth_sessions (
      id uuid primary key,
      user_id integer not null references users(id) on delete cascade,
      ip text,
      user_agent text,
      created_at timestamptz not null default now(),
      last_used_at timestamptz not null default now(),
      revoked_at timestamptz,
      revoked_reason text
    )`.execute(db);
  await sql`create index auth_sessions_user_idx on auth_sessions (user_id)`.execute(db);
  await sql`
    create table refresh_tokens (
      token_hash text primary key,
      session_id uuid not null references auth_sessions(id) on delete cascade,
      expires_at timestamptz not null,
      rotated_at timestamptz,
      created_at timestamptz not null default now()
    )`.execute(db);
  await sql`create index refresh_tokens_session_idx on refresh_tokens (session_id)`.execute(db);
  await sql`
    create table password_resets (
      token_hash text primary key,
      user_id integer not null references users(id) on delete cascade,
      expires_at timestamptz not null,
      used_at timestamptz,
      created_at timestamptz not null default now()
    )`.execute(db);
  await sql`
    create table login_throttle (
      key text primary key,
      failures integer not null,
      window_started_at timestamptz not null,
      locked_until timestamptz
    )`.execute(db);
  await sql`
    create table captchas (
      key text primary key,
      answer_hash text not null,
      expires_at timestamptz not null
    )`.execute(db);
  await sql`
    create table mail_outbox (
      id serial primary key,
      recipient text not null,
      subject text not null,
      body text not null,
      created_at timestamptz not null default now(),
      sent_at timestamptz,
      error text
    )`.execute(db);
  await sql`
    create table settings (
      key text primary key,
      value jsonb not null,
      version integer not null default 1,
      updated_at timestamptz not null default now()
    )`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of [
    'settings',
    'mail_outbox',
    'captchas',
    'login_throttle',
    'password_resets',
    'refresh_tokens',
    'auth_sessions',
    'rights',
    'group_members',
    'user_departments',
    'groups',
    'job_positions',
    'departments',
    'department_levels',
    'password_history',
    'users',
  ]) {
    await sql`drop table if exists ${sql.table(table)} cascade`.execute(db);
  }
}
