import type { RouteDescriptor } from '../../../../schemas/routes/RouteDescriptor';
import type { ScreenId } from '../../../../schemas/routes/screenIds';

/** One route rendering a generic screen of an entity, with its absolute path. */
export interface EntityRouteEntry {
  entity: string;
  screen: ScreenId;
  /** Absolute, e.g. `/cm/use/lead/view` or `/x/detail/:id`. */
  path: string;
}

function joinPath(parent: string, path: string | undefined): string {
  if (path === undefined) return parent;
  if (path.startsWith('/')) return path;
  const base = parent.replace(/\/\*$/, '').replace(/\/$/, '');
  return `${base}/${path}`;
}

const cache = new WeakMap<readonly RouteDescriptor[], EntityRouteEntry[]>();

/**
 * Every route bound to an entity, flattened with absolute paths (computed once per tree).
 * @example indexEntityRoutes(appRouteDescriptors).filter((r) => r.entity === 'cm.lead')
 */
export function indexEntityRoutes(routes: readonly RouteDescriptor[]): EntityRouteEntry[] {
  const cached = cache.get(routes);
  if (cached) return cached;
  const entries: EntityRouteEntry[] = [];
  const walk = (list: readonly RouteDescriptor[], parent: string) => {
    for (const route of list) {
      const path = joinPath(parent, route.path);
      if (route.entity && route.screen) entries.push({ entity: route.entity, screen: route.screen, path });
      if (route.children) walk(route.children, path);
    }
  };
  walk(routes, '');
  cache.set(routes, entries);
  return entries;
}

function sharedPrefix(a: string, b: string): number {
  const left = a.split('/');
  const right = b.split('/');
  let n = 0;
  while (n < left.length && n < right.length && left[n] === right[n]) n += 1;
  return n;
}

/**
 * The path of the entity's route rendering `screen`, the one nearest to `from`
 * when several exist (the same entity may be listed in two sections); null when none.
 * Routes with parameters other than `:id` cannot be linked without more context and are skipped.
 */
export function findEntityRoute(
  entries: readonly EntityRouteEntry[],
  entity: string,
  screen: ScreenId,
  from: string,
): string | null {
  let best: EntityRouteEntry | null = null;
  let bestScore = -1;
  for (const entry of entries) {
    if (entry.entity !== entity || entry.screen !== screen) continue;
    if (entry.path.replace(/:id\??/g, '').includes(':') || entry.path.includes('*')) continue;
    const score = sharedPrefix(entry.path, from);
    if (score > bestScore) {
      best = entry;
      bestScore = score;
    }
  }
  return best?.path ?? null;
}

/**
 * A link to a record's screen: `:id` in the path, else `?id=` (the spec's view and detail routes).
 * @example recordLink('/cm/use/lead/view', 7) // '/cm/use/lead/view?id=7'
 */
export function recordLink(path: string, id: number): string {
  return /:id\??/.test(path) ? path.replace(/:id\??/, String(id)) : `${path}?id=${id}`;
}
