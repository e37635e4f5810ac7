import type { RawBuilder } from 'kysely';
import type { FastifyRequest } from 'fastify';
import type { EntityDescriptor } from '../../../schemas/core/entityDescriptorSchema';
import { ROW_SCOPES, scopeOfPath } from '../../../schemas/core/rowScopes';
import { requireAuth } from '../../auth/authGuard';
import type { AppContext } from '../../http/AppContext';
import { HttpError } from '../../http/HttpError';
import { translate } from '../../http/translate';
import type { EntityService } from '../EntityService';
import { rowScopeCondition } from './rowScopeCondition';
import { type AccessLevel, accessLevelFor, accessRank } from '../../../schemas/core/accessLevels';
import { hasPermission } from '../../../schemas/core/hasPermission';
import { accessCondition } from '../access/accessCondition';

/**
 * The caller's row scope for one action of an entity as SQL (rowScopeCondition), or `null` when
 * it reaches every row. The right itself is checked by the route's `access`; this narrows it.
 * A caller holding the action through no grant at all (cannot happen behind the guard) gets
 * `own`, the narrowest, rather than everything.
 */
export async function rowScopeOf(
  request: FastifyRequest,
  ctx: AppContext,
  d: EntityDescriptor,
  action: string,
): Promise<RawBuilder<unknown> | null> {
  if (d.access) return accessOf(request, ctx, d, accessLevelFor(action));
  if (!d.ownership) return null;
  const context = await ctx.permissions.rowScopes(requireAuth(request).userId);
  const granted = scopeOfPath(context.grants, `${d.permission}.actions.${action}`) ?? 'own';
  // A self-service door reaches no further than its descriptor allows, whatever is granted.
  const cap = d.ownership.maxScope;
  const scope = cap && ROW_SCOPES.indexOf(cap) < ROW_SCOPES.indexOf(granted) ? cap : granted;
  const registry = ctx.resources.services.get(d.id)?.store.registry ?? new Map();
  return rowScopeCondition(d, scope, context, registry);
}

/**
 * The rows of an entity with `access` the caller reaches at `level` (accessCondition), or `null`
 * for a holder of the descriptor's bypass permission, who reaches every row.
 */
export async function accessOf(
  request: FastifyRequest,
  ctx: AppContext,
  d: EntityDescriptor,
  level: AccessLevel,
): Promise<RawBuilder<unknown> | null> {
  const { userId, userPermission } = requireAuth(request);
  if (!d.access || hasPermission(userPermission, d.access.bypass)) return null;
  const context = await ctx.permissions.rowScopes(userId);
  const registry = ctx.resources.services.get(d.id)?.store.registry ?? new Map();
  return accessCondition(d, accessRank(level), context, registry);
}

/**
 * Refuses a write to rows outside the caller's scope for `action` before anything is written:
 * a row they cannot even see is 404 (as if it did not exist), a row they see but may not change
 * 403. Rows that do not exist are left to the write itself (404 there).
 */
export async function requireRowsInScope(
  request: FastifyRequest,
  ctx: AppContext,
  service: EntityService,
  action: string,
  ids: readonly number[],
): Promise<void> {
  const d = service.descriptor;
  const scope = await rowScopeOf(request, ctx, d, action);
  if (!scope) return;
  const reached = await service.store.idsInScope(ctx.db, ids, scope);
  const outside = ids.filter((id) => !reached.has(id));
  if (outside.length === 0) return;
  const viewScope = await rowScopeOf(request, ctx, d, 'view');
  const seen = viewScope ? await service.store.idsInScope(ctx.db, outside, viewScope) : new Set(outside);
  if (outside.some((id) => !seen.has(id))) throw new HttpError(404, translate(request.lang, 'auth:notFound'));
  throw new HttpError(403, translate(request.lang, 'auth:forbidden'));
}
