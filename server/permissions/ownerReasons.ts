import type { Kysely } from 'kysely';
import type { Database } from '../db/DatabaseSchema';

/**
 * Why an owner reference stands for a user:
 * - `user`: it is the user;
 * - `department`: `through` is the user's own department that is it or lies below it;
 * - `group`: `through` is the member (owner reference) of the group that already stood for
 *   the user, so following `through` explains a chain of nested groups.
 */
export type OwnerReason =
  | { kind: 'user' }
  | { kind: 'department'; through: number }
  | { kind: 'group'; through: string };

/**
 * Every owner reference that stands for a user, with the reason: the user (`u`), each
 * department they belong to and every ancestor of it (`d`: a right granted to a division
 * reaches the members of its sections), and every group that contains any of those,
 * directly or through nested groups (`g`). Deleted departments and groups stand for nobody.
 */
export async function ownerReasons(db: Kysely<Database>, userId: number): Promise<Map<string, OwnerReason>> {
  const reasons = new Map<string, OwnerReason>([[`u${userId}`, { kind: 'user' }]]);
  const departments = await db
    .selectFrom('user_departments')
    .innerJoin('departments', 'departments.id', 'user_departments.department_id')
    .select(['departments.id'])
    .where('user_departments.user_id', '=', userId)
    .where('departments.deleted_at', 'is', null)
    .orderBy('departments.id')
    .execute();
  if (departments.length > 0) {
    // Walk up the tree in memory: departments number in the hundreds, not millions.
    const all = await db
      .selectFrom('departments')
      .select(['id', 'parent_id'])
      .where('deleted_at', 'is', null)
      .execute();
    const parentOf = new Map(all.map((d) => [d.id, d.parent_id]));
    // Own departments first, so a department the user sits in is explained as their own.
    for (const dept of departments) reasons.set(`d${dept.id}`, { kind: 'department', through: dept.id });
    for (const dept of departments) {
      let current: number | null | undefined = parentOf.get(dept.id);
      const seen = new Set<number>([dept.id]);
      while (current != null && !seen.has(current)) {
        seen.add(current);
        if (!reasons.has(`d${current}`)) reasons.set(`d${current}`, { kind: 'department', through: dept.id });
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
    .orderBy('group_members.group_id')
    .orderBy('group_members.member')
    .execute();
  let grew = true;
  while (grew) {
    grew = false;
    for (const m of memberships) {
      const group = `g${m.group_id}`;
      if (!reasons.has(group) && reasons.has(m.member)) {
        reasons.set(group, { kind: 'group', through: m.member });
        grew = true;
      }
    }
  }
  return reasons;
}
