import { useSyncExternalStore } from 'react';
import { useUnreadCount } from '../favicon/useUnreadCount';
import {
  getNotificationsState,
  loadMoreNotifications,
  markAllNotificationsRead,
  markNotificationRead,
  type NotificationsState,
  reloadNotifications,
  setListAllNotifications,
  subscribeNotifications,
} from './notificationsStore';

export interface NotificationsApi extends NotificationsState {
  unreadCount: number;
  /** More pages exist beyond those loaded. */
  hasMore: boolean;
  reload: () => Promise<void>;
  loadMore: () => Promise<void>;
  markRead: (id: number) => Promise<void>;
  markAllRead: () => Promise<void>;
  setListAll: (listAll: boolean) => Promise<void>;
}

const actions = {
  reload: reloadNotifications,
  loadMore: loadMoreNotifications,
  markRead: markNotificationRead,
  markAllRead: markAllNotificationsRead,
  setListAll: setListAllNotifications,
};

/**
 * The signed-in user's notifications: the list (paged, `ready` | `getting`), the unread
 * count, and what can be done with them. startNotifications keeps it live.
 * @example const { items, unreadCount, loadMore, markRead } = useNotifications();
 */
export function useNotifications(): NotificationsApi {
  const state = useSyncExternalStore(subscribeNotifications, getNotificationsState, getNotificationsState);
  const [unreadCount] = useUnreadCount();
  return { ...state, ...actions, unreadCount, hasMore: state.page > 0 && state.page < state.lastPage };
}
