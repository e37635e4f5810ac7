import { hasPermission } from '../../../schemas/core/hasPermission';
import type { RouteDescriptor } from '../../../schemas/routes/RouteDescriptor';

export interface ModuleMenuItem {
  /** Breadcrumb key of the route. */
  title: string;
  to: string;
}

export interface ModuleMenuGroup {
  title: string;
  items: ModuleMenuItem[];
}

function join(base: string, path: string): string {
  return path.startsWith('/') ? path : `${base.replace(/\/$/, '')}/${path}`;
}

/** A route's own permission, else that of the screen at its path (its index child). */
function permissionOf(route: RouteDescriptor): string | undefined {
  return route.permission ?? route.children?.find((child) => child.index)?.permission;
}

/**
 * The menu of a module from its route descriptors: one group per area (`use`,
 * `admin`) and in each the pages with a title, only those the user may open. So a
 * user without admin rights sees no admin group at all.
 * @example moduleMenuGroups(cmRoutes, '/cm', user.userPermission)
 */
export function moduleMenuGroups(module: RouteDescriptor, base: string, tree: unknown): ModuleMenuGroup[] {
  const allowed = (route: RouteDescriptor) => {
    const permission = permissionOf(route);
    return !permission || hasPermission(tree, permission);
  };
  const visible = (route: RouteDescriptor) =>
    !route.index && route.path !== undefined && !route.path.includes(':') && route.breadcrumb !== undefined;
  return (module.children ?? [])
    .filter((area) => visible(area) && allowed(area))
    .map((area) => {
      const areaPath = join(base, area.path ?? '');
      return {
        title: area.breadcrumb ?? '',
        items: (area.children ?? [])
          .filter((page) => visible(page) && allowed(page))
          .map((page) => ({ title: page.breadcrumb ?? '', to: join(areaPath, page.path ?? '') })),
      };
    })
    .filter((group) => group.items.length > 0);
}
