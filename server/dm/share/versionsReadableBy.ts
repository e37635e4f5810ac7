import { sql } from 'kysely';
import { accessRank } from '../../../schemas/core/accessLevels';
import { hasPermission } from '../../../schemas/core/hasPermission';
import type { AppContext } from '../../http/AppContext';
import { accessCondition } from '../../resources/access/accessCondition';
import type { EntityService } from '../../resources/EntityService';

/**
 * The ids among `ids` of the versions user `userId` may read: the right to view documents, then
 * the document's access list (or the bypass of the module's administrators), as every other
 * door to versions checks it. Asked without a request, so that a link keeps working only while
 * the person who shared it still reads what it shares.
 * @example const readable = await versionsReadableBy(ctx, dm.versions, 5, [12, 13])
 */
export async function versionsReadableBy(
  ctx: AppContext,
  versions: EntityService,
  userId: number,
  ids: readonly number[],
): Promise<Set<number>> {
  const d = versions.descriptor;
  const rights = await ctx.permissions.get(userId);
  if (ids.length === 0 || !hasPermission(rights, `${d.permission}.actions.view`)) return new Set();
  if (!d.access || hasPermission(rights, d.access.bypass))
    return versions.store.idsInScope(ctx.db, ids, sql`true`);
  const context = await ctx.permissions.rowScopes(userId);
  return versions.store.idsInScope(
    ctx.db,
    ids,
    accessCondition(d, accessRank('read'), context, versions.store.registry),
  );
}
