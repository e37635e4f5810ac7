import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { EntityDescriptor } from '../../schemas/core/entityDescriptorSchema';
import { hasPermission } from '../../schemas/core/hasPermission';
import { type ListLayout, ListLayoutSchema } from '../../schemas/core/listLayoutSchema';
import { requireAuth } from '../auth/authGuard';
import type { AppContext } from '../http/AppContext';
import { HttpError, ValidationFailed } from '../http/HttpError';
import { translate } from '../http/translate';
import { listLayoutProblems } from './listLayoutProblems';
import { UserPreferences } from './UserPreferences';

const BASE = '/api/me/list-layout/:entityId';
const params = {
  type: 'object',
  required: ['entityId'],
  properties: { entityId: { type: 'string', pattern: '^[a-z]{2}\\.[a-z][A-Za-z0-9]{0,62}$' } },
} as const;

type Request = FastifyRequest<{ Params: { entityId: string } }>;

/**
 * The preference key of one entity list's layout.
 * @example listLayoutKey('cm.lead') // 'list-layout:cm.lead'
 */
export function listLayoutKey(entityId: string): string {
  return `list-layout:${entityId}`;
}

/**
 * The signed-in user's own layout of an entity list (columns, order, widths, sort), kept on
 * the server so it follows them to another browser (docs/resource-api.md, "List layouts").
 * Every call needs the right to view the entity; a PUT is checked against the descriptor.
 * @example registerListLayoutRoutes(app, ctx) // in buildApp, beside the other route plugins
 */
export function registerListLayoutRoutes(app: FastifyInstance, ctx: AppContext): void {
  const prefs = new UserPreferences(ctx.db);
  const registry = new Map<string, EntityDescriptor>(ctx.resources.descriptors.map((d) => [d.id, d]));
  const entityOf = (request: Request): EntityDescriptor => {
    const d = registry.get(request.params.entityId);
    if (!d) throw new HttpError(404, translate(request.lang, 'auth:notFound'));
    return d;
  };
  // Before the body is read (preParsing): a caller who may not view the list learns nothing
  // about it, not even that a body it sent does not parse.
  const mayView = async (request: Request) => {
    const d = entityOf(request);
    if (!hasPermission(requireAuth(request).userPermission, `${d.permission}.actions.view`))
      throw new HttpError(403, translate(request.lang, 'auth:forbidden'));
  };
  const config = { access: 'authenticated' as const };

  app.get<{ Params: { entityId: string } }>(
    BASE,
    { config, schema: { params }, preParsing: mayView },
    async (request) => {
      const kept = await prefs.get<ListLayout>(
        requireAuth(request).userId,
        listLayoutKey(entityOf(request).id),
      );
      return { data: kept?.value ?? null, version: kept?.version ?? 0 };
    },
  );

  app.put<{ Params: { entityId: string }; Body: ListLayout }>(
    BASE,
    { config, schema: { params, body: ListLayoutSchema }, preParsing: mayView },
    async (request) => {
      const d = entityOf(request);
      const errors = listLayoutProblems(d, request.body, request.lang);
      if (Object.keys(errors).length > 0)
        throw new ValidationFailed(translate(request.lang, 'validation:failed'), errors);
      const layout: ListLayout = { columns: request.body.columns, sort: request.body.sort };
      const version = await prefs.put(requireAuth(request).userId, listLayoutKey(d.id), layout);
      return { data: layout, version };
    },
  );

  app.delete<{ Params: { entityId: string } }>(
    BASE,
    { config, schema: { params }, preParsing: mayView },
    async (request, reply) => {
      await prefs.remove(requireAuth(request).userId, listLayoutKey(entityOf(request).id));
      return reply.status(204).send();
    },
  );
}
