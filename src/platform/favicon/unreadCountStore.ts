import { setUnreadFavicon } from './setUnreadFavicon';

type Listener = () => void;

const listeners = new Set<Listener>();
let unreadCount = 0;

export function getUnreadCount(): number {
  return unreadCount;
}

/**
 * Sets the number of unread notifications; the favicon turns red while it is above 0.
 * The realtime notifications feed it.
 * @example setUnreadCount(meta.unread_count)
 */
export function setUnreadCount(count: number): void {
  const next = Number.isFinite(count) && count > 0 ? Math.floor(count) : 0;
  if (next === unreadCount) return;
  const hadUnread = unreadCount > 0;
  unreadCount = next;
  if (hadUnread !== next > 0) setUnreadFavicon(next > 0);
  for (const listener of listeners) listener();
}

export function subscribeUnreadCount(listener: Listener): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}
