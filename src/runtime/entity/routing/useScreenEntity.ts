import { useSearchParams } from 'react-router';
import { useRouteDescriptor } from '../../router/useRouteDescriptor';

/**
 * The entity and the record a generic screen shows: the entity from its route
 * descriptor (`entity`), the record id from the `id` route parameter (passed as a
 * prop) or else the `?id=` query (the spec's view and detail routes).
 * @example const { entityId, recordId } = useScreenEntity(props.id)
 */
export function useScreenEntity(idParam?: string): { entityId: string | undefined; recordId: number | null } {
  const route = useRouteDescriptor();
  const [search] = useSearchParams();
  const raw = idParam ?? search.get('id');
  const recordId = raw && /^[1-9]\d{0,9}$/.test(raw) ? Number(raw) : null;
  return { entityId: route?.entity, recordId };
}
