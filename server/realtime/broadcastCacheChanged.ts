import { userChannel } from './channelNames';
import type { Realtime } from './Realtime';

/**
 * The lists the web client caches (spec section 3) and the GETs that fill each, so a
 * client can revalidate exactly those keys.
 */
export const CACHED_LISTS = {
  departments: ['/api/sc/department/all'],
  users: ['/api/sc/user/all'],
  license: ['/api/sc/license'],
  templateCategories: ['/api/wf/template-category', '/api/wf/template-category/user'],
  templates: ['/api/wf/template'],
  templateDefinitions: ['/api/wf/template-definition'],
  userCommonWords: ['/api/common/user-common-word'],
  shifts: ['/api/as/shift/all'],
  leaves: ['/api/as/leave/all'],
} as const satisfies Record<string, readonly string[]>;

export type CachedList = keyof typeof CACHED_LISTS;

/** Public channel every client subscribes to for cache revalidation. */
export const CACHE_CHANNEL = 'cache';
/** laravel-echo: `echo.channel('cache').listen('CacheUpdated', ({list, urls}) => ...)`. */
export const CACHE_UPDATED = 'App\\Events\\CacheUpdated';

/**
 * Tells every open client that a cached list changed, so it refetches it (its cache entry
 * goes from `ready` to `update` and back). Lists that are per user (`userCommonWords`)
 * go to that user's private channel only. Call it after the change is committed.
 *
 * @example await broadcastCacheChanged(ctx.realtime, 'departments')
 */
export function broadcastCacheChanged(
  realtime: Realtime,
  list: CachedList,
  options: { userId?: number; exceptSocketId?: string } = {},
): Promise<void> {
  const channel = options.userId === undefined ? CACHE_CHANNEL : userChannel(options.userId);
  return realtime.publish(
    channel,
    CACHE_UPDATED,
    { list, urls: CACHED_LISTS[list] },
    {
      exceptSocketId: options.exceptSocketId,
    },
  );
}
