import { useEffect, useRef } from 'react';
import { onSignoffListRefresh } from '../../../src/platform/notifications/signoffListRefresh';
import { useRealtimeEvent } from '../../../src/platform/realtime/useRealtimeEvent';

/**
 * Calls `refresh` while mounted whenever the sign-off lists may have changed: a workflow
 * notification with status S, A or E arrived live (spec section 3; the notifications store
 * signals it, src/platform/notifications/signoffListRefresh.ts), or the user's realtime channel
 * was subscribed again after a reconnection (events sent meanwhile are never replayed).
 * @example useSignoffLiveRefresh(() => void Promise.all([list.mutate(), counts.mutate()]));
 */
export function useSignoffLiveRefresh(refresh: () => void): void {
  const latest = useRef(refresh);
  latest.current = refresh;
  useEffect(() => onSignoffListRefresh(() => latest.current()), []);
  useRealtimeEvent('resynced', ({ initial }) => {
    if (!initial) latest.current();
  });
}
