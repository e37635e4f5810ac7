import type { PermissionTree } from '../../schemas/core/hasPermission';
import { isModuleId, type ModuleId } from '../../schemas/core/modules';

/**
 * The tree without the subtrees of modules the licence switches off (docs/decisions.md,
 * "Licence"): a right granted in such a module is kept in the rights table, so it returns
 * as soon as the module is switched on again, but nobody holds it meanwhile, the
 * administrator included. Keys that are not module ids (none today) are kept.
 *
 * @example withoutUnlicensedModules({ sc: {...}, cm: {...} }, new Set(['sc'])) // { sc: {...} }
 */
export function withoutUnlicensedModules(
  tree: PermissionTree,
  licensed: ReadonlySet<ModuleId>,
): PermissionTree {
  const kept = Object.entries(tree).filter(([key]) => !isModuleId(key) || licensed.has(key));
  return kept.length === Object.keys(tree).length ? tree : Object.fromEntries(kept);
}
