import type { SettingsWidgetRegistry } from '../runtime/settings/SettingsWidget';

/**
 * The field widgets settings descriptors may name (`"widget": "logo"`): the explicit map
 * the generic settings screen consults, built here because src/runtime may not import
 * screens/. A widget named by a descriptor but missing here fails the settings test.
 */
export const settingsWidgets: SettingsWidgetRegistry = {};
