import type { EntityDescriptor } from '../core/entityDescriptorSchema';
import type { RouteDescriptor } from './RouteDescriptor';

/** What the route tree needs of an entity descriptor: where its list sits in the menu. */
export type EntityMenuSource = Pick<EntityDescriptor, 'id' | 'title' | 'permission' | 'menu'> & {
  /** A tree entity's menu entry opens the tree screen rather than the flat list. */
  tree?: EntityDescriptor['tree'];
};

type EntityWithMenu = EntityMenuSource & { menu: NonNullable<EntityMenuSource['menu']> };

/** The list route an entity's `menu` asks for, under the route named `parent`. */
export function entityMenuRoute(entity: EntityWithMenu): RouteDescriptor {
  return {
    path: entity.menu.path,
    name: `${entity.menu.parent}.${entity.menu.path}`,
    breadcrumb: entity.menu.title ?? entity.title,
    permission: `${entity.permission}.actions.view`,
    screen: entity.tree ? 'entity.tree' : 'entity.list',
    entity: entity.id,
  };
}

function byOrder(a: EntityWithMenu, b: EntityWithMenu): number {
  const order = (a.menu.order ?? Number.MAX_SAFE_INTEGER) - (b.menu.order ?? Number.MAX_SAFE_INTEGER);
  return order !== 0 ? order : a.menu.path.localeCompare(b.menu.path);
}

/**
 * Adds each entity's list route (its descriptor's `menu`) under the route its `menu.parent`
 * names, after the declared children, in `order`. This is why a new settings screen needs
 * one descriptor file and its translations, and no route code. A `parent` naming no route
 * adds nothing here; validateRoutes reports it.
 * @example mergeEntityMenus(generalRoutes, [tagDescriptor]) // `/cm/admin/more/tags` added under `cm.admin.more`
 */
export function mergeEntityMenus(
  routes: readonly RouteDescriptor[],
  entities: readonly EntityMenuSource[],
): RouteDescriptor[] {
  const byParent = new Map<string, EntityWithMenu[]>();
  for (const entity of entities) {
    if (!entity.menu) continue;
    const list = byParent.get(entity.menu.parent) ?? [];
    list.push(entity as EntityWithMenu);
    byParent.set(entity.menu.parent, list);
  }
  const visit = (route: RouteDescriptor): RouteDescriptor => {
    const declared = route.children?.map(visit);
    const added = route.name ? (byParent.get(route.name) ?? []).sort(byOrder).map(entityMenuRoute) : [];
    if (!declared && added.length === 0) return route;
    return { ...route, children: [...(declared ?? []), ...added] };
  };
  return routes.map(visit);
}
