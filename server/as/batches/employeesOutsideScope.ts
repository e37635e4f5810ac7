import { sql } from 'kysely';
import type { EntityDescriptor } from '../../../schemas/core/entityDescriptorSchema';
import { scopeOfPath } from '../../../schemas/core/rowScopes';
import type { Executor } from '../../db/Executor';
import { loadRowScopeContext } from '../../permissions/loadRowScopeContext';
import { rowScopeCondition } from '../../resources/rowScope/rowScopeCondition';

/** The employee's records (`as.leave`, `as.overtime`) as a row scope sees them: owned by `user_id`. */
const EMPLOYEE_RECORD = { ownership: { users: ['user_id'] } } as unknown as EntityDescriptor;

/**
 * The employees a batch filer may not file for: those outside the row scope of the filer's
 * right `permission` (`as.use.batchDayoff.actions.edit`). A batch writes records owned by its
 * employees, so the scope that would let the filer see such records limits whom they may add:
 * a right granted at `department` reaches the employees of the filer's departments, `subtree`
 * those below as well, `own` only the filer, `all` everyone. The same SQL condition as every
 * read (rowScopeCondition), run on a VALUES table of the employees.
 * @example await employeesOutsideScope(trx, userId, 'as.use.batchDayoff.actions.create', [7, 9]) // [9]
 */
export async function employeesOutsideScope(
  trx: Executor,
  callerId: number,
  permission: string,
  userIds: readonly number[],
): Promise<number[]> {
  if (userIds.length === 0) return [];
  const context = await loadRowScopeContext(trx, callerId);
  const scope = scopeOfPath(context.grants, permission) ?? 'own';
  const condition = rowScopeCondition(EMPLOYEE_RECORD, scope, context, new Map());
  if (!condition) return [];
  const values = [...new Set(userIds)].map((id) => sql`(${id}::integer)`);
  const inside = await sql<{ user_id: number }>`
    select t.user_id from (values ${sql.join(values)}) as t(user_id) where ${condition}`.execute(trx);
  const reached = new Set(inside.rows.map((r) => Number(r.user_id)));
  return [...new Set(userIds)].filter((id) => !reached.has(id));
}
