import { useEffect } from 'react';
import { useSWRConfig } from 'swr';
import { markCachedListsStale } from '../cache/staleCachedLists';
import { onRealtime } from './realtimeBus';

/** An SWR key answers one of these GETs: the path itself or the path with a query. */
function answersOneOf(key: unknown, urls: readonly string[]): boolean {
  return typeof key === 'string' && urls.some((url) => key === url || key.startsWith(`${url}?`));
}

/**
 * Keeps the session's data cache (SWR) in step with the server (spec sections 3, 4):
 * on `CacheUpdated {list, urls}` the lists of those urls revalidate (a useCachedList's
 * status goes `update`, then `ready`); after a reconnection every list on screen
 * revalidates, as events sent meanwhile are lost. Render it inside the SWRConfig whose
 * cache it keeps (SessionScopedCache); it renders nothing.
 */
export function RealtimeCacheSync() {
  const { mutate, cache } = useSWRConfig();
  useEffect(() => {
    const offCache = onRealtime('cacheUpdated', ({ urls }) => {
      markCachedListsStale(urls);
      void mutate((key) => answersOneOf(key, urls));
    });
    const offResync = onRealtime('resynced', ({ initial }) => {
      // The first subscription after sign-in follows fresh fetches: nothing was missed.
      if (initial) return;
      markCachedListsStale([...cache.keys()]);
      void mutate(() => true);
    });
    return () => {
      offCache();
      offResync();
    };
  }, [mutate, cache]);
  return null;
}
