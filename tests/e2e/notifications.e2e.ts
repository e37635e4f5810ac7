import type { Page, WebSocketRoute } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { signIn } from './support/signIn';
import { isGone, visibleText } from './support/waitForText';
import { useServerAndBrowsers } from './support/useServerAndBrowsers';

const PLAIN_ICON = '/favicon.svg';
const UNREAD_ICON = '/favicon-unread.svg';

function iconHref(page: Page): Promise<string | null> {
  return page.evaluate(() => document.head.querySelector('link[rel~="icon"]')?.getAttribute('href') ?? null);
}

function bellLabel(page: Page): Promise<string | null> {
  return page.getByTestId('notification-bell').getAttribute('aria-label');
}

/** Resolves once notifications reach this page live (the user's private channel is subscribed). */
async function whenLive(page: Page): Promise<void> {
  await page.locator('[data-testid="notification-bell"][data-live="true"]').waitFor({ timeout: 15_000 });
}

/** Marks the page so a test can tell that it was never reloaded. */
async function markPage(page: Page): Promise<void> {
  await page.evaluate(() => {
    (window as Window & { atriumE2eMark?: boolean }).atriumE2eMark = true;
  });
}

function stillSamePage(page: Page): Promise<boolean> {
  return page.evaluate(() => (window as Window & { atriumE2eMark?: boolean }).atriumE2eMark === true);
}

/** The administrator sends a notification to one user on /sc/notify, picked by account. */
async function sendTo(admin: Page, baseUrl: string, account: string, title: string, content: string) {
  await admin.goto(`${baseUrl}/sc/notify`);
  await admin.getByRole('heading', { name: 'Send a notification' }).waitFor();
  const users = admin.getByRole('combobox', { name: 'Users' });
  await users.click();
  await users.fill(account);
  await admin.locator(`.ant-select-item-option[title$="(${account})"]`).click();
  await admin.keyboard.press('Escape');
  await admin.getByLabel('Title', { exact: true }).fill(title);
  await admin.getByLabel('Content', { exact: true }).fill(content);
  await admin.getByRole('button', { name: 'Send' }).click();
  return visibleText(admin.getByRole('alert').filter({ hasText: 'The notification was sent' }));
}

// The end-to-end check in real Chromium against the real server and its own
// Pusher-protocol socket: a notification sent by the administrator arrives live in the
// right browser only, with the unread badge and the red favicon, and reading it clears both.
describe('notifications in the browser', () => {
  const e2e = useServerAndBrowsers();
  const open = e2e.open;

  it('delivers an administrator’s notification live to the addressee only', async () => {
    const [staff, manager, admin] = await Promise.all([open(), open(), open()]);
    await signIn(staff, e2e.server.baseUrl, 'staff');
    await signIn(manager, e2e.server.baseUrl, 'manager');
    await signIn(admin, e2e.server.baseUrl, 'admin');
    await Promise.all([whenLive(staff), whenLive(manager)]);
    expect(await bellLabel(staff)).toBe('Notifications');
    expect(await iconHref(staff)).toBe(PLAIN_ICON);
    await markPage(staff);

    const sent = await sendTo(
      admin,
      e2e.server.baseUrl,
      'staff',
      'Fire drill at 3 pm',
      'Use the <b>stairs</b>, not the lift.',
    );
    expect(sent).toContain('The notification was sent. Recipients: 1.');

    // Staff: the badge and the red favicon, without a reload.
    expect(await visibleText(staff.getByTestId('notification-badge'), 15_000)).toBe('1');
    expect(await bellLabel(staff)).toBe('Notifications, 1 unread');
    expect(await iconHref(staff)).toBe(UNREAD_ICON);
    expect(await stillSamePage(staff)).toBe(true);

    // The manager, connected all along, got nothing.
    expect(await manager.getByTestId('notification-badge').count()).toBe(0);
    expect(await bellLabel(manager)).toBe('Notifications');
    expect(await iconHref(manager)).toBe(PLAIN_ICON);

    // Staff opens the bell: title, content as text (never HTML), then reads it.
    await staff.getByTestId('notification-bell').click();
    const item = staff.getByTestId('notification-item').filter({ hasText: 'Fire drill at 3 pm' });
    expect(await visibleText(item)).toContain('Use the <b>stairs</b>, not the lift.');
    expect(await item.locator('b').count()).toBe(0);
    await item.click();
    expect(await isGone(staff.getByTestId('notification-badge'))).toBe(true);
    await staff.waitForFunction(
      (href) => document.head.querySelector('link[rel~="icon"]')?.getAttribute('href') === href,
      PLAIN_ICON,
    );
    expect(await bellLabel(staff)).toBe('Notifications');
    expect(await stillSamePage(staff)).toBe(true);
  });

  it('catches up after losing the connection: what was sent meanwhile shows once it is back', async () => {
    const [user, admin] = await Promise.all([open(), open()]);
    // Every socket of this page passes through the test, which can cut it and hold it down.
    let down = false;
    const sockets: WebSocketRoute[] = [];
    await user.routeWebSocket(/\/app\//, (socket) => {
      if (down) {
        // The network is still out: the attempt fails and pusher-js tries again later.
        void socket.close({ code: 4100, reason: 'offline' });
        return;
      }
      socket.connectToServer();
      sockets.push(socket);
    });
    await signIn(user, e2e.server.baseUrl, 'user02');
    await signIn(admin, e2e.server.baseUrl, 'admin');
    await whenLive(user);
    await markPage(user);

    down = true;
    await Promise.all(sockets.splice(0).map((socket) => socket.close({ code: 4200, reason: 'restart' })));
    await user.locator('[data-testid="notification-bell"][data-live="false"]').waitFor();

    expect(
      await sendTo(admin, e2e.server.baseUrl, 'user02', 'Sent while away', 'You were offline.'),
    ).toContain('Recipients: 1.');
    // Nothing can arrive while the socket is down.
    expect(await user.getByTestId('notification-badge').count()).toBe(0);

    down = false;
    await whenLive(user);
    expect(await visibleText(user.getByTestId('notification-badge'), 15_000)).toBe('1');
    expect(await iconHref(user)).toBe(UNREAD_ICON);
    expect(await stillSamePage(user)).toBe(true);
  });
});
