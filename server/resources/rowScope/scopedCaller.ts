import type { FastifyRequest } from 'fastify';
import { requireAuth } from '../../auth/authGuard';
import type { AppContext } from '../../http/AppContext';
import type { Caller } from '../EntityService';
import { rowScopeOf } from './rowScopeOf';

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
  return {
    userId: requireAuth(request).userId,
    lang: request.lang,
    scope: await rowScopeOf(request, ctx, service.descriptor, action),
  };
}
