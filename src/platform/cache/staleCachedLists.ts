import type { CachedListPath } from './useCachedList';

/**
 * Cached lists the server said changed (CacheUpdated) or that may have missed such a
 * word while the realtime connection was down. A list shown on screen refetches at once
 * (SWR revalidation); one not shown keeps its old answer in the cache, and would show it
 * as fresh at its next use (it never revalidates on mount): this set makes that next use
 * fetch again.
 */
const stale = new Set<string>();

/** @example markCachedListsStale(['/api/sc/department/all']) */
export function markCachedListsStale(paths: readonly string[]): void {
  for (const path of paths) stale.add(path);
}

export function isCachedListStale(path: CachedListPath): boolean {
  return stale.has(path);
}

/** Called once the list was fetched again. */
export function clearCachedListStale(path: CachedListPath): void {
  stale.delete(path);
}
