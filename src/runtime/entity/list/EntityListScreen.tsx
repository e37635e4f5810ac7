import { useEffect } from 'react';
import { preload } from 'swr';
import { swrFetcher } from '../../../platform/api/apiClient';
import { ScreenStatus } from '../common/ScreenStatus';
import { useRouteDescriptor } from '../../router/useRouteDescriptor';
import { useScreenEntity } from '../routing/useScreenEntity';
import { useEntityDescriptor } from '../useEntityDescriptor';
import { useEntityDescriptors } from '../useEntityDescriptors';
import { EntityListView } from './EntityListView';
import { referencedEntities } from '../data/referencedEntities';
import { listLayoutPath } from './useListLayout';

/**
 * The generic list screen (`entity.list`): the route names the entity, and may fix filters.
 * @example { path: 'lead/table', screen: 'entity.list', entity: 'cm.lead' }
 */
export function EntityListScreen() {
  const { entityId } = useScreenEntity();
  // A route may fix some of the list's filters (RouteDescriptor.filters).
  const fixed = useRouteDescriptor()?.filters;
  // The user's column layout is asked for while the descriptors load, not after: the grid
  // waits for it, and reading it second would add a round trip before the first rows.
  useEffect(() => {
    if (entityId) void preload(listLayoutPath(entityId), swrFetcher).catch(() => undefined);
  }, [entityId]);
  const { descriptor, error } = useEntityDescriptor(entityId);
  const references = useEntityDescriptors(
    descriptor ? referencedEntities(descriptor, descriptor.list.filters ?? []) : [],
  );
  if (!descriptor || !references.descriptors) return <ScreenStatus error={error ?? references.error} />;
  // Keyed by entity: moving between two lists of the same screen starts the state afresh.
  return (
    <EntityListView
      key={descriptor.id}
      descriptor={descriptor}
      referenced={references.descriptors}
      {...(fixed ? { fixedFilters: fixed } : {})}
    />
  );
}
