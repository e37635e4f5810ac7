import type { FastifyRequest } from 'fastify';
import { requireAuth } from '../../auth/authGuard';
import type { AppContext } from '../../http/AppContext';
import type { Caller } from '../EntityService';
import { rowScopeOf } from './rowScopeOf';
import { hasPermission } from '../../../schemas/core/hasPermission';

/**
 * The writer of one action of an entity, with their row scope for it: what they write must
 * stay inside that scope (EntityService checks it before writing).
 */
export async function scopedCaller(
  request: FastifyRequest,
  ctx: AppContext,
  service: { descriptor: Parameters<typeof rowScopeOf>[2] },
  action: string,
): Promise<Caller> {
  const { userId, userPermission } = requireAuth(request);
  const d = service.descriptor;
  const caller: Caller = { userId, lang: request.lang, scope: await rowScopeOf(request, ctx, d, action) };
  if (!d.access) return caller;
  const { owners } = await ctx.permissions.rowScopes(userId);
  return { ...caller, access: { owners, bypass: hasPermission(userPermission, d.access.bypass) } };
}
