import { type Kysely, sql } from 'kysely';

/**
 * A right can be granted with a row scope (issue 14, schemas/core/rowScopes.ts): own rows, the
 * user's department, their department and below, or all. Every grant made before keeps `all`.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    alter table rights add column scope text not null default 'all'
      check (scope in ('own', 'department', 'subtree', 'all'))`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`alter table rights drop column if exists scope`.execute(db);
}
