import type { Kysely } from 'kysely';
import { grantCovers, ROW_SCOPES, type RowScope, type ScopedGrant } from '../../../schemas/core/rowScopes';
import type { Database } from '../../db/DatabaseSchema';
import { writeRightsAudit } from './writeRightsAudit';

/**
 * The smallest set of grants with the same effect: a path below another granted path adds
 * nothing (a parent grants everything below it) unless it reaches more rows (a wider row
 * scope), and duplicates go (the widest scope of a path is kept).
 */
export function normaliseGrants(grants: readonly ScopedGrant[]): ScopedGrant[] {
  const rank = (scope: RowScope) => ROW_SCOPES.indexOf(scope);
  const widest = new Map<string, RowScope>();
  for (const g of grants) {
    const known = widest.get(g.path);
    if (known === undefined || rank(g.scope) > rank(known)) widest.set(g.path, g.scope);
  }
  const unique = [...widest]
    .map(([path, scope]) => ({ path, scope }))
    .sort((a, b) => a.path.localeCompare(b.path));
  return unique.filter(
    (g) =>
      !unique.some((o) => o.path !== g.path && grantCovers(o.path, g.path) && rank(o.scope) >= rank(g.scope)),
  );
}

/** A grant as the audit and the API's lists write it: the path, and ` (scope)` unless all rows. */
export function grantText(grant: ScopedGrant): string {
  return grant.scope === 'all' ? grant.path : `${grant.path} (${grant.scope})`;
}

/**
 * Replaces an owner's grants (normalised) in one transaction, with an audit record holding the
 * grants before and after. Returns the grants now stored. `within` (subtree roots) replaces
 * only the grants at or below them and keeps every other grant of the owner, read in the same
 * transaction: the attendance data view permission saves its part of the tree alone.
 */
export async function saveOwnerRights(
  db: Kysely<Database>,
  owner: string,
  grants: readonly ScopedGrant[],
  userId: number,
  { within }: { within?: readonly string[] } = {},
): Promise<ScopedGrant[]> {
  let next = normaliseGrants(grants);
  await db.transaction().execute(async (trx) => {
    const before = await trx
      .selectFrom('rights')
      .select(['path', 'scope'])
      .where('owner', '=', owner)
      .orderBy('path')
      .forUpdate()
      .execute();
    if (within)
      next = normaliseGrants([
        ...before.filter((g) => !within.some((root) => grantCovers(root, g.path))),
        ...grants,
      ]);
    const same = (a: ScopedGrant, b: ScopedGrant) => a.path === b.path && a.scope === b.scope;
    const removed = before.filter((g) => !next.some((n) => same(n, g)));
    const added = next.filter((g) => !before.some((b) => same(b, g)));
    if (removed.length > 0)
      await trx
        .deleteFrom('rights')
        .where('owner', '=', owner)
        .where(
          'path',
          'in',
          removed.map((g) => g.path),
        )
        .execute();
    if (added.length > 0)
      await trx
        .insertInto('rights')
        .values(added.map((g) => ({ owner, path: g.path, scope: g.scope })))
        .execute();
    await writeRightsAudit(trx, {
      owner,
      userId,
      before: before.map(grantText),
      after: next.map(grantText),
    });
  });
  return next;
}
