/** The nine modules of the suite, in sidebar order, with their path prefixes. */
export const MODULES = ['sc', 'wf', 'dm', 'as', 'bb', 'vs', 'fa', 'am', 'cm'] as const;
export type ModuleId = (typeof MODULES)[number];

/** Where a module's sidebar entry leads: its user side when it has one, else its admin side. */
export const MODULE_HOME: Record<ModuleId, string> = {
  sc: '/sc/list',
  wf: '/wf/use',
  dm: '/dm/use',
  as: '/as/use',
  bb: '/bb/use',
  vs: '/vs/use',
  fa: '/fa/use',
  am: '/am/use',
  cm: '/cm/use',
};

/**
 * Where a module's sidebar entry leads for this user: the user side when they
 * hold it, otherwise the admin side, so someone with only administrative
 * rights is not sent to a screen they may not open (which would end their
 * session at /403). System settings has only an admin side.
 */
export function moduleEntryPath(module: ModuleId, holds: (path: string) => boolean): string {
  if (module === 'sc' || holds(`${module}.use`)) return MODULE_HOME[module];
  return `/${module}/admin`;
}

export function isModuleId(value: string): value is ModuleId {
  return (MODULES as readonly string[]).includes(value);
}
