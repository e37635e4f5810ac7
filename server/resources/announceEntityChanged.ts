import type { EntityDescriptor } from '../../schemas/core/entityDescriptorSchema';
import { CACHE_CHANNEL, CACHE_UPDATED } from '../realtime/broadcastCacheChanged';
import type { Realtime } from '../realtime/Realtime';

/**
 * After a committed write, tells every open client that the entity's cached
 * pick list (`{api}/all`) changed, with the same `CacheUpdated` event as the
 * spec's cached lists; `list` is the entity id. A failure to publish never
 * fails the write that already happened.
 */
export async function announceEntityChanged(
  realtime: Realtime,
  d: EntityDescriptor,
  log?: { warn: (o: object, m: string) => void },
) {
  try {
    await realtime.publish(CACHE_CHANNEL, CACHE_UPDATED, { list: d.id, urls: [`${d.api}/all`] });
  } catch (error) {
    log?.warn({ err: error, entity: d.id }, 'could not announce a list change');
  }
}
