import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { installFakeServer } from '../../testing/fakeServer';
import { resetBetweenTests } from '../../testing/resetBetweenTests';
import { signInAs } from '../../testing/sessionFixtures';
import { FAVICON_HREF, FAVICON_UNREAD_HREF } from '../favicon/setUnreadFavicon';
import { getUnreadCount } from '../favicon/unreadCountStore';
import { emitRealtime } from '../realtime/realtimeBus';
import { clearSession } from '../session/sessionStore';
import { LIST_ALL_NOTIFICATIONS_KEY } from './listAllNotificationsSetting';
import {
  getNotificationsState,
  loadMoreNotifications,
  markAllNotificationsRead,
  markNotificationRead,
  reloadNotifications,
  setListAllNotifications,
} from './notificationsStore';
import { onSignoffListRefresh } from './signoffListRefresh';
import { startNotifications } from './startNotifications';
import { notification, notificationHandlers } from './testing/fakeNotifications';
import type { UserNotification } from './UserNotification';

resetBetweenTests();

let stop: (() => void) | null = null;
beforeEach(() => {
  document.head.innerHTML = '<link rel="icon" href="/favicon.svg" />';
});
afterEach(() => {
  stop?.();
  stop = null;
});

function iconHref(): string | null {
  return document.head.querySelector('link[rel="icon"]')?.getAttribute('href') ?? null;
}

function inboxOf(count: number, read: (id: number) => boolean = () => false): UserNotification[] {
  return Array.from({ length: count }, (_, i) => notification(i + 1, { read: read(i + 1) }));
}

function signedIn(inbox: UserNotification[], perPage = 20) {
  const server = installFakeServer(notificationHandlers(inbox, perPage));
  stop = startNotifications();
  signInAs();
  return server;
}

const ids = () => getNotificationsState().items.map((item) => item.id);

