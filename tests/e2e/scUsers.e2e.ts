import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { chooseAntdOption } from './support/chooseAntdOption';
import { openSignInPage, signIn, submitSignIn } from './support/signIn';
import { useServerAndBrowsers } from './support/useServerAndBrowsers';
import { reachesPath, visibleText } from './support/waitForText';
import { whenLive } from './support/whenLive';

/** Resolves once the page's realtime client has had its private user channel authorised. */
function userChannelAuthorised(page: Page): Promise<unknown> {
  return page.waitForResponse(
    (r) => new URL(r.url()).pathname === '/api/broadcasting/auth' && r.status() === 200,
    { timeout: 20_000 },
  );
}

// Issue 5: an administrator creates a user in the browser, the user signs in elsewhere,
// and deactivating them signs their open page out at once (socket closed with 4010).
describe('user administration in the browser', () => {
  const e2e = useServerAndBrowsers();

  it('creates a user who signs in, and signs their open page out when deactivated', async () => {
    const base = e2e.server.baseUrl;
    const admin = await e2e.open();
    await signIn(admin, base, 'admin');
    await admin.goto(`${base}/sc/adduser`);
    const form = admin.getByRole('form', { name: 'Add user' });
    await form.waitFor();

    // Submitting empty says what the spec asks and sends nothing.
    await admin.getByRole('button', { name: 'Create user' }).click();
    expect(await visibleText(admin.getByRole('alert').filter({ hasText: 'required fields' }))).toBe(
      'Please check the required fields.',
    );

    await form.getByLabel('Account', { exact: true }).fill('lily.wu');
    await form.getByLabel('Name', { exact: true }).fill('Lily Wu');
    await form.getByLabel('E-mail', { exact: true }).fill('lily.wu@example.com');
    await chooseAntdOption(form.getByLabel('Language'), 'English');
    await chooseAntdOption(form.getByLabel('Department 1', { exact: true }), '業務處');
    await chooseAntdOption(form.getByLabel('Job position in department 1'), '專員');
    await form.getByRole('radio', { name: 'Set a password now' }).check();
    await form.getByLabel('Password', { exact: true }).fill('Lily2026!');
    await form.getByLabel('Password confirmation', { exact: true }).fill('Lily2026!');
    await admin.getByRole('button', { name: 'Create user' }).click();
    expect(await visibleText(admin.getByRole('heading', { name: 'Lily Wu (lily.wu)' }))).toBe(
      'Lily Wu (lily.wu)',
    );
    expect(new URL(admin.url()).pathname).toBe('/sc/viewuser');
    expect(await visibleText(admin.getByTestId('user-status'))).toBe('Active');

    const lily = await e2e.open();
    const live = userChannelAuthorised(lily);
    await signIn(lily, base, 'lily.wu', 'Lily2026!');
    await live;
    // Subscribed on the server, not only authorised: only then is her socket one the
    // deactivation closes (the answer to the authorisation comes first).
    await whenLive(lily);

    // When its socket is closed for good, the page asks the API whether its session stands.
    const sessionChecked = lily.waitForResponse(
      (r) => /^\/api\/sc\/user\/\d+$/.test(new URL(r.url()).pathname) && r.status() === 401,
      { timeout: 20_000 },
    );
    await admin.getByRole('button', { name: 'Deactivate' }).click();
    const dialog = admin.getByRole('dialog', { name: 'Deactivate this user?' });
    await dialog.getByRole('button', { name: 'Deactivate' }).click();
    expect(await visibleText(admin.getByTestId('user-status').filter({ hasText: 'Inactive' }))).toBe(
      'Inactive',
    );

    // Lily does nothing: the closed socket alone takes her page to the signed-out screen.
    await sessionChecked;
    expect(await reachesPath(lily, '/tokenexpired')).toBe('/tokenexpired');
    expect(await visibleText(lily.getByRole('heading', { name: 'Session expired' }))).toBe('Session expired');
    // And she cannot come back.
    await openSignInPage(lily, base);
    await submitSignIn(lily, 'lily.wu', 'Lily2026!');
    expect(await visibleText(lily.getByText('The account or password is incorrect.'))).toBe(
      'The account or password is incorrect.',
    );
  });
});
