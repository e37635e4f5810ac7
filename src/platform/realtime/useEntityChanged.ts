import { useEffect, useRef } from 'react';
import { onRealtime } from './realtimeBus';

/**
 * Calls `reload` whenever the server announces a committed write to one of `entityIds`
 * (announceEntityChanged, and a sign-off kind's `writes`): the list or calendar on screen reads
 * its data again, so a change made by someone else shows without a reload.
 * @example useEntityChanged([descriptor.id], () => mutate())
 */
export function useEntityChanged(entityIds: readonly string[], reload: () => void): void {
  const latest = useRef(reload);
  latest.current = reload;
  const key = entityIds.join(',');
  useEffect(() => {
    const ids = new Set(key.split(','));
    return onRealtime('cacheUpdated', ({ list }) => {
      if (ids.has(list)) latest.current();
    });
  }, [key]);
}
