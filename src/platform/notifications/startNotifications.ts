import { onRealtime } from '../realtime/realtimeBus';
import { getSession, subscribeSession } from '../session/sessionStore';
import {
  getNotificationsState,
  receiveNotification,
  receiveNotificationsRead,
  refreshUnreadCount,
  reloadNotifications,
  resetNotifications,
} from './notificationsStore';

/**
 * Runs the notifications while someone is signed in: the unread count at sign-in (the
 * badge and the red favicon), live arrivals and reads from the realtime bus, and a catch-up
 * (count, and the list when it was open) whenever the user's channel is subscribed again.
 * Sign-out forgets it all. Returns the function that stops it.
 * @example const stop = startNotifications();
 */
export function startNotifications(): () => void {
  let userId: string | null = null;
  const sync = (): void => {
    const user = getSession()?.user;
    const next = user ? String(user.id) : null;
    if (next === userId) return;
    userId = next;
    resetNotifications();
    if (next !== null) void refreshUnreadCount();
  };
  sync();
  const offs = [
    subscribeSession(sync),
    onRealtime('notificationCreated', receiveNotification),
    onRealtime('notificationsRead', receiveNotificationsRead),
    onRealtime('resynced', () => {
      if (userId === null) return;
      void refreshUnreadCount();
      if (getNotificationsState().page > 0) void reloadNotifications();
    }),
  ];
  return () => {
    for (const off of offs) off();
    userId = null;
    resetNotifications();
  };
}
