import { useSyncExternalStore } from 'react';
import { getRealtimeStatus, type RealtimeStatus, subscribeRealtimeStatus } from './realtimeStatusStore';

/**
 * The realtime connection's state; re-renders on every change.
 * @example const live = useRealtimeStatus() === 'live';
 */
export function useRealtimeStatus(): RealtimeStatus {
  return useSyncExternalStore(subscribeRealtimeStatus, getRealtimeStatus, getRealtimeStatus);
}
