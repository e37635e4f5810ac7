import type { Kysely } from 'kysely';
import type { ScopedGrant } from '../../schemas/core/rowScopes';
import type { Database } from '../db/DatabaseSchema';
import { ownersOfUser } from './loadUserPermission';

/**
 * What a user's row scopes are worked out from (server/resources/rowScope): every grant that
 * stands for them with its scope, and the departments their `department` and `subtree` scopes
 * reach. Kept beside the permission tree in PermissionCache, and cleared with it.
 */
export interface RowScopeContext {
  userId: number;
  grants: ScopedGrant[];
  /** The live departments the user sits in. */
  departments: number[];
  /** Those and every live department below them. */
  subtree: number[];
  /** The owner references that stand for the user (ownersOfUser), which access lists grant to. */
  owners: string[];
}

export async function loadRowScopeContext(db: Kysely<Database>, userId: number): Promise<RowScopeContext> {
  const owners = [...(await ownersOfUser(db, userId))];
  const grants = await db
    .selectFrom('rights')
    .select(['path', 'scope'])
    .where('owner', 'in', owners)
    .execute();
  const own = await db
    .selectFrom('user_departments')
    .innerJoin('departments', 'departments.id', 'user_departments.department_id')
    .select('departments.id')
    .where('user_departments.user_id', '=', userId)
    .where('departments.deleted_at', 'is', null)
    .execute();
  const departments = own.map((d) => d.id).sort((a, b) => a - b);
  return {
    userId,
    grants,
    departments,
    subtree: departments.length ? await below(db, departments) : [],
    owners: owners.sort(),
  };
}

/** The departments and every live department below them: walked in memory (hundreds, not millions). */
async function below(db: Kysely<Database>, roots: readonly number[]): Promise<number[]> {
  const all = await db
    .selectFrom('departments')
    .select(['id', 'parent_id'])
    .where('deleted_at', 'is', null)
    .execute();
  const children = new Map<number, number[]>();
  for (const d of all) {
    if (d.parent_id == null) continue;
    children.set(d.parent_id, [...(children.get(d.parent_id) ?? []), d.id]);
  }
  const reached = new Set<number>(roots);
  const queue = [...roots];
  while (queue.length > 0) {
    for (const child of children.get(queue.pop()!) ?? []) {
      if (!reached.has(child)) {
        reached.add(child);
        queue.push(child);
      }
    }
  }
  return [...reached].sort((a, b) => a - b);
}
