import { useEffect, useRef } from 'react';
import type { RealtimeEventMap, RealtimeEventName } from './RealtimeEvents';
import { onRealtime } from './realtimeBus';

/**
 * Calls `handler` on every realtime event of that kind while the component is mounted.
 * The latest handler is used, so it may close over fresh props without re-subscribing.
 * @example useRealtimeEvent('notificationCreated', (n) => setLatest(n.title));
 */
export function useRealtimeEvent<K extends RealtimeEventName>(
  event: K,
  handler: (payload: RealtimeEventMap[K]) => void,
): void {
  const latest = useRef(handler);
  latest.current = handler;
  useEffect(() => onRealtime(event, (payload) => latest.current(payload)), [event]);
}
