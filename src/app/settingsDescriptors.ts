import type { SettingsDescriptor } from '../../schemas/core/settings/settingsDescriptorSchema';

/**
 * Every settings descriptor file, each loaded on demand. The id comes from the file's
 * place: `schemas/sc/settings/security.settings.json` is `sc.security` (descriptors:check
 * verifies that each file's id says the same).
 */
const files = import.meta.glob<SettingsDescriptor>('../../schemas/*/settings/*.settings.json', {
  import: 'default',
});

function idOf(path: string): string | null {
  const match = /\/schemas\/([a-z]{2})\/settings\/([A-Za-z0-9]+)\.settings\.json$/.exec(path);
  return match ? `${match[1]}.${match[2]}` : null;
}

/** Settings id → lazy loader of its descriptor. @example await settingsDescriptorLoaders['sc.security']?.() */
export const settingsDescriptorLoaders: Readonly<Record<string, () => Promise<SettingsDescriptor>>> =
  Object.fromEntries(
    Object.entries(files).flatMap(([path, load]) => {
      const id = idOf(path);
      return id ? [[id, load]] : [];
    }),
  );
