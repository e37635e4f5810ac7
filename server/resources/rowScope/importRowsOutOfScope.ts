import type { FastifyRequest } from 'fastify';
import type { AppContext } from '../../http/AppContext';
import { translate } from '../../http/translate';
import type { EntityService } from '../EntityService';
import type { ImportError, ImportPlan } from '../planImport';
import { rowScopeOf } from './rowScopeOf';

/**
 * The import's updates of rows outside the caller's edit scope, as row errors (so nothing is
 * written): a row they cannot see reads as missing, as in the screens; one they see but may not
 * change says so. Creates are the caller's own rows and need no scope.
 */
export async function importRowsOutOfScope(
  request: FastifyRequest,
  ctx: AppContext,
  service: EntityService,
  updates: ImportPlan['updates'],
): Promise<ImportError[]> {
  const d = service.descriptor;
  const edit = await rowScopeOf(request, ctx, d, 'edit');
  if (!edit || updates.length === 0) return [];
  const ids = updates.map((u) => u.id);
  const editable = await service.store.idsInScope(ctx.db, ids, edit);
  const outside = updates.filter((u) => !editable.has(u.id));
  if (outside.length === 0) return [];
  const view = await rowScopeOf(request, ctx, d, 'view');
  const seen = view ? await service.store.idsInScope(ctx.db, ids, view) : new Set(ids);
  return outside.map((u) => ({
    row: u.line,
    field: 'id',
    message: translate(
      request.lang,
      seen.has(u.id) ? 'resources:import.notYours' : 'resources:import.missingRow',
      {
        id: u.id,
      },
    ),
  }));
}
