import { type Kysely, sql } from 'kysely';

/**
 * Departments become editable (issue 5):
 * - `department_levels` goes to the descriptor runtime (entity `sc.departmentLevel`,
 *   schemas/sc/entities/departmentLevel.entity.json): its system columns, `name` as the
 *   varchar(100) the descriptor declares, and the table-wide unique on `depth` replaced by
 *   the runtime's unique index over live rows, so a deleted level's depth can be reused.
 * - `departments` records who created and last changed a row (the audit log has the rest),
 *   and an index serves the inactive-departments list.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const long = await sql<{ n: number }>`
    select count(*)::int as n from department_levels where char_length(name) > 100`.execute(db);
  if ((long.rows[0]?.n ?? 0) > 0)
    throw new Error(
      'migration 0005: some department level names are longer than 100 characters; shorten them ' +
        '(update department_levels set name = ...) and start again.',
    );
  await sql`alter table department_levels alter column name type varchar(100)`.execute(db);
  await sql`alter table department_levels drop constraint if exists department_levels_depth_key`.execute(db);
  await sql`alter table department_levels add column version integer not null default 1`.execute(db);
  await sql`alter table department_levels add column created_at timestamptz not null default now()`.execute(
    db,
  );
  await sql`alter table department_levels add column updated_at timestamptz not null default now()`.execute(
    db,
  );
  await sql`alter table department_levels add column created_by integer`.execute(db);
  await sql`alter table department_levels add column updated_by integer`.execute(db);
  await sql`alter table department_levels add column deleted_at timestamptz`.execute(db);

  await sql`alter table departments add column created_by integer`.execute(db);
  await sql`alter table departments add column updated_by integer`.execute(db);
  await sql`create index departments_inactive_idx on departments (name, id) where is_active = false and deleted_at is null`.execute(
    db,
  );
  // The organisation screen pages a department's users by name.
  await sql`create index users_name_idx on users (name, id) where deleted_at is null`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop index if exists users_name_idx`.execute(db);
  await sql`drop index if exists departments_inactive_idx`.execute(db);
  for (const column of ['updated_by', 'created_by'])
    await sql`alter table departments drop column if exists ${sql.ref(column)}`.execute(db);
  for (const column of ['deleted_at', 'updated_by', 'created_by', 'updated_at', 'created_at', 'version'])
    await sql`alter table department_levels drop column if exists ${sql.ref(column)}`.execute(db);
  await sql`alter table department_levels alter column name type text`.execute(db);
  await sql`alter table department_levels add constraint department_levels_depth_key unique (depth)`.execute(
    db,
  );
}
