import { type Kysely, sql } from 'kysely';
import type { Database } from '../db/DatabaseSchema';
import type { OwnerDirectory } from './ownerIndex';

const CHUNK = 1000;

function chunks<T>(items: readonly T[]): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < items.length; i += CHUNK) out.push(items.slice(i, i + CHUNK));
  return out;
}

/**
 * The live departments and groups (an organisation has hundreds: all of them, so a name's
 * ambiguity is known), and only the live users an export page or an import file needs: those
 * with the given ids, and those whose account or name is one of `userTexts` (lower-cased).
 *
 * @example await loadOwnerDirectory(db, { userIds: [7] })
 */
export async function loadOwnerDirectory(
  db: Kysely<Database>,
  wanted: { userIds?: readonly number[]; userTexts?: readonly string[] },
): Promise<OwnerDirectory> {
  const [departments, groups] = await Promise.all([
    db
      .selectFrom('departments')
      .select(['id', 'name', 'code', 'parent_id'])
      .where('deleted_at', 'is', null)
      .orderBy('id')
      .execute(),
    db.selectFrom('groups').select(['id', 'name']).where('deleted_at', 'is', null).orderBy('id').execute(),
  ]);
  const users = new Map<number, { id: number; name: string; account: string }>();
  const live = db.selectFrom('users').select(['id', 'name', 'account']).where('deleted_at', 'is', null);
  for (const part of chunks([...new Set(wanted.userIds ?? [])]))
    for (const u of await live.where('id', 'in', part).execute()) users.set(u.id, u);
  for (const part of chunks([...new Set(wanted.userTexts ?? [])]))
    for (const u of await live
      .where((eb) => eb.or([eb(sql`lower(account)`, 'in', part), eb(sql`lower(trim(name))`, 'in', part)]))
      .execute())
      users.set(u.id, u);
  return { departments, groups, users: [...users.values()] };
}
