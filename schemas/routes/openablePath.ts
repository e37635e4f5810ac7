import { hasPermission } from '../core/hasPermission';
import type { FlatRoute } from './flattenRoutes';
import { landingRoute } from './followRedirects';
import type { RouteDescriptor } from './RouteDescriptor';

/** Redirect chains longer than this are a loop (validateRoutes reports those). */
const MAX_HOPS = 10;

/** What is looked up again and again for one route tree: landing routes and children. */
interface TreeIndex {
  landing: Map<string, FlatRoute | undefined>;
  children: Map<RouteDescriptor, FlatRoute[]>;
}

// Menus ask for every page on each sign-in and licence change; the tree itself never changes.
const indexes = new WeakMap<readonly FlatRoute[], TreeIndex>();

function indexOf(flat: readonly FlatRoute[]): TreeIndex {
  let index = indexes.get(flat);
  if (!index) {
    const children = new Map<RouteDescriptor, FlatRoute[]>();
    for (const at of flat) {
      const parent = at.ancestors.at(-1);
      if (parent) children.set(parent, [...(children.get(parent) ?? []), at]);
    }
    index = { landing: new Map(), children };
    indexes.set(flat, index);
  }
  return index;
}

function landing(flat: readonly FlatRoute[], url: string): FlatRoute | undefined {
  const pathname = url.split('?')[0] as string;
  const { landing: known } = indexOf(flat);
  if (!known.has(pathname)) known.set(pathname, landingRoute(flat, pathname));
  return known.get(pathname);
}

/** Every level's guard runs on a visit, so the route and all above it must be allowed. */
function guardsPass(at: FlatRoute, tree: unknown): boolean {
  return [...at.ancestors, at.route].every((r) => !r.permission || hasPermission(tree, r.permission));
}

/**
 * Whether visiting `url` ends on a screen the user may open, following redirects exactly as
 * the router does: each level's permission, then the redirect, then the screen at the path
 * (the index child's, when there is one).
 */
function lands(flat: readonly FlatRoute[], url: string, tree: unknown, hops: number): boolean {
  const at = landing(flat, url);
  if (!at || hops > MAX_HOPS || !guardsPass(at, tree)) return false;
  const { redirect, children, screen } = at.route;
  if (redirect !== undefined) return lands(flat, redirect, tree, hops + 1);
  const index = children?.find((child) => child.index);
  if (index) return !index.permission || hasPermission(tree, index.permission);
  return screen !== undefined;
}

/**
 * The children of a route a menu may list, in declared order: those with a title and a path
 * of their own without parameters to fill, not `hideInMenu`. A pathless level (`as.use.clock`)
 * only groups its children for the breadcrumb, so they stand in its place.
 * @example menuChildren(flat, flat.find((r) => r.route.name === 'sc')).map((r) => r.fullPath)
 */
export function menuChildren(flat: readonly FlatRoute[], parent: FlatRoute): FlatRoute[] {
  return (indexOf(flat).children.get(parent.route) ?? []).flatMap((at) => {
    const { route } = at;
    if (route.index || route.hideInMenu) return [];
    if (route.path === undefined) return menuChildren(flat, at);
    return route.breadcrumb !== undefined && !route.path.includes(':') ? [at] : [];
  });
}

function resolve(flat: readonly FlatRoute[], url: string, tree: unknown, depth: number): string | null {
  if (lands(flat, url, tree, 0)) return url;
  const at = landing(flat, url);
  if (!at || depth > MAX_HOPS) return null;
  // Only a route that shows no page of its own (it redirects, or is a bare grouping level)
  // may stand for its children; a page the user may not open is just not openable.
  const { redirect, screen, children } = at.route;
  const ownPage = screen !== undefined || children?.some((child) => child.index) === true;
  if (redirect === undefined && ownPage) return null;
  for (const child of menuChildren(flat, at)) {
    const found = resolve(flat, child.fullPath, tree, depth + 1);
    if (found !== null) return found;
  }
  return null;
}

/**
 * Where a menu entry for `url` should send this user, or null when it leads nowhere they may
 * open, so the entry is left out. The rule every menu (sidebar modules, module menu, tabs)
 * shares, so none offers a page that ends at /403:
 * - a page: `url` itself, when the user holds the permission of the route and of every level
 *   above it (and of the index child that renders at its path);
 * - a route that redirects: `url` when the redirect chain lands on such a page; otherwise the
 *   first of its menuChildren that is openable, since the user may still work there;
 * - a grouping level without a screen: its first openable child.
 *
 * `flat` is the whole route tree (redirects are absolute), `tree` the user's userPermission.
 * @example openablePath(flattenRoutes(appRoutes), '/sc', calendarOnly) // '/sc/calendar-region'
 */
export function openablePath(flat: readonly FlatRoute[], url: string, tree: unknown): string | null {
  return resolve(flat, url, tree, 0);
}
