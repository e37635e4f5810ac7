import { sql, type Transaction } from 'kysely';
import type { Database } from '../../db/DatabaseSchema';
import type { DepartmentPlan } from './planDepartmentImport';
import { writeAuditRows } from './writeAuditRows';

/** The same advisory lock DepartmentService takes, so an import and a tree edit never interleave. */
const TREE_LOCK = 530_001;
export const DEPARTMENT_ENTITY = 'sc.department';

export async function lockDepartmentTree(trx: Transaction<Database>): Promise<void> {
  await sql`select pg_advisory_xact_lock(${TREE_LOCK})`.execute(trx);
}

/**
 * Writes a clean department plan inside the caller's transaction: new departments first
 * (so codes resolve to ids), then every row's parent and fields, then one audit record per
 * created or changed department. Returns how many departments changed.
 */
export async function commitDepartmentImport(
  trx: Transaction<Database>,
  plan: DepartmentPlan,
  userId: number,
  onProgress: (done: number, total: number) => void,
): Promise<number> {
  const changed = plan.rows.filter((r) => r.change !== undefined);
  const creates = changed.filter((r) => r.id === undefined);
  const idOfCode = new Map<string, number>();
  const live = await trx
    .selectFrom('departments')
    .select(['id', 'code'])
    .where('deleted_at', 'is', null)
    .where('code', 'is not', null)
    .orderBy('id')
    .execute();
  for (const d of live)
    if (d.code && !idOfCode.has(d.code.toLowerCase())) idOfCode.set(d.code.toLowerCase(), d.id);
  const beforeRows = new Map(
    (
      await trx
        .selectFrom('departments')
        .selectAll()
        .where('id', 'in', changed.flatMap((r) => (r.id === undefined ? [] : [r.id])).concat([0]))
        .execute()
    ).map((r) => [r.id, r]),
  );
  for (let i = 0; i < creates.length; i += 500) {
    const inserted = await trx
      .insertInto('departments')
      .values(
        creates.slice(i, i + 500).map((r) => ({
          name: r.values.name,
          code: r.values.code,
          parent_id: null,
          level_id: r.values.levelId,
          sort: r.values.sort,
          is_active: r.values.isActive,
          deleted_at: null,
          created_by: userId,
          updated_by: userId,
        })),
      )
      .returning(['id', 'code'])
      .execute();
    for (const d of inserted) idOfCode.set(d.code!.toLowerCase(), d.id);
  }
  for (const [i, row] of changed.entries()) {
    const v = row.values;
    const id = idOfCode.get(v.code.toLowerCase())!;
    const parentId = v.parentCode === null ? null : idOfCode.get(v.parentCode)!;
    if (row.id === undefined) {
      if (parentId !== null)
        await trx.updateTable('departments').set({ parent_id: parentId }).where('id', '=', id).execute();
    } else {
      await trx
        .updateTable('departments')
        .set((eb) => ({
          code: v.code,
          name: v.name,
          parent_id: parentId,
          level_id: v.levelId,
          sort: v.sort,
          is_active: v.isActive,
          version: eb('version', '+', 1),
          updated_at: new Date(),
          updated_by: userId,
        }))
        .where('id', '=', id)
        .execute();
    }
    if ((i + 1) % 200 === 0) onProgress(i + 1, changed.length);
  }
  const ids = changed.map((r) => idOfCode.get(r.values.code.toLowerCase())!);
  const after = await trx
    .selectFrom('departments')
    .selectAll()
    .where('id', 'in', ids.concat([0]))
    .execute();
  await writeAuditRows(
    trx,
    after.map((row) => {
      const before = beforeRows.get(row.id);
      return {
        entity: DEPARTMENT_ENTITY,
        recordId: row.id,
        action: before ? 'import.update' : 'import.create',
        userId,
        before: before ?? null,
        after: row,
      };
    }),
  );
  onProgress(changed.length, changed.length);
  return changed.length;
}
