import type { Kysely } from 'kysely';
import { buildPermissionTree, type CatalogueItem } from '../../schemas/core/permissionCatalogue';
import type { PermissionTree } from '../../schemas/core/hasPermission';
import type { Database } from '../db/DatabaseSchema';

/**
 * The owner references that stand for a user: the user (`u`), each department
 * they belong to and every ancestor of it (`d`: a right granted to a division
 * reaches the members of its sections), and every group that contains any of
 * those, directly or through nested groups (`g`).
 */
export async function ownersOfUser(db: Kysely<Database>, userId: number): Promise<Set<string>> {
  const owners = new Set<string>([`u${userId}`]);
  const departments = await db
    .selectFrom('user_departments')
    .innerJoin('departments', 'departments.id', 'user_departments.department_id')
    .select(['departments.id', 'departments.parent_id'])
    .where('user_departments.user_id', '=', userId)
    .where('departments.deleted_at', 'is', null)
    .execute();
  if (departments.length > 0) {
    // Walk up the tree in memory: departments number in the hundreds, not millions.
    const all = await db
      .selectFrom('departments')
      .select(['id', 'parent_id'])
      .where('deleted_at', 'is', null)
      .execute();
    const parentOf = new Map(all.map((d) => [d.id, d.parent_id]));
    for (const dept of departments) {
      let current: number | null | undefined = dept.id;
      const seen = new Set<number>();
      while (current != null && !seen.has(current)) {
        seen.add(current);
        owners.add(`d${current}`);
        current = parentOf.get(current);
      }
    }
  }
  // Close over group membership until no new group joins (nested groups; cycles end naturally).
  const memberships = await db
    .selectFrom('group_members')
    .innerJoin('groups', 'groups.id', 'group_members.group_id')
    .select(['group_members.group_id', 'group_members.member'])
    .where('groups.deleted_at', 'is', null)
    .execute();
  let grew = true;
  while (grew) {
    grew = false;
    for (const m of memberships) {
      const group = `g${m.group_id}`;
      if (!owners.has(group) && owners.has(m.member)) {
        owners.add(group);
        grew = true;
      }
    }
  }
  return owners;
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
