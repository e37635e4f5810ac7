import type { EntityDescriptor } from '../../schemas/core/entityDescriptorSchema';
import {
  CACHE_CHANNEL,
  CACHE_UPDATED,
  CACHED_LISTS,
  type CachedList,
} from '../realtime/broadcastCacheChanged';
import type { Realtime } from '../realtime/Realtime';

/**
 * After a committed write, tells every open client that the entity's cached
 * pick list (`{api}/all`) changed, with the same `CacheUpdated` event as the
 * spec's cached lists; `list` is the entity id. The entity's rules may name spec cached lists its
 * rows feed (`cachedLists`: the sign-off templates feed `/api/wf/template`), announced in the same
 * event. A failure to publish never
 * fails the write that already happened.
 */
export async function announceEntityChanged(
  realtime: Realtime,
  d: EntityDescriptor,
  log?: { warn: (o: object, m: string) => void },
  /** The spec's cached lists the entity's rows feed (its rules' `cachedLists`): their urls go too. */
  lists: readonly CachedList[] = [],
) {
  const urls = [`${d.api}/all`, ...lists.flatMap((list) => CACHED_LISTS[list])];
  try {
    await realtime.publish(CACHE_CHANNEL, CACHE_UPDATED, { list: d.id, urls });
  } catch (error) {
    log?.warn({ err: error, entity: d.id }, 'could not announce a list change');
  }
}
