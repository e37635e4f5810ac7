import { useCallback } from 'react';
import { useSWRConfig } from 'swr';
import type { EntityDescriptor } from '../../../../schemas/core/entityDescriptorSchema';

/**
 * After a write: reloads every cached answer of the entity (its list pages, its
 * pick list, its records), so no screen shows the old row.
 * @example const refresh = useEntityCacheRefresh(); await api.create(...); void refresh(descriptor)
 */
export function useEntityCacheRefresh(): (descriptor: EntityDescriptor) => Promise<unknown> {
  const { mutate } = useSWRConfig();
  return useCallback(
    (descriptor: EntityDescriptor) =>
      mutate(
        (key) =>
          typeof key === 'string' &&
          (key === descriptor.api || key.startsWith(`${descriptor.api}?`) || key.startsWith(`${descriptor.api}/`)),
      ),
    [mutate],
  );
}
