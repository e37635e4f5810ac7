import { useEffect, useState } from 'react';
import type { EntityDescriptor } from '../../../../schemas/core/entityDescriptorSchema';
import { entityApi } from './entityApi';
import type { EntityRow } from './EntityRow';

/**
 * One record fetched now, never from a cache: an edit form must start from the
 * saved version, or its first save would meet a needless conflict.
 */
export function useFreshRecord(descriptor: EntityDescriptor | null, id: number | null): { row: EntityRow | null; error: unknown } {
  const [state, setState] = useState<{ key: string; row: EntityRow | null; error: unknown }>({ key: '', row: null, error: null });
  const key = descriptor && id !== null ? `${descriptor.api}/${id}` : '';
  useEffect(() => {
    if (!descriptor || id === null) return;
    let current = true;
    entityApi(descriptor.api)
      .get(id)
      .then(
        (row) => current && setState({ key: `${descriptor.api}/${id}`, row, error: null }),
        (error: unknown) => current && setState({ key: `${descriptor.api}/${id}`, row: null, error }),
      );
    return () => {
      current = false;
    };
  }, [descriptor, id]);
  return state.key === key ? { row: state.row, error: state.error } : { row: null, error: null };
}
