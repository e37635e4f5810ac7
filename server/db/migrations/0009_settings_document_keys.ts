import { type Kysely, sql } from 'kysely';

/**
 * Settings documents (issue 11) key their `settings` row by the descriptor id
 * (`sc.security`, and `sc.x@u7` for a per-user one): the rows saved before get the id
 * of the descriptor that now describes them.
 */
const RENAMED = [
  ['security', 'sc.security'],
  ['company', 'sc.company'],
  ['map', 'sc.map'],
  ['home', 'sc.home'],
  ['license', 'sc.license'],
] as const;

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const [from, to] of RENAMED)
    await sql`update settings set key = ${to} where key = ${from}`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const [from, to] of RENAMED)
    await sql`update settings set key = ${from} where key = ${to}`.execute(db);
}
