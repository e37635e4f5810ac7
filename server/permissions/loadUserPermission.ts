import type { Kysely } from 'kysely';
import { buildPermissionTree, type CatalogueItem } from '../../schemas/core/permissionCatalogue';
import type { PermissionTree } from '../../schemas/core/hasPermission';
import type { Database } from '../db/DatabaseSchema';
import { ownerReasons } from './ownerReasons';

/**
 * The owner references that stand for a user: the user (`u`), each department they
 * belong to and every ancestor of it (`d`), and every group that contains any of those,
 * directly or through nested groups (`g`). See ownerReasons for why each one counts.
 */
export async function ownersOfUser(db: Kysely<Database>, userId: number): Promise<Set<string>> {
  return new Set((await ownerReasons(db, userId)).keys());
}

/** Builds `userPermission` from the rights granted to every owner that stands for the user. */
export async function loadUserPermission(
  db: Kysely<Database>,
  userId: number,
  catalogue?: readonly CatalogueItem[],
): Promise<PermissionTree> {
  const owners = [...(await ownersOfUser(db, userId))];
  const rights = await db.selectFrom('rights').select('path').where('owner', 'in', owners).execute();
  return buildPermissionTree(
    rights.map((r) => r.path),
    catalogue,
  );
}
