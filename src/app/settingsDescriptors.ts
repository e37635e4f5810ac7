import type { SettingsDescriptor } from '../../schemas/core/settings/settingsDescriptorSchema';
import { descriptorLoaders } from './descriptorLoaders';

/**
 * Every settings descriptor file, each loaded on demand: `schemas/sc/settings/security.settings.json`
 * is `sc.security` (descriptors:check verifies that each file's id says the same).
 * @example await settingsDescriptorLoaders['sc.security']?.()
 */
export const settingsDescriptorLoaders: Readonly<Record<string, () => Promise<SettingsDescriptor>>> =
  descriptorLoaders(
    'settings',
    import.meta.glob<SettingsDescriptor>('../../schemas/*/settings/*.settings.json', { import: 'default' }),
  );
