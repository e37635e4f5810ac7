import type { FastifyInstance } from 'fastify';
import type { RowActionDescriptor } from '../../../schemas/core/entityDescriptorSchema';
import { hasPermission } from '../../../schemas/core/hasPermission';
import { requireAuth } from '../../auth/authGuard';
import type { AppContext } from '../../http/AppContext';
import { HttpError, ValidationFailed } from '../../http/HttpError';
import { translate } from '../../http/translate';
import { announceEntityChanged } from '../announceEntityChanged';
import type { EntityService } from '../EntityService';
import type { Row } from '../EntityStore';
import { allowedActionsFor } from '../rowScope/allowedActionsFor';
import { requireRowsInScope } from '../rowScope/rowScopeOf';
import { scopedCaller } from '../rowScope/scopedCaller';
import { serializeRow } from '../serializeRow';
import { rowActionApplies } from './rowActionApplies';
import { ID_PARAM } from '../../http/idPattern';

const BODY = {
  type: 'object',
  additionalProperties: false,
  properties: {
    version: { type: 'integer', minimum: 1 },
    reason: { type: ['string', 'null'], maxLength: 1000 },
  },
} as const;
const PARAMS = {
  type: 'object',
  properties: {
    id: ID_PARAM,
    key: { type: 'string', pattern: '^[a-z][a-zA-Z0-9]{0,39}$' },
  },
} as const;

/** Row actions the generic route carries out: a `set`, or a handler of the module's rules. */
export function serverRowActions(actions: readonly RowActionDescriptor[] | undefined): RowActionDescriptor[] {
  return (actions ?? []).filter((a) => a.link === undefined && a.route === undefined);
}

/**
 * `POST {api}/{id}/actions/{key}` `{version?, reason?}` for an entity's row actions
 * (docs/guide-admin-screen.md, "Row actions"). In one transaction, on the row locked for update:
 * 403 without the action's right, 404 for an unknown key or a missing row, 409 when `version` is
 * stale or the action no longer applies to the row (its `when`), 422 without a required reason;
 * then a `set` updates through the service (validation, rules, audit under the action's key with
 * `_reason`), or the module's handler runs. Answers `{data: Row}` (201 when the handler made a row).
 * Throws at start when an action needs a handler the rules do not give.
 */
export function registerRowActionRoutes(app: FastifyInstance, ctx: AppContext, service: EntityService): void {
  const d = service.descriptor;
  const actions = serverRowActions(d.list.rowActions);
  if (actions.length === 0) return;
  const handlers = service.rules.rowActions ?? {};
  const missing = actions.filter((a) => a.set === undefined && !Object.hasOwn(handlers, a.key));
  if (missing.length > 0)
    throw new Error(
      `${d.id}: row action(s) ${missing.map((a) => `"${a.key}"`).join(', ')} need a handler in the entity's rules (rowActions) or a "set", "link" or "route"`,
    );

  app.post<{
    Params: { id: string; key: string };
    Body: { version?: number; reason?: string | null } | undefined;
  }>(
    `${d.api}/:id/actions/:key`,
    { config: { access: 'authenticated' }, schema: { params: PARAMS, body: BODY } },
    async (request, reply) => {
      const auth = requireAuth(request);
      const lang = request.lang;
      const action = actions.find((a) => a.key === request.params.key);
      if (!action) throw new HttpError(404, translate(lang, 'auth:notFound'));
      if (!hasPermission(auth.userPermission, `${d.permission}.actions.${action.right ?? 'edit'}`))
        throw new HttpError(403, translate(lang, 'auth:forbidden'));
      const id = Number(request.params.id);
      await requireRowsInScope(request, ctx, service, action.right ?? 'edit', [id]);
      const body = request.body ?? {};
      const reason = typeof body.reason === 'string' && body.reason.trim() !== '' ? body.reason.trim() : null;
      const caller = await scopedCaller(request, ctx, service, action.right ?? 'edit');
      const outcome = await ctx.db.transaction().execute(async (trx) => {
        const row = await service.store.get(trx, id, { forUpdate: true });
        if (!row) throw new HttpError(404, translate(lang, 'auth:notFound'));
        const current = { data: serializeRow(d, row, undefined, lang) };
        if (body.version !== undefined && body.version !== row.version)
          throw new HttpError(409, translate(lang, 'resources:errors.conflict'), current);
        if (!rowActionApplies(action, row))
          throw new HttpError(409, translate(lang, 'resources:rowActions.notApplicable'), current);
        if (action.reason === 'required' && reason === null)
          throw new ValidationFailed(translate(lang, 'validation:failed'), {
            reason: [translate(lang, 'resources:rowActions.reasonRequired')],
          });
        if (action.set) {
          const note = reason === null ? undefined : { _reason: reason };
          const saved = await service.updateIn(trx, id, { ...action.set }, undefined, caller, {
            action: action.key,
            ...(note ? { note } : {}),
          });
          return { row: saved, status: 200 as const };
        }
        const handled = await handlers[action.key]!(
          { trx, descriptor: d, action: 'update', userId: auth.userId, lang },
          { row, reason, service },
        );
        const shown: Row | undefined =
          handled?.row ?? (await service.store.get(trx, id, { withDeleted: true }));
        return { row: shown ?? row, status: handled?.status ?? 200 };
      });
      await announceEntityChanged(ctx.realtime, d, request.log, service.rules.cachedLists);
      const allowed = await allowedActionsFor(request, ctx, service, [outcome.row]);
      const shown = serializeRow(d, outcome.row, allowed(outcome.row), lang);
      return reply.status(outcome.status).send({ data: shown });
    },
  );
}
