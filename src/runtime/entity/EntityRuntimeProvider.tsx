import { type ReactNode, useMemo } from 'react';
import type { EntityDescriptor } from '../../../schemas/core/entityDescriptorSchema';
import type { RouteDescriptor } from '../../../schemas/routes/RouteDescriptor';
import { SYSTEM_REFERENCE_TARGETS } from '../../../schemas/core/systemEntities';
import { loadNamespaces } from '../../platform/i18n/loadNamespaces';
import type { EntityDescriptorLoaders, EntityRuntime } from './EntityRuntime';
import type { FormKindWidgets } from './formKinds/FormKindWidgets';
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
 * Gives the generic entity screens their descriptors, the route tree and the widgets of the form
 * kinds of field (built at the app root from screens/wf).
 * @example <EntityRuntimeProvider loaders={entityDescriptorLoaders} routes={appRouteDescriptors} formKinds={formKindWidgets}>…
 */
export function EntityRuntimeProvider({
  loaders,
  routes,
  formKinds,
  children,
}: {
  loaders: EntityDescriptorLoaders;
  routes: readonly RouteDescriptor[];
  formKinds?: FormKindWidgets;
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
    return { loadDescriptor, routes, formKinds };
  }, [loaders, routes, formKinds]);
  return <EntityRuntimeContext.Provider value={runtime}>{children}</EntityRuntimeContext.Provider>;
}
