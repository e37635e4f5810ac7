import type { Kysely } from 'kysely';
import type { Database } from '../../db/DatabaseSchema';
import { writeRightsAudit } from './writeRightsAudit';

/**
 * The smallest set of grants with the same effect: a path below another granted path
 * adds nothing (a parent grants everything below it), and duplicates go.
 */
export function normaliseGrants(paths: readonly string[]): string[] {
  const unique = [...new Set(paths)].sort();
  return unique.filter((path) => !unique.some((other) => other !== path && path.startsWith(`${other}.`)));
}

/**
 * Replaces an owner's grants with `paths` (normalised) in one transaction, with an audit
 * record holding the grants before and after. Returns the grants now stored.
 */
export async function saveOwnerRights(
  db: Kysely<Database>,
  owner: string,
  paths: readonly string[],
  userId: number,
): Promise<string[]> {
  const next = normaliseGrants(paths);
  await db.transaction().execute(async (trx) => {
    const before = (
      await trx
        .selectFrom('rights')
        .select('path')
        .where('owner', '=', owner)
        .orderBy('path')
        .forUpdate()
        .execute()
    ).map((r) => r.path);
    const removed = before.filter((p) => !next.includes(p));
    const added = next.filter((p) => !before.includes(p));
    if (removed.length > 0)
      await trx.deleteFrom('rights').where('owner', '=', owner).where('path', 'in', removed).execute();
    if (added.length > 0)
      await trx
        .insertInto('rights')
        .values(added.map((path) => ({ owner, path })))
        .execute();
    await writeRightsAudit(trx, { owner, userId, before, after: next });
  });
  return next;
}
