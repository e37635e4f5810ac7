import type { RealtimeEventMap, RealtimeEventName } from './RealtimeEvents';

type Listener<K extends RealtimeEventName> = (payload: RealtimeEventMap[K]) => void;

const listeners: { [K in RealtimeEventName]: Set<Listener<K>> } = {
  notificationCreated: new Set(),
  notificationsRead: new Set(),
  cacheUpdated: new Set(),
  resynced: new Set(),
};

/**
 * Listens to one kind of realtime event; returns the function that stops listening.
 * @example const off = onRealtime('cacheUpdated', ({ urls }) => revalidate(urls));
 */
export function onRealtime<K extends RealtimeEventName>(event: K, listener: Listener<K>): () => void {
  const set = listeners[event] as Set<Listener<K>>;
  set.add(listener);
  return () => {
    set.delete(listener);
  };
}

/** Hands an event to every listener; one listener throwing does not starve the others. */
export function emitRealtime<K extends RealtimeEventName>(event: K, payload: RealtimeEventMap[K]): void {
  for (const listener of [...(listeners[event] as Set<Listener<K>>)]) {
    try {
      listener(payload);
    } catch (error) {
      console.error(`realtime: a ${event} listener failed`, error);
    }
  }
}
