import type { Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { type LaunchedBrowser, launchBrowser } from './support/launchBrowser';
import { openSignInPage, signIn, submitSignIn } from './support/signIn';
import { isGone, reachesPath, visibleText } from './support/waitForText';
import { type E2eServer, startE2eServer } from './support/startE2eServer';

// The platform foundation as a user meets it: sign-in, the shell, languages,
// passwords, session endings, and the shared widgets, in real Chromium.
describe('platform foundation in the browser', () => {
  let server: E2eServer;
  let browser: LaunchedBrowser;
  beforeAll(async () => {
    server = await startE2eServer();
  });
  afterAll(async () => server?.close());
  afterEach(async () => browser?.close());

  const open = async () => {
    browser = await launchBrowser();
    return browser.page;
  };
  const modules = async (account: string) => {
    const page = await open();
    await signIn(page, server.baseUrl, account);
    const ids = await page
      .getByTestId('sidebar')
      .locator('[data-testid^="sidebar-module-"]')
      .evaluateAll((els) => els.map((e) => e.getAttribute('data-testid')?.replace('sidebar-module-', '')));
    await browser.close();
    return ids;
  };

  it('signs in each demo account and shows exactly the modules it may open', async () => {
    expect(await modules('admin')).toEqual(['sc', 'wf', 'dm', 'as', 'bb', 'vs', 'fa', 'am', 'cm']);
    // The manager may view users (sc) through the managers group, and accounting through HR.
    expect(await modules('manager')).toEqual(['sc', 'wf', 'dm', 'as', 'bb', 'vs', 'fa', 'am', 'cm']);
    expect(await modules('staff')).toEqual(['wf', 'dm', 'as', 'bb', 'vs', 'am', 'cm']);
  });

  it('says so when the password is wrong, and stays on the sign-in page', async () => {
    const page = await open();
    await openSignInPage(page, server.baseUrl);
    await submitSignIn(page, 'staff', 'wrong-password');
    expect(await visibleText(page.getByRole('alert').filter({ hasText: 'incorrect' }))).toContain(
      'The account or password is incorrect.',
    );
    expect(new URL(page.url()).pathname).toBe('/');
  });

  it('keeps the chosen language across a reload, in the shell too', async () => {
    const page = await open();
    await signIn(page, server.baseUrl, 'staff');
    await page.getByTestId('language-switcher').selectOption('jp');
    expect(await visibleText(page.getByTestId('sidebar-home'))).toContain('ホーム');
    await page.reload();
    await page.getByTestId('sidebar').waitFor();
    expect(await visibleText(page.getByTestId('sidebar-home'))).toContain('ホーム');
    expect(await page.evaluate(() => localStorage.getItem('language'))).toBe('jp');
    await page.getByTestId('language-switcher').selectOption('tw');
    expect(await visibleText(page.getByTestId('sidebar-home'))).toContain('首頁');
  });

  it('changes the password, then signs in with the new one only', async () => {
    const page = await open();
    await signIn(page, server.baseUrl, 'user07');
    await page.getByTestId('user-menu').click();
    await page.getByRole('menuitem', { name: 'Change password' }).click();
    const dialog = page.getByRole('dialog', { name: 'Change password' });
    await dialog.getByLabel('Current password').fill('demo1234');
    await dialog.getByLabel('New password', { exact: true }).fill('brand-new-77');
    await dialog.getByLabel('Confirm new password').fill('brand-new-77');
    await dialog.getByRole('button', { name: 'Save' }).click();
    expect(await visibleText(page.getByText('Your password has been changed.'))).toContain(
      'Your password has been changed.',
    );
    await browser.close();

    const again = await open();
    await openSignInPage(again, server.baseUrl);
    await submitSignIn(again, 'user07', 'demo1234');
    expect(await visibleText(again.getByRole('alert').filter({ hasText: 'incorrect' }))).toContain(
      'The account or password is incorrect.',
    );
    await submitSignIn(again, 'user07', 'brand-new-77');
    await again.getByTestId('sidebar').waitFor();
  });

  it('resets a forgotten password through the link in the mail outbox', async () => {
    const page = await open();
    await openSignInPage(page, server.baseUrl);
    await page.getByRole('button', { name: 'Forgot password?' }).click();
    const dialog = page.getByRole('dialog', { name: 'Forgot password' });
    await dialog.getByLabel('Account').fill('user08');
    await dialog.getByRole('button', { name: 'Send reset link' }).click();
    expect(await visibleText(dialog.getByRole('status'))).toContain('If this account exists');

    const mail = await server.server.ctx.db
      .selectFrom('mail_outbox')
      .select('body')
      .where('recipient', '=', 'user08@atrium.example')
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    const link = /https?:\/\/\S+\/reset-password\/\S+/.exec(mail.body)?.[0];
    expect(link).toBeTruthy();
    const resetPath = new URL(link!).pathname;
    await page.goto(`${server.baseUrl}${resetPath}`);
    expect(await visibleText(page.getByText('Account: user08'))).toContain('Account: user08');
    await page.getByLabel('New password', { exact: true }).fill('after-reset-1');
    await page.getByLabel('Confirm new password').fill('after-reset-1');
    await page.getByRole('button', { name: 'Reset password' }).click();
    expect(await visibleText(page.getByRole('status'))).toContain('Your password has been reset.');
    await page.getByRole('link', { name: 'Back to sign in' }).click();
    await submitSignIn(page, 'user08', 'after-reset-1');
    await page.getByTestId('sidebar').waitFor();
    // The link worked once; again, it is refused.
    await page.goto(`${server.baseUrl}${resetPath}`);
    expect(await visibleText(page.getByRole('alert'))).toContain('invalid or has expired');
  });

  it('sends a user whose session ended on the server to /tokenexpired', async () => {
    const page = await open();
    await signIn(page, server.baseUrl, 'user09');
    const user = await server.server.ctx.db
      .selectFrom('users')
      .select('id')
      .where('account', '=', 'user09')
      .executeTakeFirstOrThrow();
    await server.server.ctx.sessions.revokeAllOf(user.id, 'test');
    // The app learns at its next call. Open another module to make one, unless a call that
    // was already in flight has taken the tab to /tokenexpired (a reload here would then
    // find no session and rightly show the sign-in page instead).
    if (new URL(page.url()).pathname !== '/tokenexpired') {
      await page
        .getByTestId('sidebar-module-cm')
        .click({ timeout: 5000 })
        .catch(() => undefined);
    }
    expect(await reachesPath(page, '/tokenexpired')).toBe('/tokenexpired');
    expect(await visibleText(page.getByRole('heading', { name: 'Session expired' }))).toBe('Session expired');
    await page.getByRole('link', { name: 'Sign in again' }).click();
    await page.getByLabel('Account', { exact: true }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/');
  });

  it('keeps two tabs signed in when both refresh the token at the same moment', async () => {
    // The statuses of a tab's token refreshes, in order (one page object survives its reloads).
    const refreshStatuses = (tab: Page): number[] => {
      const statuses: number[] = [];
      tab.on('response', (response) => {
        if (new URL(response.url()).pathname === '/api/sc/user/refresh') statuses.push(response.status());
      });
      return statuses;
    };
    const until = async (done: () => boolean, what: string) => {
      const started = Date.now();
      while (!done()) {
        if (Date.now() - started > 30_000) throw new Error(`timed out waiting for ${what}`);
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
    };
    const ok = (statuses: number[]) => statuses.filter((status) => status === 200).length;

    const first = await open();
    const firstStatuses = refreshStatuses(first);
    await signIn(first, server.baseUrl, 'user10');
    // Its first scheduled refresh, 2 s after sign-in (the sign-in page's own try answered 401).
    await until(() => ok(firstStatuses) >= 1, 'the first tab to refresh');
    const second = await browser.context.newPage();
    const secondStatuses = refreshStatuses(second);
    await second.goto(`${server.baseUrl}/home`);
    await second.getByTestId('sidebar').waitFor();
    // The new tab's silent restore from the cookie, then its first scheduled refresh.
    await until(() => ok(secondStatuses) >= 2, 'the second tab to refresh');

    // A reloaded tab keeps its session (sessionStorage) and refreshes 2 s after starting:
    // reloaded together, both tabs refresh together, with the one shared refresh cookie. This
    // server on the same machine answers within milliseconds, so the two refreshes overlap only
    // now and then; a refresh as slow as over a real network makes them overlap every time.
    const { sessions } = server.server.ctx;
    const rotate = sessions.rotate;
    sessions.rotate = async (token) => {
      await new Promise((resolve) => setTimeout(resolve, 1000));
      return rotate.call(sessions, token);
    };
    try {
      for (let round = 0; round < 4; round += 1) {
        const seen = [firstStatuses.length, secondStatuses.length];
        await Promise.all([first.reload(), second.reload()]);
        await until(
          () => firstStatuses.length > seen[0]! && secondStatuses.length > seen[1]!,
          `both tabs to refresh in round ${round + 1}`,
        );
        expect([...firstStatuses.slice(seen[0]), ...secondStatuses.slice(seen[1])]).toEqual([200, 200]);
      }
    } finally {
      sessions.rotate = rotate;
    }

    for (const tab of [first, second]) {
      await tab.getByTestId('sidebar').waitFor();
      expect(new URL(tab.url()).pathname).toBe('/home');
      // The session is still alive on the server: an authenticated call with the tab's token works.
      const status = await tab.evaluate(async () => {
        const session = JSON.parse(sessionStorage.getItem('atrium.session') ?? 'null') as {
          accessToken: string;
          user: { id: number };
        } | null;
        if (!session) return 0;
        const answer = await fetch(`/api/sc/user/${session.user.id}`, {
          headers: { Accept: 'application/json', Authorization: `Bearer ${session.accessToken}` },
        });
        return answer.status;
      });
      expect(status).toBe(200);
    }
  });

  it('ends the session on /403: a forbidden module signs the user out', async () => {
    const page = await open();
    await signIn(page, server.baseUrl, 'staff');
    await page.goto(`${server.baseUrl}/sc/list`);
    expect(await reachesPath(page, '/403')).toBe('/403');
    expect(await visibleText(page.getByRole('heading', { name: 'Access denied' }))).toBe('Access denied');
    expect(await page.evaluate(() => sessionStorage.length)).toBe(0);
    await page.goto(`${server.baseUrl}/home`);
    await page.getByLabel('Account', { exact: true }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/');
  });

  it('shows the 404 screen for an unknown path', async () => {
    const page = await open();
    await signIn(page, server.baseUrl, 'staff');
    await page.goto(`${server.baseUrl}/no/such/place`);
    expect(await visibleText(page.getByRole('heading', { name: 'Page not found' }))).toBe('Page not found');
    await page.getByRole('link', { name: 'Back to home' }).click();
    await page.waitForURL('**/home');
  });

  it('renders dialogs 480 px wide, full width below a 400 px window, closable by the cross and Escape', async () => {
    const page = await open();
    await openSignInPage(page, server.baseUrl);
    await page.getByRole('button', { name: 'Forgot password?' }).click();
    const dialog = page.getByRole('dialog', { name: 'Forgot password' });
    expect((await dialog.boundingBox())?.width).toBe(480);
    await page.keyboard.press('Escape');
    expect(await isGone(dialog)).toBe(true);

    await page.setViewportSize({ width: 360, height: 700 });
    await page.getByRole('button', { name: 'Forgot password?' }).click();
    expect((await dialog.boundingBox())?.width).toBe(360);
    await dialog.getByRole('button', { name: 'Close' }).first().click();
    expect(await isGone(dialog)).toBe(true);
  });

  it('shows a spinner and dims the label to 30% while a button is loading', async () => {
    const page = await open();
    await openSignInPage(page, server.baseUrl);
    let release!: () => void;
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route('**/api/sc/user/login', async (route) => {
      await held;
      await route.continue();
    });
    await page.getByLabel('Account', { exact: true }).fill('staff');
    await page.getByLabel('Password', { exact: true }).fill('demo1234');
    const button = page.getByRole('button', { name: 'Sign in' });
    await button.click();
    await page.locator('button[aria-busy="true"]').waitFor();
    expect(await button.getAttribute('aria-busy')).toBe('true');
    expect(await button.locator('.atrium-spinner').count()).toBe(1);
    const opacity = await button
      .locator('.atrium-button__label')
      .evaluate((el) => getComputedStyle(el).opacity);
    expect(opacity).toBe('0.3');
    release();
    await page.getByTestId('sidebar').waitFor();
  });
});
