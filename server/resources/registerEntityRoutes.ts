import type { FastifyInstance, FastifyRequest } from 'fastify';
import { entityJsonSchema } from '../../schemas/core/entityJsonSchema';
import { hasPermission } from '../../schemas/core/hasPermission';
import { labelOfRow } from '../../schemas/core/richtext/labelOfRow';
import { requireAuth } from '../auth/authGuard';
import type { AppContext } from '../http/AppContext';
import { HttpError } from '../http/HttpError';
import { translate } from '../http/translate';
import { announceEntityChanged } from './announceEntityChanged';
import { registerCalendarRoute } from './calendar/registerCalendarRoute';
import type { EntityService } from './EntityService';
import { documentJsonSchema } from './lines/lineJsonSchemas';
import type { Row } from './EntityStore';
import { parseListQuery } from './parseListQuery';
import { registerExportRoute } from './registerExportRoute';
import { registerFormDefinitionsRoutes } from './formFields/registerFormDefinitionsRoutes';
import { registerImportRoute } from './registerImportRoute';
import { registerDocumentImportRoute } from './lines/registerDocumentImportRoute';
import { registerTreeRoutes } from './tree/registerTreeRoutes';
import { richTextBodyHook } from './richtext/richTextBodyHook';
import { registerRowActionRoutes } from './rowActions/registerRowActionRoutes';
import { allowedActionsFor } from './rowScope/allowedActionsFor';
import { requireRowsInScope, rowScopeOf } from './rowScope/rowScopeOf';
import { scopedCaller } from './rowScope/scopedCaller';
import { withCallerAsOwner } from './rowScope/withCallerAsOwner';
import { serializeRow } from './serializeRow';
import { ID_PARAM } from '../http/idPattern';

const ALL_LIMIT = 2000;
const BULK_LIMIT = 500;
const idParams = {
  type: 'object',
  properties: { id: ID_PARAM },
} as const;

/**
 * Registers the generic API of one entity (docs/resource-api.md); `pickListRights` says who may
 * read its pick list as ids and labels without its view right (pickListRights.ts).
 */
