import { type FlatRoute, matchRoutePath } from './flattenRoutes';

/**
 * The route a URL path (no query) lands on: a route with exactly that path first, else one
 * whose pattern matches it. The catch-all 404 never counts, and of a parent and its index
 * route the parent is the one that answers (its redirect runs first).
 */
export function landingRoute<T extends FlatRoute>(flat: readonly T[], pathname: string): T | undefined {
  const candidates = flat.filter(
    (r) => !r.route.index && !r.fullPath.includes('*') && matchRoutePath(r.fullPath, pathname),
  );
  return candidates.find((r) => r.fullPath === pathname) ?? candidates[0];
}

/**
 * The URLs a visit to `url` goes through, itself first and the final one last, following
 * each landing route's redirect (at most `limit` hops; an unknown path ends the chain).
 * @example followRedirects(flat, '/am/admin') // ['/am/admin', '/am/admin/category?type=1']
 */
export function followRedirects(flat: readonly FlatRoute[], url: string, limit = 10): string[] {
  const chain = [url];
  let current = url;
  for (let hop = 0; hop < limit; hop += 1) {
    const target = landingRoute(flat, current.split('?')[0] as string)?.route.redirect;
    if (target === undefined) break;
    chain.push(target);
    current = target;
  }
  return chain;
}
