import { type Kysely, sql, type Transaction } from 'kysely';
import type { Database } from '../../db/DatabaseSchema';

/**
 * How many applications (drafts included) use a template version (table `wf_instances`,
 * migration 0012): the designer says so, since a save then makes a new version and those
 * applications keep theirs.
 */
export async function countInstancesOnVersion(
  db: Kysely<Database> | Transaction<Database>,
  versionId: number,
): Promise<number> {
  const result = await sql<{ n: string | number }>`
    select count(*) as n from wf_instances where template_version_id = ${versionId}`.execute(db);
  return Number(result.rows[0]?.n ?? 0);
}
