import { data, isRouteErrorResponse } from 'react-router';
import { isModuleId, type ModuleId } from '../../../schemas/core/modules';

/**
 * The module of a web path whose licence the route guards check: `/cm/use/lead` → `cm`.
 * System settings (always on) and the general paths (`/home`) have none.
 */
export function licensableModuleOf(path: string): ModuleId | null {
  const first = path.split('/')[1] ?? '';
  return isModuleId(first) && first !== 'sc' ? first : null;
}

/** What a route guard throws for a module the licence switches off; the module's boundary shows it. */
export function notLicensedError(module: ModuleId) {
  return data({ notLicensedModule: module }, { status: 403 });
}

/** The switched-off module a route error is about, or null for any other error. */
export function notLicensedModuleOf(error: unknown): ModuleId | null {
  if (!isRouteErrorResponse(error) || error.status !== 403) return null;
  const module = (error.data as { notLicensedModule?: unknown } | null)?.notLicensedModule;
  return typeof module === 'string' && isModuleId(module) ? module : null;
}
