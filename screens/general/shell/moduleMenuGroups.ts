import type { ModuleId } from '../../../schemas/core/modules';
import type { FlatRoute } from '../../../schemas/routes/flattenRoutes';
import { menuChildren, openablePath } from '../../../schemas/routes/openablePath';

export interface ModuleMenuItem {
  /** Breadcrumb key of the route. */
  title: string;
  /** Where the item leads this user (see openablePath: not always the route's own path). */
  to: string;
}

export interface ModuleMenuGroup {
  title: string;
  items: ModuleMenuItem[];
}

/**
 * An area (`/cm/use`, `/cm/admin`) groups pages and shows none of its own; a route with an
 * index child shows that page at its own path (/sc/calendar-event: the list, beside its calendar).
 */
function isArea(at: FlatRoute): boolean {
  const children = at.route.children ?? [];
  return at.route.screen === undefined && children.length > 0 && !children.some((child) => child.index);
}

/**
 * The menu of a module from the route tree: one group per area (`use`, `admin`) with its
 * pages, and the pages sitting right under the module (all of System settings) in a group
 * titled by the module. Only what this user may open is listed (openablePath), and a group
 * with nothing left is left out, so a user without admin rights sees no admin group and a
 * user who may open nothing sees no menu.
 * @example moduleMenuGroups(flattenRoutes(appRoutes), 'cm', user.userPermission)
 */
export function moduleMenuGroups(
  flat: readonly FlatRoute[],
  module: ModuleId,
  tree: unknown,
): ModuleMenuGroup[] {
  const root = flat.find((at) => at.route.name === module);
  if (!root) return [];
  const childrenOf = (parent: FlatRoute) => menuChildren(flat, parent);
  const itemsOf = (routes: readonly FlatRoute[]): ModuleMenuItem[] =>
    routes.flatMap((at) => {
      const to = openablePath(flat, at.fullPath, tree);
      return to === null ? [] : [{ title: at.route.breadcrumb as string, to }];
    });
  const top = childrenOf(root);
  const pages: ModuleMenuGroup = {
    title: root.route.breadcrumb ?? module,
    items: itemsOf(top.filter((at) => !isArea(at))),
  };
  const areas = top
    .filter(isArea)
    .map((area) => ({ title: area.route.breadcrumb as string, items: itemsOf(childrenOf(area)) }));
  return [pages, ...areas].filter((group) => group.items.length > 0);
}
