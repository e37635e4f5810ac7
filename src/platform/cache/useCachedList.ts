import useSWR from 'swr';
import { swrFetcher } from '../api/apiClient';
import { clearCachedListStale, isCachedListStale } from './staleCachedLists';

/** The lists the spec caches on the client (spec section 7, "Cached GETs"). */
export type CachedListPath =
  | '/api/sc/department/all'
  | '/api/sc/user/all'
  | '/api/sc/license'
  | '/api/wf/template-category'
  | '/api/wf/template-category/user'
  | '/api/wf/template'
  | '/api/wf/template-definition'
  | '/api/common/user-common-word'
  | '/api/as/shift/all'
  | '/api/as/leave/all';

/** Cache entry status as the spec names it: `update` while (re)loading. */
export type CacheStatus = 'ready' | 'update';

export interface CachedList<T> {
  items: T[];
  status: CacheStatus;
  error: unknown;
}

/** These lists change rarely; one fetch serves every screen for a while. */
const CACHE_MS = 5 * 60_000;

/**
 * A cached list (`{data: [...]}`), shared by every component that asks for it;
 * `null` loads nothing (a screen that needs the list only sometimes).
 * @example const { items: users } = useCachedList<UserSummary>('/api/sc/user/all')
 */
export function useCachedList<T>(path: CachedListPath | null): CachedList<T> {
  const { data, error, isValidating } = useSWR<{ data: T[] }>(path, swrFetcher, {
    dedupingInterval: CACHE_MS,
    revalidateOnFocus: false,
    revalidateIfStale: false,
    // Changed on the server while no screen showed it (staleCachedLists): fetch it now.
    revalidateOnMount: path !== null && isCachedListStale(path) ? true : undefined,
    onSuccess: () => {
      if (path !== null) clearCachedListStale(path);
    },
  });
  return { items: data?.data ?? [], status: isValidating ? 'update' : 'ready', error };
}
