import { type Kysely, sql } from 'kysely';
import type { Database } from './DatabaseSchema';

/**
 * Refreshes the planner's statistics of tables a bulk write has just filled (the seed, an
 * import), after the write committed. Without it PostgreSQL plans the next lists from the
 * statistics of the table before the write (a thousand rows where there are now a million)
 * until autovacuum catches up, and PGlite has no autovacuum at all (docs/decisions.md,
 * "Bulk writes leave their tables analysed"). Names come from descriptors or code, never input.
 * @example await analyzeTables(db, ['cm_leads'])
 */
export async function analyzeTables(db: Kysely<Database>, tables: readonly string[]): Promise<void> {
  for (const table of new Set(tables)) await sql`analyze ${sql.table(table)}`.execute(db);
}
