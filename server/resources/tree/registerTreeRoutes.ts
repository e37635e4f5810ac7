import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { AppContext } from '../../http/AppContext';
import { ValidationFailed } from '../../http/HttpError';
import { translate } from '../../http/translate';
import { announceEntityChanged } from '../announceEntityChanged';
import type { EntityService } from '../EntityService';
import { allowedActionsFor } from '../rowScope/allowedActionsFor';
import { requireRowsInScope, rowScopeOf } from '../rowScope/rowScopeOf';
import { scopedCaller } from '../rowScope/scopedCaller';
import { serializeRow } from '../serializeRow';
import { TreeService } from './TreeService';
import { ID_DIGITS, ID_PARAM } from '../../http/idPattern';

const INT_MAX = 2147483647;
const idParams = {
  type: 'object',
  properties: { id: ID_PARAM },
} as const;

/**
 * The calls a tree entity adds to its resource API (docs/resource-api.md, "Trees"):
 * - `GET {api}/children?parent=5` (or `parent=null` for the roots): one level, in order;
 * - `GET {api}/tree-search?search=text`: matches with their ancestor paths;
 * - `POST {api}/{id}/move` `{parent, position, version}`: move or reorder.
 * Reads need the view right, a move the edit right, as the list and the form do.
 */
export function registerTreeRoutes(app: FastifyInstance, ctx: AppContext, service: EntityService): void {
  const d = service.descriptor;
  const tree = new TreeService(ctx.db, service);
  const access = (action: string) => ({ access: { permission: `${d.permission}.actions.${action}` } });
  // Trees have no row scope (a descriptor may not give a tree `ownership`) but may have an access
  // list, which rowScopeOf turns into the same kind of condition; their rows' actions come from
  // the same place as every list's.
  const viewScope = (request: FastifyRequest) => rowScopeOf(request, ctx, d, 'view');
  const shown = async (request: FastifyRequest, rows: Array<Record<string, unknown>>) => {
    const allowed = await allowedActionsFor(request, ctx, service, rows);
    return rows.map((row) => serializeRow(d, row, allowed(row)));
  };

  app.get<{ Querystring: { parent?: string } }>(
    `${d.api}/children`,
    {
      config: access('view'),
      schema: {
        querystring: {
          type: 'object',
          properties: { parent: { type: 'string', pattern: `^(?:null|${ID_DIGITS})$` } },
        },
      },
    },
    async (request) => {
      const raw = request.query.parent ?? 'null';
      const parent = raw === 'null' ? null : Number(raw);
      if (parent !== null && parent > INT_MAX)
        throw new ValidationFailed(translate(request.lang, 'validation:failed'), {
          parent: [translate(request.lang, 'validation:rules.invalid', { attribute: 'parent' })],
        });
      const { rows, truncated } = await tree.children(parent, await viewScope(request));
      return { data: await shown(request, rows), meta: { truncated } };
    },
  );

  app.get<{ Querystring: { search?: string } }>(
    `${d.api}/tree-search`,
    {
      config: access('view'),
      schema: {
        querystring: {
          type: 'object',
          required: ['search'],
          properties: { search: { type: 'string', minLength: 1, maxLength: 100 } },
        },
      },
    },
    async (request) => {
      const text = (request.query.search ?? '').trim();
      const rows = text ? await tree.search(text, await viewScope(request)) : [];
      return { data: await shown(request, rows) };
    },
  );

  if (!d.actions.includes('edit')) return;
  app.post<{ Params: { id: string }; Body: { parent: number | null; position: number; version: number } }>(
    `${d.api}/:id/move`,
    {
      config: access('edit'),
      schema: {
        params: idParams,
        body: {
          type: 'object',
          additionalProperties: false,
          required: ['parent', 'position', 'version'],
          properties: {
            parent: { anyOf: [{ type: 'integer', minimum: 1, maximum: INT_MAX }, { type: 'null' }] },
            position: { type: 'integer', minimum: 0, maximum: 1_000_000 },
            version: { type: 'integer', minimum: 1, maximum: INT_MAX },
          },
        },
      },
    },
    async (request) => {
      const { parent, position, version } = request.body;
      const id = Number(request.params.id);
      // The node must be one the caller may edit, and (access lists) its new parent too.
      await requireRowsInScope(request, ctx, service, 'edit', [id]);
      const caller = await scopedCaller(request, ctx, service, 'edit');
      const row = await tree.move(id, parent, position, version, caller);
      await announceEntityChanged(ctx.realtime, d, request.log, service.rules.cachedLists);
      return { data: (await shown(request, [row]))[0] };
    },
  );
}
