import type { EntityMenuSource } from '../../../schemas/routes/mergeEntityMenus';
import { descriptorMenusPlugin } from './descriptorMenusPlugin.js';

/**
 * `import entityMenus from 'virtual:entity-menus'`: the `menu` entries of every entity
 * descriptor (`schemas/{module}/entities/*.entity.json`), with the `tree` block a tree
 * screen's route needs.
 */
export function entityMenusPlugin(schemasDir: string) {
  return descriptorMenusPlugin<EntityMenuSource>(schemasDir, {
    virtualId: 'virtual:entity-menus',
    folder: 'entities',
    suffix: '.entity.json',
    menuSource: ({ id, title, permission, menu, tree }) => {
      if (!menu) return null;
      return tree ? { id, title, permission, menu, tree } : { id, title, permission, menu };
    },
  });
}
