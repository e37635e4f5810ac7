import type { Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { type LaunchedBrowser, launchBrowser } from './support/launchBrowser';
import { type RestartableServer, startRestartableServer } from './support/startRestartableServer';
import { readAllNotifications } from './support/readAllNotifications';
import { signIn } from './support/signIn';
import { visibleText } from './support/waitForText';
import { waitUntil } from '../../server/realtime/testing/waitUntil';
import { apiSignIn } from './support/apiSignIn';
import { whenLive } from './support/whenLive';

/** Close codes the page's sockets received from the server, and the `pusher:error` codes before them. */
interface SocketEnds {
  closeCodes: number[];
  errorCodes: number[];
}

/** The administrator sends a notification through the API, as another service or a script would. */
async function notify(baseUrl: string, adminToken: string, userId: number, title: string): Promise<void> {
  const response = await fetch(`${baseUrl}/api/sc/user-notification`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${adminToken}` },
    body: JSON.stringify({ owners: [`u${userId}`], title, content: `${title}: details.` }),
  });
  const body = (await response.json()) as { data?: { recipients?: number } };
  if (response.status !== 201 || body.data?.recipients !== 1)
    throw new Error(`sending "${title}": HTTP ${response.status} ${JSON.stringify(body)}`);
}

function liveState(page: Page): Promise<string | null> {
  return page.getByTestId('notification-bell').getAttribute('data-live');
}

/**
 * Passes the page's realtime sockets through to the real server, recording how the server
 * ends them. While `hold()` is on, new attempts are turned away as a network still coming
 * back would (4100: pusher-js tries again a moment later): this pins "the server is back
 * but the page has not reconnected yet" long enough to send something in that window.
 */
async function watchSockets(page: Page): Promise<{ ends: SocketEnds; hold: (on: boolean) => void }> {
  const ends: SocketEnds = { closeCodes: [], errorCodes: [] };
  let held = false;
  await page.routeWebSocket(/\/app\//, (socket) => {
    if (held) {
      void socket.close({ code: 4100, reason: 'not yet' });
      return;
    }
    const server = socket.connectToServer();
    // With these handlers set, Playwright forwards nothing by itself: each direction is passed on here.
    socket.onMessage((message) => server.send(message));
    socket.onClose((code, reason) => server.close({ code, reason }));
    server.onMessage((message) => {
      if (typeof message === 'string' && message.includes('"pusher:error"')) {
        const { data } = JSON.parse(message) as { data: { code?: number } | string };
        const code = typeof data === 'string' ? (JSON.parse(data) as { code?: number }).code : data.code;
        if (typeof code === 'number') ends.errorCodes.push(code);
      }
      socket.send(message);
    });
    server.onClose((code, reason) => {
      if (code !== undefined) ends.closeCodes.push(code);
      void socket.close({ code, reason });
    });
  });
  return { ends, hold: (on) => (held = on) };
}

// Issue 4: a real server process is stopped (SIGTERM) and started again on the same port
// and data folder while a signed-in page stays open. The page must reconnect by itself
// and catch up, without a reload: what was sent before it was back shows in the unread
// count, and what is sent afterwards arrives live.
describe('realtime across a server restart', () => {
  let server: RestartableServer | undefined;
  let browser: LaunchedBrowser | undefined;

  beforeAll(async () => {
    server = await startRestartableServer();
  });
  afterEach(async () => browser?.close());
  afterAll(async () => server?.close());

  // Two starts of a real server process (tsx, migrations, seed) on a shared machine: more than the default 90 s.
  it('reconnects by itself after SIGTERM and a new start, and catches up without a reload', {
    timeout: 180_000,
  }, async () => {
    const app = server!;
    browser = await launchBrowser();
    const page = browser.page;
    const sockets = await watchSockets(page);
    await readAllNotifications(app.baseUrl, 'staff');
    await signIn(page, app.baseUrl, 'staff');
    await whenLive(page);
    await page.evaluate(() => {
      (window as Window & { atriumE2eMark?: boolean }).atriumE2eMark = true;
    });
    const staff = await apiSignIn(app.baseUrl, 'staff');
    expect(await page.getByTestId('notification-badge').count()).toBe(0);

    // SIGTERM: the server tells every socket 4200 ("reconnect now"), then exits cleanly.
    expect(await app.stop()).toEqual({ code: 0, signal: null });
    // The frames pass through this process on their way to the page: give them a moment.
    await waitUntil('the 4200 close', () => (sockets.ends.closeCodes.length > 0 ? true : undefined));
    expect(sockets.ends.errorCodes).toEqual([4200]);
    expect(sockets.ends.closeCodes[0]).toBe(4200);
    await page.locator('[data-testid="notification-bell"][data-live="false"]').waitFor();

    // pusher-js tried again at once, and keeps trying: each attempt finds no server (1006).
    await waitUntil('an attempt at the stopped server', () =>
      sockets.ends.closeCodes.length > 1 ? true : undefined,
    );
    expect(new Set(sockets.ends.closeCodes.slice(1))).toEqual(new Set([1006]));

    sockets.hold(true);
    await app.start();
    // Back, but the page is not: this one cannot arrive live, only through the catch-up.
    const admin = await apiSignIn(app.baseUrl, 'admin');
    await notify(app.baseUrl, admin.token, staff.userId, 'Sent before the page was back');
    expect(await liveState(page)).toBe('false');
    sockets.hold(false);

    await whenLive(page);
    expect(await visibleText(page.getByTestId('notification-badge'), 15_000)).toBe('1');

    // Live again: the next one arrives on the open page as it is sent.
    await notify(app.baseUrl, admin.token, staff.userId, 'Sent after the restart');
    await page
      .locator('[data-testid="notification-badge"]')
      .filter({ hasText: /^2$/ })
      .waitFor({ timeout: 15_000 });
    await page.getByTestId('notification-bell').click();
    const titles = page.getByTestId('notification-item');
    expect(await visibleText(titles.filter({ hasText: 'Sent after the restart' }))).toContain(
      'Sent after the restart: details.',
    );
    expect(await visibleText(titles.filter({ hasText: 'Sent before the page was back' }))).toContain(
      'Sent before the page was back',
    );
    expect(
      await page.evaluate(() => (window as Window & { atriumE2eMark?: boolean }).atriumE2eMark === true),
    ).toBe(true);
  });
});
