import type { RouteDescriptor } from './RouteDescriptor';

/** One route of a tree, with where it sits. */
export interface FlatRoute {
  route: RouteDescriptor;
  /**
   * The absolute path the route renders at, params left as written (`/bb/use/read/:id`).
   * A pathless layout or an index route has its parent's path.
   */
  fullPath: string;
  /** The routes above it, outermost first. */
  ancestors: readonly RouteDescriptor[];
  /** Where it is in the tree, as a JSON pointer (`/4/children/2`). */
  pointer: string;
}

/** A child path joined to its parent's: absolute paths stand alone, as in React Router. */
export function joinRoutePath(parent: string, path: string | undefined): string {
  if (path === undefined || path === '') return parent === '' ? '/' : parent;
  if (path.startsWith('/')) return path;
  return `${parent.replace(/\/$/, '')}/${path}`;
}

/**
 * Every route of a tree, depth first, parents before their children.
 * @example flattenRoutes(generalRoutes).map((r) => r.fullPath)
 */
export function flattenRoutes(routes: readonly RouteDescriptor[]): FlatRoute[] {
  const out: FlatRoute[] = [];
  const walk = (
    list: readonly RouteDescriptor[],
    parentPath: string,
    ancestors: RouteDescriptor[],
    at: string,
  ) => {
    list.forEach((route, i) => {
      const pointer = at === '' ? `/${i}` : `${at}/children/${i}`;
      const fullPath = joinRoutePath(parentPath, route.path);
      out.push({ route, fullPath, ancestors, pointer });
      if (route.children) walk(route.children, fullPath, [...ancestors, route], pointer);
    });
  };
  walk(routes, '', [], '');
  return out;
}

/**
 * Whether a concrete pathname (no query) is one a route pattern matches: `:name` takes
 * one segment, `:name?` one or none, `*` the rest.
 * @example matchRoutePath('/vs/admin/event-maint/new-event/:templateId?', '/vs/admin/event-maint/new-event') // true
 */
export function matchRoutePath(pattern: string, pathname: string): boolean {
  const split = (p: string) => p.split('/').filter((s) => s !== '');
  const want = split(pattern);
  const have = split(pathname);
  const match = (i: number, j: number): boolean => {
    if (i === want.length) return j === have.length;
    const segment = want[i] as string;
    if (segment === '*') return true;
    if (segment.startsWith(':') && segment.endsWith('?'))
      return match(i + 1, j) || (j < have.length && match(i + 1, j + 1));
    if (j === have.length) return false;
    if (segment.startsWith(':')) return match(i + 1, j + 1);
    return segment === have[j] && match(i + 1, j + 1);
  };
  return match(0, 0);
}
