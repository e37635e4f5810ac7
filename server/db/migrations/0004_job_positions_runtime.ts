import { type Kysely, sql } from 'kysely';

/**
 * Hands the core `job_positions` table to the descriptor runtime (entity `sc.jobPosition`,
 * schemas/sc/entities/jobPosition.entity.json): the runtime's system columns, with
 * defaults so existing rows stay valid, a description, and `name` as the varchar(100)
 * the descriptor declares. Schema sync refuses to narrow a column itself (text → varchar
 * could lose data), so it is done here, and only when no name is longer than that.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const long = await sql<{ n: number }>`
    select count(*)::int as n from job_positions where char_length(name) > 100`.execute(db);
  if ((long.rows[0]?.n ?? 0) > 0)
    throw new Error(
      'migration 0004: some job position names are longer than 100 characters; shorten them ' +
        '(update job_positions set name = ...) and start again.',
    );
  await sql`alter table job_positions alter column name type varchar(100)`.execute(db);
  await sql`alter table job_positions add column description text`.execute(db);
  await sql`alter table job_positions add column version integer not null default 1`.execute(db);
  await sql`alter table job_positions add column updated_at timestamptz not null default now()`.execute(db);
  await sql`alter table job_positions add column created_by integer`.execute(db);
  await sql`alter table job_positions add column updated_by integer`.execute(db);
  // Existing rows were last changed when they were created, as far as anyone knows.
  await sql`update job_positions set updated_at = created_at`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const column of ['updated_by', 'created_by', 'updated_at', 'version', 'description'])
    await sql`alter table job_positions drop column if exists ${sql.ref(column)}`.execute(db);
  await sql`alter table job_positions alter column name type text`.execute(db);
}
