import type { Kysely } from 'kysely';
import type { Database } from '../../db/DatabaseSchema';
import type { TableCell } from '../../resources/sendTableFile';

const PAGE = 1000;

/**
 * Every live department as a row of DEPARTMENT_COLUMNS: code, name, parent code, level
 * name, sort, active. Parents come before their children (by depth, then sort), so the
 * file reads top-down.
 */
export async function* departmentExportRows(db: Kysely<Database>): AsyncGenerator<TableCell[]> {
  const rows = await db
    .selectFrom('departments as d')
    .leftJoin('departments as p', 'p.id', 'd.parent_id')
    .leftJoin('department_levels as l', 'l.id', 'd.level_id')
    .select([
      'd.id',
      'd.parent_id',
      'd.code',
      'd.name',
      'p.code as parent_code',
      'l.name as level',
      'd.sort',
      'd.is_active',
    ])
    .where('d.deleted_at', 'is', null)
    .orderBy('d.sort')
    .orderBy('d.id')
    .execute();
  const children = new Map<number | null, typeof rows>();
  for (const r of rows) children.set(r.parent_id, [...(children.get(r.parent_id) ?? []), r]);
  const ids = new Set(rows.map((r) => r.id));
  // Roots: no parent, or a parent that is deleted; then each department's children in order.
  const queue = rows.filter((r) => r.parent_id === null || !ids.has(r.parent_id));
  const visited = new Set<number>();
  while (queue.length > 0) {
    const r = queue.shift()!;
    if (visited.has(r.id)) continue;
    visited.add(r.id);
    // Spelled out: csv-stringify would write a boolean as 1 or an empty cell.
    yield [r.code, r.name, r.parent_code, r.level, r.sort, String(r.is_active)];
    queue.push(...(children.get(r.id) ?? []));
  }
}

/**
 * Every live user as a row of USER_COLUMNS, a page of 1,000 at a time: the primary
 * department's code and job position, the other departments' codes and the direct groups'
 * names, each list joined with "; ".
 */
export async function* userExportRows(db: Kysely<Database>): AsyncGenerator<TableCell[]> {
  const departments = await db
    .selectFrom('departments')
    .select(['id', 'code'])
    .where('deleted_at', 'is', null)
    .execute();
  const codeOf = new Map(departments.map((d) => [d.id, d.code ?? '']));
  const positions = await db
    .selectFrom('job_positions')
    .select(['id', 'name'])
    .where('deleted_at', 'is', null)
    .execute();
  const positionOf = new Map(positions.map((p) => [p.id, p.name]));
  const groups = await db
    .selectFrom('groups')
    .select(['id', 'name'])
    .where('deleted_at', 'is', null)
    .execute();
  const groupOf = new Map(groups.map((g) => [g.id, g.name]));
  let after = '';
  for (;;) {
    const users = await db
      .selectFrom('users')
      .select(['id', 'account', 'name', 'email', 'phone', 'language', 'is_active'])
      .where('deleted_at', 'is', null)
      .where('account', '>', after)
      .orderBy('account')
      .limit(PAGE)
      .execute();
    if (users.length === 0) return;
    const ids = users.map((u) => u.id);
    const memberships = await db
      .selectFrom('user_departments')
      .select(['user_id', 'department_id', 'is_primary', 'job_position_id'])
      .where('user_id', 'in', ids)
      .orderBy('department_id')
      .execute();
    const members = await db
      .selectFrom('group_members')
      .select(['group_id', 'member'])
      .where(
        'member',
        'in',
        ids.map((id) => `u${id}`),
      )
      .execute();
    for (const u of users) {
      const mine = memberships.filter((m) => m.user_id === u.id && codeOf.has(m.department_id));
      const primary = mine.find((m) => m.is_primary);
      const others = mine.filter((m) => !m.is_primary).map((m) => codeOf.get(m.department_id));
      const groupNames = members
        .filter((m) => m.member === `u${u.id}` && groupOf.has(m.group_id))
        .map((m) => groupOf.get(m.group_id));
      yield [
        u.account,
        u.name,
        u.email,
        u.phone,
        u.language,
        String(u.is_active),
        primary ? (codeOf.get(primary.department_id) ?? '') : '',
        primary?.job_position_id ? (positionOf.get(primary.job_position_id) ?? '') : '',
        others.join('; '),
        groupNames.join('; '),
      ];
    }
    after = users[users.length - 1]!.account;
    if (users.length < PAGE) return;
  }
}
