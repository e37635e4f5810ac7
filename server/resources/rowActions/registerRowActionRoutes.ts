import type { FastifyInstance, FastifyRequest } from 'fastify';
import { sql, type Transaction } from 'kysely';
import type { RowActionDescriptor } from '../../../schemas/core/entityDescriptorSchema';
import { hasPermission } from '../../../schemas/core/hasPermission';
import { requireAuth } from '../../auth/authGuard';
import type { AppContext } from '../../http/AppContext';
import { HttpError, ValidationFailed } from '../../http/HttpError';
import { type Language, translate } from '../../http/translate';
import type { Database } from '../../db/DatabaseSchema';
import type { Caller } from '../EntityService';
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
    date: { type: ['string', 'null'], pattern: '^\\d{4}-\\d{2}-\\d{2}$' },
  },
} as const;
const BULK_PARAMS = {
  type: 'object',
  properties: { key: { type: 'string', pattern: '^[a-z][a-zA-Z0-9]{0,39}$' } },
} as const;
const BULK_BODY = {
  type: 'object',
  additionalProperties: false,
  required: ['ids'],
  properties: {
    ids: {
      type: 'array',
      minItems: 1,
      maxItems: 500,
      uniqueItems: true,
      items: { type: 'integer', minimum: 1, maximum: 2147483647 },
    },
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
 *
 * An action marked `bulk` is also done to many rows at once: `POST {api}/actions/{key}`
 * `{ids, reason?}` (403 without the right, 404 for a row out of reach), in one transaction, each
 * row as above (no version: the rows as they are now); one refused row refuses them all with 422,
 * whose message names every refused row and why and whose `errors` are keyed by row id.
 * Answers `{data: Row[], done}`.
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

  /** Does `action` to one row, inside `trx`, on the row locked for update (the checks of the doc above). */
  const runOn = async (
    trx: Transaction<Database>,
    action: RowActionDescriptor,
    id: number,
    version: number | undefined,
    reason: string | null,
    caller: Caller,
    lang: Language,
    date: string | null = null,
  ): Promise<{ row: Row; status: 200 | 201 }> => {
    const row = await service.store.get(trx, id, { forUpdate: true });
    if (!row) throw new HttpError(404, translate(lang, 'auth:notFound'));
    const current = { data: serializeRow(d, row, undefined, lang) };
    if (version !== undefined && version !== row.version)
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
      return { row: saved, status: 200 };
    }
    const handled = await handlers[action.key]!(
      { trx, descriptor: d, action: 'update', userId: caller.userId, lang },
      { row, reason, date, service },
    );
    const shown: Row | undefined = handled?.row ?? (await service.store.get(trx, id, { withDeleted: true }));
    return { row: shown ?? row, status: handled?.status ?? 200 };
  };

  /** The action named in the path, after the caller's right to it (404, 403). */
  const actionOf = (request: FastifyRequest<{ Params: { key: string } }>) => {
    const auth = requireAuth(request);
    const action = actions.find((a) => a.key === request.params.key);
    if (!action) throw new HttpError(404, translate(request.lang, 'auth:notFound'));
    if (!hasPermission(auth.userPermission, `${d.permission}.actions.${action.right ?? 'edit'}`))
      throw new HttpError(403, translate(request.lang, 'auth:forbidden'));
    return action;
  };
  const reasonOf = (body: { reason?: string | null }) =>
    typeof body.reason === 'string' && body.reason.trim() !== '' ? body.reason.trim() : null;

  app.post<{
    Params: { id: string; key: string };
    Body: { version?: number; reason?: string | null; date?: string | null } | undefined;
  }>(
    `${d.api}/:id/actions/:key`,
    { config: { access: 'authenticated' }, schema: { params: PARAMS, body: BODY } },
    async (request, reply) => {
      const lang = request.lang;
      const action = actionOf(request);
      const id = Number(request.params.id);
      await requireRowsInScope(request, ctx, service, action.right ?? 'edit', [id]);
      const body = request.body ?? {};
      const caller = await scopedCaller(request, ctx, service, action.right ?? 'edit');
      const outcome = await ctx.db
        .transaction()
        .execute((trx) =>
          runOn(trx, action, id, body.version, reasonOf(body), caller, lang, body.date ?? null),
        );
      await announceEntityChanged(ctx.realtime, d, request.log, service.rules.cachedLists);
      const allowed = await allowedActionsFor(request, ctx, service, [outcome.row]);
      const shown = serializeRow(d, outcome.row, allowed(outcome.row), lang);
      return reply.status(outcome.status).send({ data: shown });
    },
  );

  if (!actions.some((a) => a.bulk)) return;
  app.post<{ Params: { key: string }; Body: { ids: number[]; reason?: string | null } }>(
    `${d.api}/actions/:key`,
    { config: { access: 'authenticated' }, schema: { params: BULK_PARAMS, body: BULK_BODY } },
    async (request) => {
      const lang = request.lang;
      const action = actionOf(request);
      if (!action.bulk) throw new HttpError(404, translate(lang, 'auth:notFound'));
      const { ids } = request.body;
      await requireRowsInScope(request, ctx, service, action.right ?? 'edit', ids);
      const caller = await scopedCaller(request, ctx, service, action.right ?? 'edit');
      const reason = reasonOf(request.body);
      const rows = await ctx.db.transaction().execute(async (trx) => {
        const done: Row[] = [];
        const refused: Record<string, string[]> = {};
        const messages: string[] = [];
        // In id order, so two bulk actions over the same rows lock them in the same order.
        for (const id of [...ids].sort((a, b) => a - b)) {
          // Each row under a savepoint: a refused row is rolled back alone and the others still
          // checked, so the answer names every refusal; then one refusal refuses them all.
          await sql`savepoint bulk_row`.execute(trx);
          try {
            done.push((await runOn(trx, action, id, undefined, reason, caller, lang)).row);
            await sql`release savepoint bulk_row`.execute(trx);
          } catch (error) {
            if (!(error instanceof HttpError)) throw error;
            await sql`rollback to savepoint bulk_row`.execute(trx);
            const label = await labelOf(trx, id);
            const reasons = refusalMessages(error);
            refused[String(id)] = reasons;
            messages.push(`${label}: ${reasons.join(' ')}`);
          }
        }
        if (messages.length > 0)
          throw new ValidationFailed(
            translate(lang, 'resources:rowActions.bulkRefused', {
              count: messages.length,
              total: ids.length,
              problems: messages.join('; '),
            }),
            refused,
          );
        return done;
      });
      await announceEntityChanged(ctx.realtime, d, request.log, service.rules.cachedLists);
      const allowed = await allowedActionsFor(request, ctx, service, rows);
      return { data: rows.map((row) => serializeRow(d, row, allowed(row), lang)), done: rows.length };
    },
  );

  /** What a bulk refusal names a row by: its label, else `#id`. */
  async function labelOf(trx: Transaction<Database>, id: number): Promise<string> {
    const row = await service.store.get(trx, id, { withDeleted: true });
    const label = row ? row[d.labelField] : null;
    return typeof label === 'string' && label.trim() !== '' ? label : `#${id}`;
  }
}

/** A refusal's messages: its field errors when it has some, else its message. */
function refusalMessages(error: HttpError): string[] {
  const errors = (error.body.errors ?? {}) as Record<string, string[]>;
  const messages = Object.values(errors).flat();
  return messages.length > 0 ? messages : [error.message];
}
