import entityMenuManifest from 'virtual:entity-menus';
import type { EntityMenuSource } from '../../schemas/routes/mergeEntityMenus';

/**
 * Where each entity's list sits in the menu (its descriptor's `menu`), for the route tree.
 * Built at build time by src/app/build/entityMenusPlugin.ts rather than by importing the
 * descriptors, which would put all of them into the start-up chunk.
 */
export const entityMenus: readonly EntityMenuSource[] = entityMenuManifest;
