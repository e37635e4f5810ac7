import type { SettingsMenuSource } from '../../../schemas/routes/mergeSettingsMenus';
import { descriptorMenusPlugin } from './descriptorMenusPlugin.js';

/**
 * `import settingsMenus from 'virtual:settings-menus'`: the `menu` entries of every
 * settings descriptor (`schemas/{module}/settings/*.settings.json`).
 */
export function settingsMenusPlugin(schemasDir: string) {
  return descriptorMenusPlugin<SettingsMenuSource>(schemasDir, {
    virtualId: 'virtual:settings-menus',
    folder: 'settings',
    suffix: '.settings.json',
    menuSource: ({ id, title, permission, menu }) => (menu ? { id, title, permission, menu } : null),
  });
}
