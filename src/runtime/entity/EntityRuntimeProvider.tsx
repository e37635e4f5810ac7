import { type ReactNode, useMemo } from 'react';
import type { EntityDescriptor } from '../../../schemas/core/entityDescriptorSchema';
import type { RouteDescriptor } from '../../../schemas/routes/RouteDescriptor';
import { SYSTEM_REFERENCE_TARGETS } from '../../../schemas/core/systemEntities';
import { loadNamespaces } from '../../platform/i18n/loadNamespaces';
import type { EntityDescriptorLoaders, EntityRuntime } from './EntityRuntime';
import { EntityRuntimeContext } from './EntityRuntimeContext';

/** Message namespaces every generic entity screen shows besides the entity's own module. */
export const ENTITY_NAMESPACES = ['entity', 'resources'] as const;

export class UnknownEntityError extends Error {
  constructor(readonly entityId: string) {
    super(`No entity descriptor "${entityId}"`);
    this.name = 'UnknownEntityError';
  }
}

/**
 * Gives the generic entity screens their descriptors and the route tree.
 * @example <EntityRuntimeProvider loaders={entityDescriptorLoaders} routes={appRouteDescriptors}>…
 */
export function EntityRuntimeProvider({
  loaders,
  routes,
  children,
}: {
  loaders: EntityDescriptorLoaders;
  routes: readonly RouteDescriptor[];
  children: ReactNode;
}) {
  const runtime = useMemo<EntityRuntime>(() => {
    const cache = new Map<string, Promise<EntityDescriptor>>();
    const loadDescriptor = (id: string): Promise<EntityDescriptor> => {
      let pending = cache.get(id);
      if (!pending) {
        // A system reference target (`sc.user`) has no file: its descriptor is built in.
        const system = SYSTEM_REFERENCE_TARGETS.find((d) => d.id === id);
        const load = loaders[id] ?? (system ? () => Promise.resolve(system) : undefined);
        pending = load
          ? load().then(async (descriptor) => {
              await loadNamespaces([descriptor.module, ...ENTITY_NAMESPACES]);
              return descriptor;
            })
          : Promise.reject(new UnknownEntityError(id));
        // A failed load (network) may be retried by the next screen.
        pending.catch(() => cache.delete(id));
        cache.set(id, pending);
      }
      return pending;
    };
    return { loadDescriptor, routes };
  }, [loaders, routes]);
  return <EntityRuntimeContext.Provider value={runtime}>{children}</EntityRuntimeContext.Provider>;
}
