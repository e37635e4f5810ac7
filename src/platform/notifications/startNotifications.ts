import { onRealtime } from '../realtime/realtimeBus';
import { followSignedInUser } from '../session/followSignedInUser';
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
  const follower = followSignedInUser({
    onUserChange: (userId) => {
      resetNotifications();
      if (userId !== null) void refreshUnreadCount();
    },
    onResynced: () => {
      void refreshUnreadCount();
      if (getNotificationsState().page > 0) void reloadNotifications();
    },
  });
  const offs = [
    onRealtime('notificationCreated', receiveNotification),
    onRealtime('notificationsRead', receiveNotificationsRead),
  ];
  return () => {
    for (const off of offs) off();
    follower.stop();
  };
}
