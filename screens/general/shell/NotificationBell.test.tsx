import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { FAVICON_UNREAD_HREF } from '../../../src/platform/favicon/setUnreadFavicon';
import { LIST_ALL_NOTIFICATIONS_KEY } from '../../../src/platform/notifications/listAllNotificationsSetting';
import { startNotifications } from '../../../src/platform/notifications/startNotifications';
import {
  notification,
  notificationHandlers,
} from '../../../src/platform/notifications/testing/fakeNotifications';
import type { UserNotification } from '../../../src/platform/notifications/UserNotification';
import { emitRealtime } from '../../../src/platform/realtime/realtimeBus';
import { setRealtimeStatus } from '../../../src/platform/realtime/realtimeStatusStore';
import { installFakeServer } from '../../../src/testing/fakeServer';
import { initTestI18n } from '../../../src/testing/initTestI18n';
import { renderApp } from '../../../src/testing/renderApp';
import { resetBetweenTests } from '../../../src/testing/resetBetweenTests';
import { signInAs } from '../../../src/testing/sessionFixtures';

resetBetweenTests();
beforeAll(async () => {
  await initTestI18n('en');
  // The shell and home screen, compiled once before the first test's find-timeout starts.
  await Promise.all([import('./AppShell'), import('../HomeScreen')]);
}, 60_000);

let stop: (() => void) | null = null;
afterEach(() => {
  stop?.();
  stop = null;
  setRealtimeStatus('off');
});

function serve(inbox: UserNotification[], perPage = 20) {
  const server = installFakeServer({
    ...notificationHandlers(inbox, perPage),
    'GET /api/sc/user/all': { body: { data: [] } },
  });
  stop = startNotifications();
  signInAs(['wf.use.signoff']);
  return server;
}

async function bell(name: string | RegExp = /^Notifications/) {
  return screen.findByRole('button', { name });
}

async function openPanel() {
  await userEvent.click(await bell());
  return screen.findByRole('dialog', { name: 'Notifications' });
}

