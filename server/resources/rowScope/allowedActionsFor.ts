import type { FastifyRequest } from 'fastify';
import { hasPermission } from '../../../schemas/core/hasPermission';
import { entityRights } from '../../../schemas/core/permissionCatalogue';
import { requireAuth } from '../../auth/authGuard';
import type { AppContext } from '../../http/AppContext';
import type { EntityService } from '../EntityService';
import type { Row } from '../EntityStore';
import { rowActionApplies, rowConditionHolds } from '../rowActions/rowActionApplies';
import { rowScopeOf } from './rowScopeOf';

/**
 * What the caller may do with each of `rows` (NocoBase's allowedActions), from their rights and
 * the row scope of each right: view, edit, delete or restore, and the keys of the descriptor's
 * row actions that apply to the row (edit only where the entity has a field to write). A right granted at a narrower scope than the rows shown
 * (a manager who sees the department's leads but edits only their own) is offered only on the
 * rows it reaches, found with one query per such right for the whole page.
 */
export async function allowedActionsFor(
  request: FastifyRequest,
  ctx: AppContext,
  service: EntityService,
  rows: readonly Row[],
): Promise<(row: Row) => string[]> {
  const d = service.descriptor;
  const tree = requireAuth(request).userPermission;
  const ids = rows.map((row) => Number(row.id));
  const reach = new Map<string, Set<number> | 'all' | 'none'>();
  const may = async (action: string) => {
    if (!reach.has(action)) {
      if (!entityRights(d).includes(action) || !hasPermission(tree, `${d.permission}.actions.${action}`))
        reach.set(action, 'none');
      else {
        const scope = await rowScopeOf(request, ctx, d, action);
        reach.set(action, scope ? await service.store.idsInScope(ctx.db, ids, scope) : 'all');
      }
    }
    const reached = reach.get(action)!;
    return (row: Row) => reached === 'all' || (reached !== 'none' && reached.has(Number(row.id)));
  };
  // An entity whose every field is read-only (leave records, written by their sign-off) has no
  // form to edit: its rows move by row actions only, which may still need the edit right.
  const writable = Object.values(d.fields).some((field) => !field.readOnly);
  const edit = writable ? await may('edit') : () => false;
  const del = await may('delete');
  // The descriptor's own row actions, each by the right it needs; each row then by its `when`.
  const extra = await Promise.all(
    (d.list.rowActions ?? []).map(async (a) => ({ action: a, reaches: await may(a.right ?? 'edit') })),
  );
  return (row) => {
    const actions = ['view'];
    if (row.deleted_at) {
      if (del(row)) actions.push('restore');
    } else {
      // A row past its editable state (a posted voucher) moves by row actions only.
      const editable = rowConditionHolds(d.editableWhen, row);
      if (editable && edit(row)) actions.push('edit');
      if (editable && del(row)) actions.push('delete');
      for (const { action, reaches } of extra)
        if (reaches(row) && rowActionApplies(action, row)) actions.push(action.key);
    }
    return actions;
  };
}
