import type { Kysely } from 'kysely';
import type { Database } from '../../db/DatabaseSchema';

/** An owner reference split into its kind and id (`d12` → department 12), or null when malformed. */
export function parseOwner(owner: string): { kind: 'd' | 'g' | 'u'; id: number } | null {
  const match = /^([dgu])([1-9][0-9]{0,8})$/.exec(owner);
  if (!match) return null;
  return { kind: match[1] as 'd' | 'g' | 'u', id: Number(match[2]) };
}

/**
 * The display name of each owner reference (department name, group name, user name with
 * account). Deleted records keep their name, so an explanation never shows a bare id.
 */
export async function ownerNames(
  db: Kysely<Database>,
  owners: Iterable<string>,
): Promise<Map<string, string>> {
  const ids = { d: [] as number[], g: [] as number[], u: [] as number[] };
  for (const owner of owners) {
    const parsed = parseOwner(owner);
    if (parsed) ids[parsed.kind].push(parsed.id);
  }
  const names = new Map<string, string>();
  const [departments, groups, users] = await Promise.all([
    ids.d.length
      ? db.selectFrom('departments').select(['id', 'name']).where('id', 'in', ids.d).execute()
      : [],
    ids.g.length ? db.selectFrom('groups').select(['id', 'name']).where('id', 'in', ids.g).execute() : [],
    ids.u.length
      ? db.selectFrom('users').select(['id', 'name', 'account']).where('id', 'in', ids.u).execute()
      : [],
  ]);
  for (const d of departments) names.set(`d${d.id}`, d.name);
  for (const g of groups) names.set(`g${g.id}`, g.name);
  for (const u of users) names.set(`u${u.id}`, `${u.name} (${u.account})`);
  return names;
}
