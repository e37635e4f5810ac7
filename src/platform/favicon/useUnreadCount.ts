import { useSyncExternalStore } from 'react';
import { getUnreadCount, setUnreadCount, subscribeUnreadCount } from './unreadCountStore';

/**
 * The unread notification count and its setter (which also drives the favicon).
 * @example const [unread, setUnread] = useUnreadCount();
 */
export function useUnreadCount(): [number, (count: number) => void] {
  const count = useSyncExternalStore(subscribeUnreadCount, getUnreadCount, getUnreadCount);
  return [count, setUnreadCount];
}
