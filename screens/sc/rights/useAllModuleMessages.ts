import { useEffect, useState } from 'react';
import { MODULES } from '../../../schemas/core/modules';
import { loadNamespaces } from '../../../src/platform/i18n/loadNamespaces';

/**
 * Loads every module's messages: the rights tree names the rights of all modules with
 * their own titles (`cm:entities.tag.title`). True once each module loaded or failed (a
 * failed one shows its keys rather than blocking the screen).
 */
export function useAllModuleMessages(): boolean {
  const [ready, setReady] = useState(false);
  useEffect(() => {
    let live = true;
    void Promise.allSettled(MODULES.map((module) => loadNamespaces([module]))).then(() => {
      if (live) setReady(true);
    });
    return () => {
      live = false;
    };
  }, []);
  return ready;
}