export function registerEntityRoutes(
  app: FastifyInstance,
  ctx: AppContext,
  service: EntityService,
  pickListRights: ReadonlyMap<string, readonly string[]>,
): void {
  const d = service.descriptor;
  const base = d.api;
  const access = (action: string) => ({ access: { permission: `${d.permission}.actions.${action}` } });
  const caller = (request: FastifyRequest) => ({ userId: requireAuth(request).userId, lang: request.lang });
  // A create or edit keeps the row inside the writer's scope for it (rowScope/rowsOutsideScope.ts).
  const writer = (request: FastifyRequest, action: 'create' | 'edit') =>
    scopedCaller(request, ctx, service, action);
  const show = async (request: FastifyRequest, row: Row) =>
    serializeRow(d, row, (await allowedActionsFor(request, ctx, service, [row]))(row), request.lang);
  // Every door to a row checks the caller's row scope for what it does (rowScope/rowScopeOf.ts).
  const scopeOf = (request: FastifyRequest, action: string) => rowScopeOf(request, ctx, d, action);
  const requireInScope = (request: FastifyRequest, action: string, ids: readonly number[]) =>
    requireRowsInScope(request, ctx, service, action, ids);
  const has = (action: string) => d.actions.includes(action as never);
  // Every successful write changes the entity's cached pick list: tell the open clients.
  const announce = (request: FastifyRequest) =>
    announceEntityChanged(ctx.realtime, d, request.log, service.rules.cachedLists);
  // A document with line items reads and writes its lines with it (server/resources/lines).
  const document = ctx.resources.documents.get(d.id);
  const bodySchema = (mode: 'create' | 'update') =>
    document ? documentJsonSchema(d, mode) : entityJsonSchema(d, mode);
  const showDocument = async (request: FastifyRequest, saved: { row: Row; lines: Row[] }) =>
    document!.show(
      saved.row,
      saved.lines,
      (await allowedActionsFor(request, ctx, service, [saved.row]))(saved.row),
    );

  // The paged list; `listApi` moves it off the bare path when a module serves a cached list there.
  app.get<{ Querystring: Record<string, unknown> }>(
    d.listApi ?? base,
    { config: access('view') },
    async (request) => {
      const params = parseListQuery(d, request.query, request.lang, service.store.registry);
      const tree = requireAuth(request).userPermission;
      if (params.trashed !== 'without' && !hasPermission(tree, `${d.permission}.actions.delete`)) {
        throw new HttpError(403, translate(request.lang, 'auth:forbidden'));
      }
      const { rows, total, capped, nextCursor } = await service.store.list(ctx.db, {
        ...params,
        scope: await scopeOf(request, 'view'),
      });
      const allowed = await allowedActionsFor(request, ctx, service, rows);
      return {
        data: rows.map((row) => serializeRow(d, row, allowed(row), request.lang)),
        meta: {
          current_page: params.page,
          last_page: Math.max(1, Math.ceil(total / params.perPage)),
          per_page: params.perPage,
          total,
          total_capped: capped,
          // Keyset paging (docs/resource-api.md): the next page at the cost of the first.
          next_cursor: nextCursor,
        },
      };
    },
  );

  // Pick lists (docs/resource-api.md, "Cached list"): whoever may view the entity gets its rows;
  // whoever may only fill in or filter by a reference to it gets ids and labels, nothing more.
  const pickRights = pickListRights.get(d.id) ?? [];
  app.get(`${base}/all`, { config: { access: 'authenticated' } }, async (request) => {
    const tree = requireAuth(request).userPermission;
    const viewer = hasPermission(tree, `${d.permission}.actions.view`);
    if (!viewer && !pickRights.some((right) => hasPermission(tree, right))) {
      throw new HttpError(403, translate(request.lang, 'auth:forbidden'));
    }
    // A viewer's pick list is their rows (their view scope); a pick-only caller sees ids and
    // labels of every row, which is what filling in a reference needs.
    const rows = await service.store.all(ctx.db, ALL_LIMIT, viewer ? await scopeOf(request, 'view') : null);
    const shown = rows.map((row) => serializeRow(d, row, undefined, request.lang));
    if (viewer) return { data: shown };
    return { data: shown.map((row) => ({ id: row.id, label: labelOfRow(d, row, request.lang) })) };
  });

  app.get<{ Params: { id: string } }>(
    `${base}/:id`,
    { config: access('view'), schema: { params: idParams } },
    async (request) => {
      const row = await service.store.get(ctx.db, Number(request.params.id), {
        scope: await scopeOf(request, 'view'),
      });
      if (!row) throw new HttpError(404, translate(request.lang, 'auth:notFound'));
      if (document)
        return {
          data: await showDocument(request, {
            row,
            lines: await document.readLines(ctx.db, row.id as number),
          }),
        };
      return { data: await show(request, row) };
    },
  );

  app.get<{ Params: { id: string } }>(
    `${base}/:id/audit`,
    { config: access('view'), schema: { params: idParams } },
    async (request) => {
      // The history of a row the caller cannot see is as unknown as the row.
      const scope = await scopeOf(request, 'view');
      if (scope && (await service.store.idsInScope(ctx.db, [Number(request.params.id)], scope)).size === 0)
        throw new HttpError(404, translate(request.lang, 'auth:notFound'));
      const rows = await ctx.db
        .selectFrom('audit_log as a')
        .leftJoin('users as u', 'u.id', 'a.user_id')
        .select([
          'a.id',
          'a.action',
          'a.user_id',
          'u.name as user_name',
          'a.before',
          'a.after',
          'a.created_at',
        ])
        .where('a.entity', '=', d.id)
        .where('a.record_id', '=', Number(request.params.id))
        .orderBy('a.id', 'desc')
        .limit(200)
        .execute();
      return { data: rows.map((r) => ({ ...r, id: Number(r.id), created_at: r.created_at.toISOString() })) };
    },
  );

  if (has('create')) {
    app.post<{ Body: Row }>(
      base,
      {
        config: access('create'),
        schema: { body: bodySchema('create') },
        preValidation: richTextBodyHook(d),
      },
      async (request, reply) => {
        if (document) {
          const { lines, ...values } = request.body;
          const saved = await document.save(
            null,
            { values, lines: (lines as Row[]) ?? [] },
            undefined,
            await writer(request, 'create'),
          );
          await announce(request);
          return reply.status(201).send({ data: await showDocument(request, saved) });
        }
        const values = withCallerAsOwner(d, request.body, requireAuth(request).userId);
        const row = await service.create(values, await writer(request, 'create'));
        await announce(request);
        return reply.status(201).send({ data: await show(request, row) });
      },
    );
  }

  if (has('edit')) {
    app.put<{ Params: { id: string }; Body: Row }>(
      `${base}/:id`,
      {
        config: access('edit'),
        schema: { params: idParams, body: bodySchema('update') },
        preValidation: richTextBodyHook(d),
      },
      async (request) => {
        const { version, ...values } = request.body;
        await requireInScope(request, 'edit', [Number(request.params.id)]);
        if (document) {
          const { lines, ...header } = values;
          const saved = await document.save(
            Number(request.params.id),
            { values: header, ...(lines ? { lines: lines as Row[] } : {}) },
            version as number,
            await writer(request, 'edit'),
          );
          await announce(request);
          return { data: await showDocument(request, saved) };
        }
        const row = await service.update(
          Number(request.params.id),
          values,
          version as number,
          await writer(request, 'edit'),
        );
        await announce(request);
        return { data: await show(request, row) };
      },
    );
  }

  if (has('delete')) {
    app.delete<{ Params: { id: string } }>(
      `${base}/:id`,
      { config: access('delete'), schema: { params: idParams } },
      async (request) => {
        const id = Number(request.params.id);
        await requireInScope(request, 'delete', [id]);
        const changed = await service.setDeleted([id], true, caller(request));
        if (changed.length === 0) throw new HttpError(404, translate(request.lang, 'auth:notFound'));
        await announce(request);
        return { data: await show(request, (await service.store.get(ctx.db, id, { withDeleted: true }))!) };
      },
    );

    app.post<{ Params: { id: string } }>(
      `${base}/:id/restore`,
      { config: access('delete'), schema: { params: idParams } },
      async (request) => {
        const id = Number(request.params.id);
        await requireInScope(request, 'delete', [id]);
        const changed = await service.setDeleted([id], false, caller(request));
        if (changed.length === 0) throw new HttpError(404, translate(request.lang, 'auth:notFound'));
        await announce(request);
        return { data: await show(request, (await service.store.get(ctx.db, id))!) };
      },
    );

    app.post<{ Body: { ids: number[] } }>(
      `${base}/bulk-delete`,
      {
        config: access('delete'),
        schema: {
          body: {
            type: 'object',
            additionalProperties: false,
            required: ['ids'],
            properties: {
              ids: {
                type: 'array',
                minItems: 1,
                maxItems: BULK_LIMIT,
                uniqueItems: true,
                items: { type: 'integer', minimum: 1, maximum: 2147483647 },
              },
            },
          },
        },
      },
      async (request) => {
        // All or nothing: one row outside the caller's scope refuses the whole request.
        await requireInScope(request, 'delete', request.body.ids);
        const changed = await service.setDeleted(request.body.ids, true, caller(request));
        if (changed.length > 0) await announce(request);
        return { deleted: changed.length };
      },
    );
  }

  registerRowActionRoutes(app, ctx, service);
  registerFormDefinitionsRoutes(app, ctx, service);
  if (d.calendar) registerCalendarRoute(app, ctx, service);
  if (d.tree) registerTreeRoutes(app, ctx, service);
  if (has('export')) registerExportRoute(app, ctx, service);
  // A document that names its grouping column imports its lines, grouped into documents
  // (lines/planDocumentImport.ts); other documents import their own rows, as any entity.
  if (has('import') && document && d.lines?.importGroup) registerDocumentImportRoute(app, ctx, document);
  else if (has('import')) registerImportRoute(app, ctx, service);
}
