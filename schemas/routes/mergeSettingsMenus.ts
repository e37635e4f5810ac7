import type { SettingsDescriptor } from '../core/settings/settingsDescriptorSchema';
import type { RouteDescriptor } from './RouteDescriptor';

/** What the route tree needs of a settings descriptor: where its screen sits in the menu. */
export type SettingsMenuSource = Pick<SettingsDescriptor, 'id' | 'title' | 'permission' | 'menu'>;

type SettingsWithMenu = SettingsMenuSource & { menu: NonNullable<SettingsMenuSource['menu']> };

/** The generic settings screen's route a descriptor's `menu` asks for, guarded by its view right. */
export function settingsMenuRoute(d: SettingsWithMenu): RouteDescriptor {
  return {
    path: d.menu.path,
    name: `${d.menu.parent}.${d.menu.path}`,
    breadcrumb: d.title,
    // `authenticated`: any signed-in user may open it, which a session route already requires.
    ...(d.permission.view === 'authenticated' ? {} : { permission: d.permission.view }),
    screen: 'settings.document',
    settings: d.id,
  };
}

function byOrder(a: SettingsWithMenu, b: SettingsWithMenu): number {
  const order = (a.menu.order ?? Number.MAX_SAFE_INTEGER) - (b.menu.order ?? Number.MAX_SAFE_INTEGER);
  return order !== 0 ? order : a.menu.path.localeCompare(b.menu.path);
}

/**
 * Adds each settings document's screen (its descriptor's `menu`) under the route its
 * `menu.parent` names, after the declared children, in `order`: a new settings screen needs
 * one descriptor file and its translations, and no route code.
 * @example mergeSettingsMenus(routes, [preferences]) // `/cm/admin/more/preferences` under `cm.admin.more`
 */
export function mergeSettingsMenus(
  routes: readonly RouteDescriptor[],
  settings: readonly SettingsMenuSource[],
): RouteDescriptor[] {
  const byParent = new Map<string, SettingsWithMenu[]>();
  for (const d of settings) {
    if (!d.menu) continue;
    byParent.set(d.menu.parent, [...(byParent.get(d.menu.parent) ?? []), d as SettingsWithMenu]);
  }
  const visit = (route: RouteDescriptor): RouteDescriptor => {
    const declared = route.children?.map(visit);
    const added = route.name ? (byParent.get(route.name) ?? []).sort(byOrder).map(settingsMenuRoute) : [];
    if (!declared && added.length === 0) return route;
    return { ...route, children: [...(declared ?? []), ...added] };
  };
  return routes.map(visit);
}

/**
 * What is wrong between the route tree and the settings descriptors: a route of the
 * generic settings screen naming no known document, or a `menu.parent` naming no route.
 * Problems name the file and JSON pointer as descriptors:check prints them.
 */
export function settingsRouteProblems(
  routes: readonly RouteDescriptor[],
  settings: readonly SettingsMenuSource[],
  fileOf: (id: string) => string,
): Array<{ file: string; pointer: string; message: string }> {
  const ids = new Set(settings.map((d) => d.id));
  const names = new Set<string>();
  const problems: Array<{ file: string; pointer: string; message: string }> = [];
  const visit = (route: RouteDescriptor) => {
    if (route.name) names.add(route.name);
    if (route.screen === 'settings.document' && (!route.settings || !ids.has(route.settings)))
      problems.push({
        file: 'schemas/routes',
        pointer: `/${route.name ?? route.path ?? ''}/settings`,
        message: `renders the settings screen but names no known settings document ("${route.settings ?? ''}")`,
      });
    route.children?.forEach(visit);
  };
  routes.forEach(visit);
  for (const d of settings)
    if (d.menu && !names.has(d.menu.parent))
      problems.push({
        file: fileOf(d.id),
        pointer: '/menu/parent',
        message: `names the route "${d.menu.parent}" as its menu parent, but no route has that name`,
      });
  return problems;
}
