import { type FlatRoute, matchRoutePath } from './flattenRoutes';

/** React Router's ranking, in short: a static segment outweighs a parameter, which outweighs a splat. */
function specificity(pattern: string): number {
  return pattern
    .split('/')
    .filter((s) => s !== '')
    .reduce((score, s) => score + (s === '*' ? -2 : s.startsWith(':') ? 3 : 10), 0);
}

/**
 * The route a URL path (no query) lands on: of the routes whose pattern matches it, the
 * most specific, as React Router picks (`new-event/:templateId?` over `:category`). The
 * catch-all 404 never counts, and of a parent and its index route the parent is the one
 * that answers (its redirect runs first).
 */
export function landingRoute<T extends FlatRoute>(flat: readonly T[], pathname: string): T | undefined {
  let best: T | undefined;
  for (const r of flat) {
    if (r.route.index || r.fullPath.includes('*') || !matchRoutePath(r.fullPath, pathname)) continue;
    if (!best || specificity(r.fullPath) > specificity(best.fullPath)) best = r;
  }
  return best;
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