describe('notifications', () => {
  it('reads the unread count at sign-in, turns the favicon red, and forgets it on sign-out', async () => {
    const server = signedIn(inboxOf(5, (id) => id <= 2));
    await vi.waitFor(() => expect(getUnreadCount()).toBe(3));
    expect(iconHref()).toBe(FAVICON_UNREAD_HREF);
    expect(server.requests[0]?.path).toBe('/api/sc/user-notification?type=1&page=1&status=unread');
    clearSession();
    expect(getUnreadCount()).toBe(0);
    expect(iconHref()).toBe(FAVICON_HREF);
  });

  it('pages the unread list: getting while a page loads, the next page appended, nothing past the last', async () => {
    const server = signedIn(inboxOf(45), 20);
    const loading = reloadNotifications();
    expect(getNotificationsState().status).toBe('getting');
    await loading;
    expect(getNotificationsState()).toMatchObject({ status: 'ready', page: 1, lastPage: 3 });
    expect(ids()).toHaveLength(20);
    expect(ids()[0]).toBe(45);
    const more = loadMoreNotifications();
    // A second scroll while the page loads asks for nothing more.
    void loadMoreNotifications();
    expect(getNotificationsState().status).toBe('getting');
    await more;
    await loadMoreNotifications();
    expect(ids()).toHaveLength(45);
    expect(ids().at(-1)).toBe(1);
    await loadMoreNotifications();
    const pages = server
      .callsTo('GET', '/api/sc/user-notification')
      .map((call) => new URL(call.path, 'http://x').searchParams.get('page'));
    expect(pages.filter((page) => page !== null).slice(-3)).toEqual(['1', '2', '3']);
  });

  it('shows all rather than only the unread with ListAllNotifications=1, and remembers the choice', async () => {
    window.localStorage.setItem(LIST_ALL_NOTIFICATIONS_KEY, '1');
    const server = signedIn(inboxOf(4, (id) => id % 2 === 0));
    await reloadNotifications();
    expect(getNotificationsState().listAll).toBe(true);
    expect(ids()).toEqual([4, 3, 2, 1]);
    expect(server.requests.at(-1)?.path).toContain('status=all');
    await setListAllNotifications(false);
    expect(ids()).toEqual([3, 1]);
    expect(window.localStorage.getItem(LIST_ALL_NOTIFICATIONS_KEY)).toBeNull();
    await setListAllNotifications(true);
    expect(window.localStorage.getItem(LIST_ALL_NOTIFICATIONS_KEY)).toBe('1');
  });

  it('puts a live notification on top and counts it; skips it when the next page brings it again', async () => {
    const inbox = inboxOf(21);
    signedIn(inbox, 20);
    await vi.waitFor(() => expect(getUnreadCount()).toBe(21));
    await reloadNotifications();
    const live = notification(22, { title: 'Live one' });
    inbox.push(live);
    emitRealtime('notificationCreated', live);
    expect(ids().slice(0, 2)).toEqual([22, 21]);
    expect(getUnreadCount()).toBe(22);
    // Page 2 now starts with id 2 (the offsets shifted): nothing is listed twice.
    await loadMoreNotifications();
    expect(new Set(ids()).size).toBe(ids().length);
    expect(ids()).toHaveLength(22);
  });

  it('counts a live notification before the list was ever opened', async () => {
    signedIn(inboxOf(1));
    await vi.waitFor(() => expect(getUnreadCount()).toBe(1));
    emitRealtime('notificationCreated', notification(2));
    expect(getUnreadCount()).toBe(2);
    expect(ids()).toEqual([]);
  });

  it('marks one read on screen at once, then takes the server count', async () => {
    const server = signedIn(inboxOf(3));
    await reloadNotifications();
    const marking = markNotificationRead(2);
    expect(getNotificationsState().items.find((item) => item.id === 2)?.read).toBe(true);
    expect(getUnreadCount()).toBe(2);
    await marking;
    expect(server.callsTo('PUT', '/api/sc/user-notification/2/read')).toHaveLength(1);
    expect(getUnreadCount()).toBe(2);
  });

  it('puts a notification back to unread when the server refuses to mark it', async () => {
    const inbox = inboxOf(2);
    installFakeServer({
      ...notificationHandlers(inbox),
      'PUT /api/sc/user-notification/1/read': { status: 500, body: { message: 'boom' } },
    });
    stop = startNotifications();
    signInAs();
    await reloadNotifications();
    await expect(markNotificationRead(1)).rejects.toThrow('boom');
    expect(getNotificationsState().items.find((item) => item.id === 1)?.read).toBe(false);
    await vi.waitFor(() => expect(getUnreadCount()).toBe(2));
  });

  it('marks all read, here and from another tab (NotificationsRead)', async () => {
    const server = signedIn(inboxOf(3));
    await reloadNotifications();
    emitRealtime('notificationsRead', { ids: [3], unread_count: 2 });
    expect(getNotificationsState().items.find((item) => item.id === 3)?.read).toBe(true);
    expect(getUnreadCount()).toBe(2);
    await markAllNotificationsRead();
    expect(getNotificationsState().items.every((item) => item.read)).toBe(true);
    expect(getUnreadCount()).toBe(0);
    expect(iconHref()).toBe(FAVICON_HREF);
    expect(server.callsTo('PUT', '/api/sc/user-notification/read-all')).toHaveLength(1);
    emitRealtime('notificationsRead', { ids: null, unread_count: 0 });
    expect(getUnreadCount()).toBe(0);
  });

  it('catches up after a reconnection: the count, and the list when it was loaded', async () => {
    const inbox = inboxOf(1);
    const server = signedIn(inbox);
    await reloadNotifications();
    inbox.push(notification(2), notification(3));
    emitRealtime('resynced', { initial: false });
    await vi.waitFor(() => expect(ids()).toEqual([3, 2, 1]));
    expect(getUnreadCount()).toBe(3);
    expect(server.callsTo('GET', '/api/sc/user-notification').length).toBeGreaterThanOrEqual(3);
  });

  it('signals the sign-off list for workflow notifications of status S, A or E only', async () => {
    signedIn([]);
    const signalled: number[] = [];
    const off = onSignoffListRefresh((item) => signalled.push(item.id));
    const wf = (id: number, status: string) =>
      notification(id, { modelType: 'wf', modelId: 9, data: { workflow: { status } } });
    emitRealtime('notificationCreated', wf(1, 'S'));
    emitRealtime('notificationCreated', wf(2, 'A'));
    emitRealtime('notificationCreated', wf(3, 'E'));
    emitRealtime('notificationCreated', wf(4, 'R'));
    emitRealtime('notificationCreated', notification(5, { data: { workflow: { status: 'S' } } }));
    off();
    emitRealtime('notificationCreated', wf(6, 'S'));
    expect(signalled).toEqual([1, 2, 3]);
  });

  it('drops answers that arrive after the user signed out', async () => {
    let answer: () => void = () => undefined;
    const handlers = notificationHandlers(inboxOf(2));
    installFakeServer({
      ...handlers,
      'GET /api/sc/user-notification': (request) =>
        new Promise((resolve) => {
          answer = () => resolve(handlers['GET /api/sc/user-notification'](request));
        }),
    });
    stop = startNotifications();
    signInAs();
    clearSession();
    answer();
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(getUnreadCount()).toBe(0);
  });
});
