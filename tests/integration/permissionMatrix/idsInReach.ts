import { type Kysely, sql } from 'kysely';
import type { EntityDescriptor } from '../../../schemas/core/entityDescriptorSchema';
import { ROW_SCOPES, type RowScope } from '../../../schemas/core/rowScopes';
import type { Database } from '../../../server/db/DatabaseSchema';

type Raw = Record<string, unknown> & { id: number };

/**
 * The ids of an entity's rows (live ones unless `which` says otherwise) that a grant at `scope` lets `userId` reach, worked out
 * here from the rows' owner columns, `user_departments` and the department tree as the guide
 * states the rule (docs/guide-row-scopes.md), NOT by asking the server's rowScopeCondition:
 * the matrix compares what the API answers with this.
 * - no `ownership`, or `all`: every live row; a descriptor's `ownership.maxScope` caps the scope;
 * - `own`: an owning-user column holds the user;
 * - `department` / `subtree`: those, and rows whose department (the `ownership.department`
 *   column, else any department an owning user sits in) is one of the user's departments
 *   (and, for `subtree`, any live department below them); a user in no department: `own`;
 * - `ownership.through`: the rows whose owner row (through that reference) is reached.
 */
export async function idsInReach(
  db: Kysely<Database>,
  descriptors: ReadonlyMap<string, EntityDescriptor>,
  d: EntityDescriptor,
  scope: RowScope,
  userId: number,
  which: 'live' | 'deleted' | 'any' = 'live',
): Promise<Set<number>> {
  const state =
    which === 'live'
      ? sql`deleted_at is null`
      : which === 'deleted'
        ? sql`deleted_at is not null`
        : sql`true`;
  const rows = (await sql<Raw>`select * from ${sql.table(d.table)} where ${state}`.execute(db)).rows.map(
    (r): Raw => ({ ...r, id: Number(r.id) }),
  );
  if (d.access) return accessReach(db, descriptors, d, rows, userId);
  const ownership = d.ownership;
  if (!ownership) return new Set(rows.map((r) => r.id));
  // A self-service entity's descriptor caps every grant (`ownership.maxScope`, e.g. `own`). Read
  // loosely: descriptors without the field type-check the same.
  const cap = (ownership as { maxScope?: RowScope }).maxScope;
  if (cap && ROW_SCOPES.indexOf(cap) < ROW_SCOPES.indexOf(scope)) scope = cap;
  if (scope === 'all') return new Set(rows.map((r) => r.id));
  if (ownership.through) {
    const parent = descriptors.get(d.fields[ownership.through]?.reference ?? '');
    if (!parent) throw new Error(`${d.id}: ownership.through names no reference`);
    // Whose a line is does not change when its document is deleted.
    const parents = await idsInReach(db, descriptors, parent, scope, userId, 'any');
    return new Set(rows.filter((r) => parents.has(Number(r[ownership.through!]))).map((r) => r.id));
  }
  const users = ownership.users ?? [];
  const ownedBy = (r: Raw, who: ReadonlySet<number>) => users.some((c) => who.has(Number(r[c])));
  const own = rows.filter((r) => ownedBy(r, new Set([userId])));
  const memberships = await db
    .selectFrom('user_departments')
    .innerJoin('departments', 'departments.id', 'user_departments.department_id')
    .select(['user_departments.user_id', 'user_departments.department_id'])
    .where('departments.deleted_at', 'is', null)
    .execute();
  const mine = new Set(memberships.filter((m) => m.user_id === userId).map((m) => m.department_id));
  if (scope === 'own' || mine.size === 0) return new Set(own.map((r) => r.id));
  const reached = new Set(mine);
  if (scope === 'subtree') {
    const tree = await db
      .selectFrom('departments')
      .select(['id', 'parent_id'])
      .where('deleted_at', 'is', null)
      .execute();
    for (let grew = true; grew; ) {
      grew = false;
      for (const dept of tree)
        if (dept.parent_id !== null && reached.has(dept.parent_id) && !reached.has(dept.id)) {
          reached.add(dept.id);
          grew = true;
        }
    }
  }
  const members = new Set(memberships.filter((m) => reached.has(m.department_id)).map((m) => m.user_id));
  const theirs = rows.filter((r) =>
    ownership.department ? reached.has(Number(r[ownership.department])) : ownedBy(r, members),
  );
  return new Set([...own, ...theirs].map((r) => r.id));
}

/**
 * The rows of an entity with an access list that the user's own grants reach (the matrix grants
 * to users only), by the guide's rule (docs/guide-access-lists.md): a row granted to them, or one
 * that does not break its inheritance and whose parent row (tree parent, or `access.parent`) is
 * reached; the matrix's grants are all `manage`, so one reach serves every action.
 */
async function accessReach(
  db: Kysely<Database>,
  descriptors: ReadonlyMap<string, EntityDescriptor>,
  d: EntityDescriptor,
  rows: readonly Raw[],
  userId: number,
): Promise<Set<number>> {
  const entries = await db
    .selectFrom('access_entries')
    .select('record_id')
    .where('entity', '=', d.id)
    .where('owner', '=', `u${userId}`)
    .execute();
  const granted = new Set(entries.map((e) => e.record_id));
  const breaks = await db
    .selectFrom('access_breaks')
    .select('record_id')
    .where('entity', '=', d.id)
    .execute();
  const broken = new Set(breaks.map((b) => b.record_id));
  const parentField = d.tree?.parentField ?? d.access?.parent;
  const parentEntity = d.tree ? d : descriptors.get(d.fields[parentField ?? '']?.reference ?? '');
  // A tree's reach grows from its granted rows down; a child entity's follows its parent's reach.
  const parents =
    d.tree || !parentEntity || !parentField
      ? null
      : await idsInReach(db, descriptors, parentEntity, 'all', userId);
  const reached = new Set<number>();
  for (let grew = true; grew; ) {
    grew = false;
    for (const row of rows) {
      if (reached.has(row.id)) continue;
      const parent = parentField ? Number(row[parentField]) : Number.NaN;
      const inherited =
        !broken.has(row.id) && (d.tree ? reached.has(parent) : (parents?.has(parent) ?? false));
      if (granted.has(row.id) || inherited) {
        reached.add(row.id);
        grew = true;
      }
    }
  }
  return reached;
}

/** Every live row of an entity, whoever may reach it. */
export async function liveIds(db: Kysely<Database>, d: EntityDescriptor): Promise<Set<number>> {
  const { rows } = await sql<{
    id: number;
  }>`select id from ${sql.table(d.table)} where deleted_at is null`.execute(db);
  return new Set(rows.map((r) => Number(r.id)));
}
