import type { FastifyInstance } from 'fastify';
import { ACCESS_LEVELS } from '../../../schemas/core/accessLevels';
import { requireAuth } from '../../auth/authGuard';
import type { AppContext } from '../../http/AppContext';
import { HttpError, ValidationFailed } from '../../http/HttpError';
import { ID_PARAM } from '../../http/idPattern';
import { translate } from '../../http/translate';
import { ownerNames } from '../../sc/rights/ownerNames';
import { announceEntityChanged } from '../announceEntityChanged';
import type { EntityService } from '../EntityService';
import { requireRowsInScope, rowScopeOf } from '../rowScope/rowScopeOf';
import { type AccessEntry, readAccessList, writeAccessList } from './AccessList';

/** Grants one row may hold: an access list is for a few departments, groups and people. */
const MAX_ENTRIES = 200;

/**
 * The access-list calls of an entity with `access` (docs/guide-access-lists.md):
 * - `GET {api}/:id/access`: `{inherit, entries, inherited, can_manage}` for a row the caller
 *   reads (404 otherwise), with `names` for every owner shown;
 * - `PUT {api}/:id/access` `{inherit, entries: [{owner, level}]}`: replaces the row's grants and
 *   its inheritance; needs manage on the row (403, or 404 when the row is out of sight).
 *   Breaking inheritance drops what came from above: a screen that means to keep it sends it.
 */
export function registerAccessRoutes(app: FastifyInstance, ctx: AppContext, service: EntityService): void {
  const d = service.descriptor;
  if (!d.access) return;
  const registry = service.store.registry;
  const params = { type: 'object', properties: { id: ID_PARAM } } as const;

  app.get<{ Params: { id: string } }>(
    `${d.api}/:id/access`,
    { config: { access: { permission: `${d.permission}.actions.view` } }, schema: { params } },
    async (request) => {
      const id = Number(request.params.id);
      const row = await service.store.get(ctx.db, id, { scope: await rowScopeOf(request, ctx, d, 'view') });
      if (!row) throw new HttpError(404, translate(request.lang, 'auth:notFound'));
      const list = await readAccessList(ctx.db, d, row, registry);
      const manage = await rowScopeOf(request, ctx, d, 'access');
      const canManage = !manage || (await service.store.idsInScope(ctx.db, [id], manage)).has(id);
      const names = await ownerNames(
        ctx.db,
        [...list.entries, ...list.inherited].map((e) => e.owner),
      );
      return { data: { ...list, can_manage: canManage, names: Object.fromEntries(names) } };
    },
  );

  if (!d.actions.includes('edit')) return;
  app.put<{ Params: { id: string }; Body: { inherit: boolean; entries: AccessEntry[] } }>(
    `${d.api}/:id/access`,
    {
      config: { access: { permission: `${d.permission}.actions.edit` } },
      schema: {
        params,
        body: {
          type: 'object',
          additionalProperties: false,
          required: ['inherit', 'entries'],
          properties: {
            inherit: { type: 'boolean' },
            entries: {
              type: 'array',
              maxItems: MAX_ENTRIES,
              items: {
                type: 'object',
                additionalProperties: false,
                required: ['owner', 'level'],
                properties: {
                  owner: { type: 'string', pattern: '^[dgu][1-9][0-9]{0,8}$' },
                  level: { type: 'string', enum: [...ACCESS_LEVELS] },
                },
              },
            },
          },
        },
      },
    },
    async (request) => {
      const id = Number(request.params.id);
      await requireRowsInScope(request, ctx, service, 'access', [id]);
      const { inherit, entries } = request.body;
      const owners = entries.map((e) => e.owner);
      const names = await ownerNames(ctx.db, owners);
      const errors: Record<string, string[]> = {};
      entries.forEach((entry, index) => {
        if (!names.has(entry.owner))
          errors[`entries.${index}.owner`] = [translate(request.lang, 'resources:access.ownerMissing')];
        else if (owners.indexOf(entry.owner) !== index)
          errors[`entries.${index}.owner`] = [translate(request.lang, 'resources:access.ownerTwice')];
      });
      if (Object.keys(errors).length > 0)
        throw new ValidationFailed(translate(request.lang, 'validation:failed'), errors);
      const { userId } = requireAuth(request);
      await ctx.db.transaction().execute(async (trx) => {
        const row = await service.store.get(trx, id, { forUpdate: true });
        if (!row) throw new HttpError(404, translate(request.lang, 'auth:notFound'));
        const before = await readAccessList(trx, d, row, registry);
        await writeAccessList(trx, d, id, { inherit, entries });
        await trx
          .insertInto('audit_log')
          .values({
            entity: d.id,
            record_id: id,
            action: 'access',
            user_id: userId,
            before: JSON.stringify({ inherit: before.inherit, entries: before.entries }),
            after: JSON.stringify({ inherit, entries }),
          })
          .execute();
      });
      await announceEntityChanged(ctx.realtime, d, request.log, service.rules.cachedLists);
      const row = (await service.store.get(ctx.db, id))!;
      const list = await readAccessList(ctx.db, d, row, registry);
      const shown = await ownerNames(
        ctx.db,
        [...list.entries, ...list.inherited].map((e) => e.owner),
      );
      return { data: { ...list, can_manage: true, names: Object.fromEntries(shown) } };
    },
  );
}
