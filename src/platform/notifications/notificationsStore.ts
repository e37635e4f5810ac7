import { getUnreadCount, setUnreadCount } from '../favicon/unreadCountStore';
import { readListAllNotifications, writeListAllNotifications } from './listAllNotificationsSetting';
import {
  fetchNotificationPage,
  type NotificationFilter,
  putAllNotificationsRead,
  putNotificationRead,
} from './notificationsApi';
import { refreshesSignoffList, requestSignoffListRefresh } from './signoffListRefresh';
import type { NotificationsReadEvent, UserNotification } from './UserNotification';

/** The list's status as the spec names it (section 4): `getting` while a page loads. */
export type NotificationListStatus = 'ready' | 'getting';

export interface NotificationsState {
  /** Newest first: the pages loaded so far, with live arrivals on top. */
  items: readonly UserNotification[];
  /** The last page loaded; 0 until the list is first asked for. */
  page: number;
  lastPage: number;
  status: NotificationListStatus;
  /** ListAllNotifications=1: all notifications, otherwise only the unread ones. */
  listAll: boolean;
  /** The last load failed; the list offers to try again. */
  failed: boolean;
}

type Listener = () => void;

const listeners = new Set<Listener>();

function initialState(): NotificationsState {
  return {
    items: [],
    page: 0,
    lastPage: 1,
    status: 'ready',
    listAll: readListAllNotifications(),
    failed: false,
  };
}

let state: NotificationsState = initialState();
// Bumped when the session changes: answers for the previous user are dropped.
let sessionRun = 0;
// Bumped when the list starts over: answers for the old list are dropped.
let listRun = 0;

function update(patch: Partial<NotificationsState>): void {
  state = { ...state, ...patch };
  for (const listener of [...listeners]) listener();
}

function filter(): NotificationFilter {
  return state.listAll ? 'all' : 'unread';
}

function markItems(read: (item: UserNotification) => boolean): void {
  const now = new Date().toISOString();
  update({
    items: state.items.map((item) =>
      !item.read && read(item) ? { ...item, read: true, read_at: item.read_at ?? now } : item,
    ),
  });
}

export function getNotificationsState(): NotificationsState {
  return state;
}

export function subscribeNotifications(listener: Listener): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

/** Forgets everything (sign-in, sign-out): empty list, no unread, the favicon back to plain. */
export function resetNotifications(): void {
  sessionRun += 1;
  listRun += 1;
  state = initialState();
  setUnreadCount(0);
  for (const listener of [...listeners]) listener();
}

/** Asks the server how many are unread (GET ...&status=unread&page=1 → meta.unread_count). */
export async function refreshUnreadCount(): Promise<void> {
  const run = sessionRun;
  try {
    const answer = await fetchNotificationPage(1, 'unread');
    if (run === sessionRun) setUnreadCount(answer.meta.unread_count);
  } catch (error) {
    // The badge keeps its last count; the next event or reconnection tries again.
    console.warn('notifications: the unread count could not be read', error);
  }
}

/** Loads the first page again, replacing the list when it arrives (the old one stays until then). */
export async function reloadNotifications(): Promise<void> {
  const run = ++listRun;
  update({ status: 'getting', failed: false });
  try {
    const answer = await fetchNotificationPage(1, filter());
    if (run !== listRun) return;
    setUnreadCount(answer.meta.unread_count);
    update({ items: answer.data, page: 1, lastPage: answer.meta.last_page, status: 'ready' });
  } catch (error) {
    if (run !== listRun) return;
    console.warn('notifications: the list could not be loaded', error);
    update({ status: 'ready', failed: true });
  }
}

/** Loads the next page (scrolling near the bottom); does nothing while a page loads or at the end. */
export async function loadMoreNotifications(): Promise<void> {
  if (state.status === 'getting' || state.page === 0 || state.page >= state.lastPage) return;
  const run = listRun;
  const next = state.page + 1;
  update({ status: 'getting', failed: false });
  try {
    const answer = await fetchNotificationPage(next, filter());
    if (run !== listRun) return;
    // Live arrivals shifted the server's pages: skip what the list already has.
    const known = new Set(state.items.map((item) => item.id));
    setUnreadCount(answer.meta.unread_count);
    update({
      items: [...state.items, ...answer.data.filter((item) => !known.has(item.id))],
      page: next,
      lastPage: answer.meta.last_page,
      status: 'ready',
    });
  } catch (error) {
    if (run !== listRun) return;
    console.warn('notifications: the next page could not be loaded', error);
    update({ status: 'ready', failed: true });
  }
}

/** Shows all notifications or only the unread ones, remembers the choice, and reloads the list. */
export function setListAllNotifications(listAll: boolean): Promise<void> {
  writeListAllNotifications(listAll);
  update({ listAll });
  return reloadNotifications();
}

/**
 * Marks one notification read: at once on screen, then on the server, whose count wins.
 * On failure the item is unread again and the error is thrown for the caller to show.
 */
export async function markNotificationRead(id: number): Promise<void> {
  const run = sessionRun;
  const item = state.items.find((candidate) => candidate.id === id);
  if (item?.read) return;
  if (item) {
    markItems((candidate) => candidate.id === id);
    setUnreadCount(getUnreadCount() - 1);
  }
  try {
    const answer = await putNotificationRead(id);
    if (run === sessionRun) setUnreadCount(answer.meta.unread_count);
  } catch (error) {
    if (run === sessionRun) {
      update({ items: state.items.map((c) => (c.id === id ? { ...c, read: false, read_at: null } : c)) });
      void refreshUnreadCount();
    }
    throw error;
  }
}

/** Marks every notification read (PUT /read-all); on failure the list and count are read again. */
export async function markAllNotificationsRead(): Promise<void> {
  const run = sessionRun;
  markItems(() => true);
  setUnreadCount(0);
  try {
    await putAllNotificationsRead();
  } catch (error) {
    if (run === sessionRun) {
      void refreshUnreadCount();
      if (state.page > 0) void reloadNotifications();
    }
    throw error;
  }
}

/** `NotificationCreated`: on top of the list (once loaded), one more unread, and the sign-off signal. */
export function receiveNotification(notification: UserNotification): void {
  if (refreshesSignoffList(notification)) requestSignoffListRefresh(notification);
  if (state.items.some((item) => item.id === notification.id)) return;
  if (!notification.read) setUnreadCount(getUnreadCount() + 1);
  if (state.page > 0) update({ items: [notification, ...state.items] });
}

/** `NotificationsRead` (another tab or device): mark them here too and take the server's count. */
export function receiveNotificationsRead(event: NotificationsReadEvent): void {
  const ids = event.ids === null ? null : new Set(event.ids);
  markItems((item) => ids === null || ids.has(item.id));
  setUnreadCount(event.unread_count);
}
