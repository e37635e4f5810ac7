import type { Kysely } from 'kysely';
import type { Database } from '../db/DatabaseSchema';

/** An owner reference: `d{id}` department, `g{id}` group, `u{id}` user. */
export const OWNER_PATTERN = '^[dgu][1-9][0-9]{0,8}$';
const OWNER = new RegExp(OWNER_PATTERN);

export interface ExpandedOwners {
  /** Distinct active users the references reach, ascending. */
  userIds: number[];
  /** References that name nothing (malformed, or no live department, group or user). */
  unknown: string[];
}

/** Adds a department and all departments below it (the tree walked in memory: hundreds of rows). */
function addSubtree(start: number, childrenOf: Map<number, number[]>, into: Set<number>): void {
  const stack = [start];
  while (stack.length > 0) {
    const id = stack.pop()!;
    if (into.has(id)) continue;
    into.add(id);
    stack.push(...(childrenOf.get(id) ?? []));
  }
}

/**
 * Expands owner references to the users they stand for, the reverse of `ownersOfUser`:
 * a department reaches its members and the members of every department below it; a
 * group reaches its user members, the members of its department members (with their
 * sub-departments) and, through nested groups, theirs (cycles end). Deleted departments,
 * groups and users reach nobody; inactive users are left out.
 *
 * @example await expandOwners(db, ['d2', 'g1', 'u7']) // { userIds: [3, 7, 12], unknown: [] }
 */
export async function expandOwners(db: Kysely<Database>, owners: readonly string[]): Promise<ExpandedOwners> {
  const unknown: string[] = [];
  const refs: Array<{ ref: string; kind: string; id: number }> = [];
  for (const ref of new Set(owners)) {
    if (OWNER.test(ref)) refs.push({ ref, kind: ref[0]!, id: Number(ref.slice(1)) });
    else unknown.push(ref);
  }

  const departments = await db
    .selectFrom('departments')
    .select(['id', 'parent_id'])
    .where('deleted_at', 'is', null)
    .execute();
  const liveDepartments = new Set(departments.map((d) => d.id));
  const childrenOf = new Map<number, number[]>();
  for (const d of departments) {
    if (d.parent_id === null) continue;
    childrenOf.set(d.parent_id, [...(childrenOf.get(d.parent_id) ?? []), d.id]);
  }

  const groupIds = refs.filter((r) => r.kind === 'g').map((r) => r.id);
  const needGroups = groupIds.length > 0;
  const liveGroups = new Set(
    needGroups
      ? (await db.selectFrom('groups').select('id').where('deleted_at', 'is', null).execute()).map(
          (g) => g.id,
        )
      : [],
  );
  const membersOf = new Map<number, string[]>();
  if (needGroups) {
    const memberships = await db.selectFrom('group_members').select(['group_id', 'member']).execute();
    for (const m of memberships) membersOf.set(m.group_id, [...(membersOf.get(m.group_id) ?? []), m.member]);
  }

  const userRefs = refs.filter((r) => r.kind === 'u').map((r) => r.id);
  const liveUsers = new Set(
    userRefs.length > 0
      ? (
          await db
            .selectFrom('users')
            .select('id')
            .where('id', 'in', userRefs)
            .where('deleted_at', 'is', null)
            .execute()
        ).map((u) => u.id)
      : [],
  );

  const userIds = new Set<number>();
  const departmentIds = new Set<number>();
  const addDepartment = (id: number) => {
    if (liveDepartments.has(id)) addSubtree(id, childrenOf, departmentIds);
  };
  const seenGroups = new Set<number>();
  const addGroup = (start: number) => {
    const stack = [start];
    while (stack.length > 0) {
      const group = stack.pop()!;
      if (seenGroups.has(group) || !liveGroups.has(group)) continue;
      seenGroups.add(group);
      for (const member of membersOf.get(group) ?? []) {
        const id = Number(member.slice(1));
        if (member[0] === 'u') userIds.add(id);
        else if (member[0] === 'd') addDepartment(id);
        else if (member[0] === 'g') stack.push(id);
      }
    }
  };

  for (const { ref, kind, id } of refs) {
    const exists =
      kind === 'd' ? liveDepartments.has(id) : kind === 'g' ? liveGroups.has(id) : liveUsers.has(id);
    if (!exists) {
      unknown.push(ref);
      continue;
    }
    if (kind === 'u') userIds.add(id);
    else if (kind === 'd') addDepartment(id);
    else addGroup(id);
  }

  if (departmentIds.size > 0) {
    const members = await db
      .selectFrom('user_departments')
      .select('user_id')
      .distinct()
      .where('department_id', 'in', [...departmentIds])
      .execute();
    for (const m of members) userIds.add(m.user_id);
  }
  if (userIds.size === 0) return { userIds: [], unknown };
  // One pass keeps only live, active users, whichever way they were reached.
  const active = await db
    .selectFrom('users')
    .select('id')
    .where('id', 'in', [...userIds])
    .where('deleted_at', 'is', null)
    .where('is_active', '=', true)
    .orderBy('id')
    .execute();
  return { userIds: active.map((u) => u.id), unknown };
}
