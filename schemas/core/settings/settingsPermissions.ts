import type { SettingsDescriptor } from './settingsDescriptorSchema';

/**
 * The rights settings documents check, as entries for catalogueWithEntities, so the rights
 * tree offers them and a grant of them counts (a grant naming nothing in the catalogue is
 * ignored). `authenticated` needs no right.
 * @example settingsCatalogueEntries([quotationDefaults]) // [{ permission: 'cm.admin.quotationDefaults', actions: ['view', 'edit'] }]
 */
export function settingsCatalogueEntries(
  descriptors: readonly Pick<SettingsDescriptor, 'permission'>[],
): Array<{ permission: string; actions: string[] }> {
  const byBase = new Map<string, Set<string>>();
  for (const d of descriptors)
    for (const path of [d.permission.view, d.permission.edit]) {
      const match = /^([a-z]{2}\.(?:use|admin)\.[A-Za-z][A-Za-z0-9]*)\.actions\.([a-z][A-Za-z]*)$/.exec(path);
      if (!match) continue;
      const [, base = '', action = ''] = match;
      byBase.set(base, (byBase.get(base) ?? new Set()).add(action));
    }
  return [...byBase].map(([permission, actions]) => ({ permission, actions: [...actions] }));
}
