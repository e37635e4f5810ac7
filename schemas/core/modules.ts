/** The nine modules of the suite, in sidebar order, with their path prefixes. */
export const MODULES = ['sc', 'wf', 'dm', 'as', 'bb', 'vs', 'fa', 'am', 'cm'] as const;
export type ModuleId = (typeof MODULES)[number];

/** Where a module's root path redirects: its user side when it has one, else its admin side. */
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

export function isModuleId(value: string): value is ModuleId {
  return (MODULES as readonly string[]).includes(value);
}
