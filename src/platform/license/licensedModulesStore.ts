import { isModuleId, type ModuleId } from '../../../schemas/core/modules';
import { api } from '../api/apiClient';
import { getSession } from '../session/sessionStore';

/** The licence's cached list (spec section 7): `{data: [{module, enabled}], seats}`. */
export const LICENSE_PATH = '/api/sc/license';

interface LicenseAnswer {
  data: Array<{ module: string; enabled: boolean }>;
}

type Listener = () => void;

const listeners = new Set<Listener>();
let modules: ReadonlySet<ModuleId> | null = null;
let pending: Promise<ReadonlySet<ModuleId> | null> | null = null;
// Bumped by every fetch and by a reset: only the newest answer is kept.
let run = 0;

function emit(): void {
  for (const listener of [...listeners]) listener();
}

/**
 * The modules the licence switches on (system settings always is), or null while not known.
 * Kept outside React because the route guards, which run before any screen, read it too.
 */
export function getLicensedModules(): ReadonlySet<ModuleId> | null {
  return modules;
}

export function subscribeLicensedModules(listener: Listener): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

/**
 * Fetches the licence again (the server said it changed); calls made meanwhile share the
 * newest request. Resolves to null when it cannot be read (signed out, offline): callers
 * then treat every module as on, as the server refuses a switched-off module's calls anyway.
 */
export function reloadLicensedModules(): Promise<ReadonlySet<ModuleId> | null> {
  if (!getSession()) return Promise.resolve(null);
  run += 1;
  const mine = run;
  const request = api.get<LicenseAnswer>(LICENSE_PATH).then(
    (answer) => {
      if (mine !== run) return pending ?? modules;
      const on = answer.data.filter((m) => m.enabled && isModuleId(m.module)).map((m) => m.module);
      modules = new Set<ModuleId>(['sc', ...(on as ModuleId[])]);
      pending = null;
      emit();
      return modules;
    },
    () => {
      if (mine !== run) return pending ?? modules;
      pending = null;
      return modules;
    },
  );
  pending = request;
  return request;
}

/**
 * The licensed modules, fetched once per session.
 * @example const on = await loadLicensedModules(); if (on && !on.has('cm')) ...
 */
export function loadLicensedModules(): Promise<ReadonlySet<ModuleId> | null> {
  if (modules) return Promise.resolve(modules);
  return pending ?? reloadLicensedModules();
}

/** Forgets the licence (sign-in, sign-out); a late answer for the previous session is dropped. */
export function resetLicensedModules(): void {
  run += 1;
  pending = null;
  if (modules === null) return;
  modules = null;
  emit();
}
