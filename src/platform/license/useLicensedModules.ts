import { useEffect, useSyncExternalStore } from 'react';
import type { ModuleId } from '../../../schemas/core/modules';
import { getLicensedModules, loadLicensedModules, subscribeLicensedModules } from './licensedModulesStore';

/**
 * The modules the licence switches on, or null until known (then show what the user's
 * rights allow: the server refuses a switched-off module anyway). Follows licence changes.
 * @example const licensed = useLicensedModules(); licensed?.has('cm')
 */
export function useLicensedModules(): ReadonlySet<ModuleId> | null {
  const licensed = useSyncExternalStore(subscribeLicensedModules, getLicensedModules, getLicensedModules);
  useEffect(() => {
    if (licensed === null) void loadLicensedModules();
  }, [licensed]);
  return licensed;
}
