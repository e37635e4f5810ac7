import type { FlatRoute } from '../../../schemas/routes/flattenRoutes';
import { flattenRoutes } from '../../../schemas/routes/flattenRoutes';
import type { RouteDescriptor } from '../../../schemas/routes/RouteDescriptor';
import { useEntityRuntime } from '../entity/useEntityRuntime';

/** One flat list per route tree: the app's tree never changes, and menus read it on every render. */
const flatByTree = new WeakMap<readonly RouteDescriptor[], FlatRoute[]>();

/**
 * The app's whole route tree (the one the router is built from), flattened: what menus pass
 * to openablePath, which follows redirects anywhere in the app.
 * @example const flat = useFlatRoutes(); openablePath(flat, '/sc', tree)
 */
export function useFlatRoutes(): readonly FlatRoute[] {
  const { routes } = useEntityRuntime();
  let flat = flatByTree.get(routes);
  if (!flat) {
    flat = flattenRoutes(routes);
    flatByTree.set(routes, flat);
  }
  return flat;
}
