import { type ModuleId, MODULES } from '../../../schemas/core/modules';
import type { FlatRoute } from '../../../schemas/routes/flattenRoutes';
import { openablePath } from '../../../schemas/routes/openablePath';
import { moduleMenuGroups } from './moduleMenuGroups';

/** A module's sidebar entry: the module, and where its link leads this user. */
export interface ModuleEntry {
  module: ModuleId;
  to: string;
}

/**
 * The modules a user may work in, in sidebar order: those the licence switches on (all while
 * it is not known yet: `licensed` null) whose menu lists at least one page the user may open.
 * Holding some right of a module is not enough: a right no page needs (or only a page reached
 * from another, such as a user's record) would give an entry that leads to /403. The link goes
 * to the module's own path when its redirect lands on an openable page, else straight to the
 * first page the user may open (see openablePath).
 * @example visibleModules(flattenRoutes(appRoutes), user.userPermission, new Set(['sc', 'wf']))
 */
export function visibleModules(
  flat: readonly FlatRoute[],
  userPermission: unknown,
  licensed: ReadonlySet<ModuleId> | null = null,
): ModuleEntry[] {
  return MODULES.flatMap((module) => {
    if (licensed !== null && !licensed.has(module)) return [];
    const first = moduleMenuGroups(flat, module, userPermission)[0]?.items[0];
    if (!first) return [];
    return [{ module, to: openablePath(flat, `/${module}`, userPermission) ?? first.to }];
  });
}
