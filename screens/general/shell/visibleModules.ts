import { hasPermission } from '../../../schemas/core/hasPermission';
import { type ModuleId, MODULES } from '../../../schemas/core/modules';

/**
 * The modules a user may open, in sidebar order: those where they hold the user
 * side (`m.use`) or the admin side (`m.admin`).
 */
export function visibleModules(userPermission: unknown): ModuleId[] {
  return MODULES.filter(
    (module) =>
      hasPermission(userPermission, `${module}.use`) || hasPermission(userPermission, `${module}.admin`),
  );
}
