import { sql, type Transaction } from 'kysely';
import type { Database } from '../../db/DatabaseSchema';
import type { PlannedUser, UserPlan, UserValues } from './planUserImport';
import { writeAuditRows } from './writeAuditRows';

export const USER_ENTITY = 'sc.user';
const CHUNK = 1000;

export interface UserCommitOutcome {
  changed: number;
  /** Users who can no longer sign in: their sessions end after the commit. */
  deactivated: number[];
  /** Whether any user's departments or groups changed: cached rights are then stale. */
  rightsChanged: boolean;
  /** The users this import created, with their new ids: invitations go to them. */
  created: Array<{ id: number; values: UserValues }>;
}

function chunks<T>(items: readonly T[]): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < items.length; i += CHUNK) out.push(items.slice(i, i + CHUNK));
  return out;
}

/** What the audit log keeps of an imported user: the edited fields, never the password hash. */
function audited(id: number, row: PlannedUser['values']) {
  return { id, ...row };
}

/**
 * Writes a clean user plan inside the caller's transaction, in statements of 1,000 rows
 * each sent as one JSON parameter (`json_to_recordset`: binding thousands of parameters is
 * what made PGlite slow)
 * (10,000 users are ~60 statements, not 40,000): new users with the one pre-computed
 * `passwordHash` (the shared initial password, or in invite mode a secret nobody knows), changed users, their departments and direct groups, the version of each
 * group whose members changed, and one audit record per created or changed user.
 */
export async function commitUserImport(
  trx: Transaction<Database>,
  plan: UserPlan,
  passwordHash: string | null,
  userId: number,
  onProgress: (done: number, total: number) => void,
): Promise<UserCommitOutcome> {
  const changed = plan.rows.filter((r) => r.change !== undefined);
  const creates = changed.filter((r) => r.id === undefined);
  const updates = changed.filter((r) => r.id !== undefined);
  const total = changed.length;
  let done = 0;
  const idOf = new Map<PlannedUser, number>();
  const before = new Map<number, unknown>();

  if (creates.length > 0 && passwordHash === null)
    throw new Error('new users need the initial password hash');
  for (const part of chunks(creates)) {
    const rows = part.map((r) => ({
      account: r.values.account,
      name: r.values.name,
      email: r.values.email,
      phone: r.values.phone,
      language: r.values.language,
      is_active: r.values.is_active,
    }));
    // Never changed by the user: sign-in reports the password as expired (docs/decisions.md).
    const inserted = await sql<{ id: number; account: string }>`
      insert into users (account, name, email, phone, password_hash, password_changed_at, language, is_active)
      select account, name, email, phone, ${passwordHash}, null, language, is_active
      from json_to_recordset(${JSON.stringify(rows)}::json)
        as x(account text, name text, email text, phone text, language text, is_active boolean)
      returning id, account`.execute(trx);
    const byAccount = new Map(inserted.rows.map((u) => [u.account.toLowerCase(), u.id]));
    for (const r of part) idOf.set(r, byAccount.get(r.values.account.toLowerCase())!);
    done += part.length;
    onProgress(done, total);
  }

  for (const part of chunks(updates)) {
    const ids = part.map((r) => r.id!);
    const rows = await trx
      .selectFrom('users')
      .select(['id', 'account', 'name', 'email', 'phone', 'language', 'is_active'])
      .where('id', 'in', ids)
      .execute();
    for (const r of rows) before.set(r.id, r);
    const values = part.map((r) => ({
      id: r.id!,
      account: r.values.account,
      name: r.values.name,
      email: r.values.email,
      phone: r.values.phone,
      language: r.values.language,
      is_active: r.values.is_active,
    }));
    await sql`
      update users as u set account = v.account, name = v.name, email = v.email, phone = v.phone,
        language = v.language, is_active = v.is_active, version = u.version + 1, updated_at = now()
      from json_to_recordset(${JSON.stringify(values)}::json)
        as v(id int, account text, name text, email text, phone text, language text, is_active boolean)
      where u.id = v.id`.execute(trx);
    for (const r of part) idOf.set(r, r.id!);
    done += part.length;
    onProgress(done, total);
  }

  // Departments: replaced whole for every user whose memberships changed (new users have none yet).
  const moved = changed.filter((r) => r.membershipsChanged);
  for (const part of chunks(moved)) {
    const ids = part.flatMap((r) => (r.id === undefined ? [] : [r.id]));
    if (ids.length > 0) await trx.deleteFrom('user_departments').where('user_id', 'in', ids).execute();
    const rows = part.flatMap((r) => r.values.departments.map((m) => ({ ...m, user_id: idOf.get(r)! })));
    if (rows.length > 0)
      await sql`
        insert into user_departments (user_id, department_id, is_primary, job_position_id)
        select user_id, department_id, is_primary, job_position_id
        from json_to_recordset(${JSON.stringify(rows)}::json)
          as x(user_id int, department_id int, is_primary boolean, job_position_id int)`.execute(trx);
  }

  // Direct groups: replaced whole; groups whose members changed get a new version (as UserService does).
  const regrouped = changed.filter((r) => r.groupsChanged);
  const touchedGroups = new Set<number>();
  for (const part of chunks(regrouped)) {
    const members = part.map((r) => `u${idOf.get(r)!}`);
    const removed = await trx
      .deleteFrom('group_members')
      .where('member', 'in', members)
      .returning('group_id')
      .execute();
    for (const g of removed) touchedGroups.add(g.group_id);
    const rows = part.flatMap((r) =>
      r.values.groups.map((g) => ({ group_id: g, member: `u${idOf.get(r)!}` })),
    );
    for (const g of rows) touchedGroups.add(g.group_id);
    if (rows.length > 0) await trx.insertInto('group_members').values(rows).execute();
  }
  if (touchedGroups.size > 0)
    await trx
      .updateTable('groups')
      .set((eb) => ({ version: eb('version', '+', 1), updated_at: new Date() }))
      .where('id', 'in', [...touchedGroups])
      .execute();

  await writeAuditRows(
    trx,
    changed.map((r) => {
      const id = idOf.get(r)!;
      return {
        entity: USER_ENTITY,
        recordId: id,
        action: r.id === undefined ? 'import.create' : 'import.update',
        userId,
        before: r.id === undefined ? null : (before.get(id) ?? null),
        after: audited(id, r.values),
      };
    }),
  );
  return {
    changed: total,
    deactivated: updates.filter((r) => r.change?.action === 'deactivate').map((r) => r.id!),
    rightsChanged: moved.length > 0 || regrouped.length > 0,
    created: creates.map((r) => ({ id: idOf.get(r)!, values: r.values })),
  };
}