describe('notification bell', () => {
  it('shows the unread count as a badge and in its name, and the favicon turns red', async () => {
    serve([notification(1), notification(2), notification(3, { read: true })]);
    renderApp('/home');
    const button = await bell('Notifications, 2 unread');
    expect(within(button).getByTestId('notification-badge').textContent).toBe('2');
    expect(document.head.querySelector('link[rel~="icon"]')?.getAttribute('href')).toBe(FAVICON_UNREAD_HREF);
  });

  it('counts a notification pushed live, without a reload', async () => {
    serve([]);
    renderApp('/home');
    expect(within(await bell('Notifications')).queryByTestId('notification-badge')).toBeNull();
    act(() => emitRealtime('notificationCreated', notification(9)));
    expect(await bell('Notifications, 1 unread')).not.toBeNull();
  });

  it('lists title, content as text and time; clicking one marks it read', async () => {
    const server = serve([
      notification(1, { title: 'Budget approved', content: '<img src=x onerror=alert(1)> plain' }),
      notification(2, { title: 'Party' }),
    ]);
    renderApp('/home');
    const panel = await openPanel();
    const item = await within(panel).findByRole('button', { name: /Budget approved/ });
    expect(item.textContent).toContain('<img src=x onerror=alert(1)> plain');
    expect(panel.querySelector('img')).toBeNull();
    expect(item.querySelector('time')?.getAttribute('dateTime')).toBe('2026-03-04T05:06:07.000Z');
    await userEvent.click(item);
    await waitFor(() => expect(server.callsTo('PUT', '/api/sc/user-notification/1/read')).toHaveLength(1));
    expect(await bell('Notifications, 1 unread')).not.toBeNull();
    expect(item.getAttribute('data-read')).toBe('true');
  });

  it('opens what a workflow notification is about', async () => {
    serve([notification(1, { modelType: 'wf', modelId: 4, data: { workflow: { status: 'A' } } })]);
    const { router } = renderApp('/home');
    const panel = await openPanel();
    await userEvent.click(await within(panel).findByRole('button', { name: /Notice 1/ }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/wf-form'));
    expect(router.state.location.search).toBe('?id=4');
    expect(screen.queryByRole('dialog', { name: 'Notifications' })).toBeNull();
  });

  it('marks all as read, and switches between unread only and all (ListAllNotifications)', async () => {
    const server = serve([notification(1), notification(2, { read: true, title: 'Old news' })]);
    renderApp('/home');
    const panel = await openPanel();
    await within(panel).findByRole('button', { name: /Notice 1/ });
    expect(within(panel).queryByRole('button', { name: /Old news/ })).toBeNull();
    expect(within(panel).getByRole('radio', { name: 'All' })).not.toBeNull();
    // The radio is invisible under its label: a user clicks the label.
    await userEvent.click(within(panel).getByText('All'));
    expect(await within(panel).findByRole('button', { name: /Old news/ })).not.toBeNull();
    expect(window.localStorage.getItem(LIST_ALL_NOTIFICATIONS_KEY)).toBe('1');
    expect(server.requests.at(-1)?.path).toContain('status=all');
    await userEvent.click(within(panel).getByRole('button', { name: 'Mark all as read' }));
    expect(await bell('Notifications')).not.toBeNull();
    expect(server.callsTo('PUT', '/api/sc/user-notification/read-all')).toHaveLength(1);
    expect(within(panel).getByRole('button', { name: 'Mark all as read' }).hasAttribute('disabled')).toBe(
      true,
    );
    await userEvent.click(within(panel).getByText('Unread'));
    expect(await within(panel).findByText('No unread notifications.')).not.toBeNull();
  });

  it('loads the next page when scrolled near the end, with a spinner while getting', async () => {
    const inbox = Array.from({ length: 25 }, (_, i) => notification(i + 1));
    serve(inbox, 20);
    renderApp('/home');
    const panel = await openPanel();
    const items = () => within(panel).queryAllByTestId('notification-item');
    await waitFor(() => expect(items()).toHaveLength(20));
    expect(items()[0]?.textContent).toContain('Notice 25');
    // Also a button, for keyboards and for a first page too short to scroll.
    expect(within(panel).getByText('Load more')).not.toBeNull();
    fireEvent.scroll(within(panel).getByTestId('notification-scroll'));
    expect(within(panel).getByRole('status', { name: 'Loading notifications…' })).not.toBeNull();
    await waitFor(() => expect(items()).toHaveLength(25));
    expect(items().at(-1)?.textContent).toContain('Notice 1 ');
    expect(within(panel).queryByRole('status')).toBeNull();
    expect(within(panel).queryByText('Load more')).toBeNull();
  });

  it('works from the keyboard: open, reach an item, Escape closes and returns to the bell', async () => {
    serve([notification(1)]);
    renderApp('/home');
    const button = await bell('Notifications, 1 unread');
    button.focus();
    await userEvent.keyboard('{Enter}');
    const panel = await screen.findByRole('dialog', { name: 'Notifications' });
    expect(button.getAttribute('aria-expanded')).toBe('true');
    await within(panel).findByRole('button', { name: /Notice 1/ });
    await userEvent.tab();
    expect(panel.contains(document.activeElement)).toBe(true);
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('dialog', { name: 'Notifications' })).toBeNull();
    expect(document.activeElement).toBe(button);
    expect(button.getAttribute('aria-expanded')).toBe('false');
  });

  it('says when live updates are paused', async () => {
    serve([]);
    renderApp('/home');
    const panel = await openPanel();
    expect(within(panel).queryByText('Live updates are paused. Reconnecting…')).toBeNull();
    act(() => setRealtimeStatus('unavailable'));
    expect(within(panel).getByText('Live updates are paused. Reconnecting…')).not.toBeNull();
    expect((await bell()).getAttribute('data-live')).toBe('false');
    act(() => setRealtimeStatus('live'));
    expect((await bell()).getAttribute('data-live')).toBe('true');
  });
});
