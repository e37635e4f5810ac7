import { isModuleId, type ModuleId } from '../../schemas/core/modules';
import type { RouteAccess } from './routeAccess';

/**
 * The module a route belongs to, for the licence check of the auth guard: the first segment
 * of its permission path when it declares one (`cm.use.lead.actions.view` → `cm`), else the
 * first segment after `/api/` of its URL when that is a module id (`/api/cm/tax-category/all`
 * → `cm`). Routes outside any module (`/api/notifications`, `/api/broadcasting/auth`) → null.
 *
 * @example routeModule('/api/cm/lead/:id', { permission: 'cm.use.lead.actions.view' }) // 'cm'
 */
export function routeModule(url: string, access: RouteAccess): ModuleId | null {
  if (typeof access === 'object') {
    const first = access.permission.split('.')[0] ?? '';
    if (isModuleId(first)) return first;
  }
  const match = /^\/api\/([^/?]+)/.exec(url);
  return match?.[1] && isModuleId(match[1]) ? match[1] : null;
}
