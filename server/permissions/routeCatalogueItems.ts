import { isModuleId } from '../../schemas/core/modules';
import type { CatalogueItem } from '../../schemas/core/permissionCatalogue';
import { flattenRoutes } from '../../schemas/routes/flattenRoutes';
import { moduleRoutes } from '../../schemas/routes/moduleRoutes';

/**
 * The route permissions that name a right the catalogue does not have yet (an item or an
 * action path below a module area). They join the catalogue, so every guarded route can be
 * opened by granting something; module and area guards (`sc`, `sc.admin`) are covered by
 * any right below them.
 */
export function routeCatalogueItems(
  catalogue: readonly CatalogueItem[],
  routes = moduleRoutes,
): CatalogueItem[] {
  const known = new Set(catalogue.map((item) => `${item.module}.${item.area}.${item.name}`));
  const knownActions = new Set(
    catalogue.flatMap((item) =>
      item.actions.map((a) => `${item.module}.${item.area}.${item.name}.actions.${a}`),
    ),
  );
  const extra = new Map<string, CatalogueItem>();
  for (const { route } of flattenRoutes(routes)) {
    const steps = route.permission?.split('.') ?? [];
    const [module, area, name, actionsKey, action] = steps;
    if (steps.length < 3 || !name || module === undefined || !isModuleId(module)) continue;
    if (area !== 'use' && area !== 'admin') continue;
    const base = `${module}.${area}.${name}`;
    if (actionsKey !== undefined && actionsKey !== 'actions') continue;
    if (action === undefined ? known.has(base) : knownActions.has(`${base}.actions.${action}`)) continue;
    const item = extra.get(base) ?? { module, area, name, actions: [] as string[] };
    const actions = new Set([...item.actions, action ?? 'view']);
    extra.set(base, { ...item, actions: [...actions] });
  }
  return [...extra.values()];
}
