/**
 * - `off`: signed out, or the connection is not set up yet;
 * - `connecting`: opening or re-opening the socket;
 * - `live`: connected and subscribed to the user's own channel, so notifications arrive;
 * - `unavailable`: the socket or the subscription failed; pusher-js keeps retrying.
 */
export type RealtimeStatus = 'off' | 'connecting' | 'live' | 'unavailable';

type Listener = () => void;

const listeners = new Set<Listener>();
let status: RealtimeStatus = 'off';

export function getRealtimeStatus(): RealtimeStatus {
  return status;
}

export function setRealtimeStatus(next: RealtimeStatus): void {
  if (next === status) return;
  status = next;
  for (const listener of [...listeners]) listener();
}

export function subscribeRealtimeStatus(listener: Listener): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}
