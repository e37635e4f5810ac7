import { hasPermission } from '../../../schemas/core/hasPermission';
import { type ModuleId, MODULES } from '../../../schemas/core/modules';

/**
 * The modules a user may open, in sidebar order: those the licence switches on (all while
 * it is not known yet: `licensed` null) where they hold the user side (`m.use`) or the
 * admin side (`m.admin`).
 * @example visibleModules(user.userPermission, new Set(['sc', 'wf']))
 */
export function visibleModules(
  userPermission: unknown,
  licensed: ReadonlySet<ModuleId> | null = null,
): ModuleId[] {
  return MODULES.filter(
    (module) =>
      (licensed === null || licensed.has(module)) &&
      (hasPermission(userPermission, `${module}.use`) || hasPermission(userPermission, `${module}.admin`)),
  );
}
