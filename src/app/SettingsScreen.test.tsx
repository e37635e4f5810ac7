import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import { localeHandlers } from '../runtime/entity/testing/localeHandlers';
import { type FakeResponse, installFakeServer } from '../testing/fakeServer';
import { initTestI18n } from '../testing/initTestI18n';
import { renderApp } from '../testing/renderApp';
import { resetBetweenTests } from '../testing/resetBetweenTests';
import { signInAs } from '../testing/sessionFixtures';

resetBetweenTests();
beforeAll(async () => {
  await initTestI18n('en');
  await Promise.all([import('./SettingsScreen'), import('../../screens/general/shell/AppShell')]);
}, 60_000);

const STORED = {
  autoLogoutEnabled: false,
  autoLogoutDuration: 8,
  captchaEnabled: false,
  captchaAfterFailures: 5,
  lockAfterFailures: 10,
  lockMinutes: 15,
  passwordMinLength: 8,
  passwordRequireLetter: true,
  passwordRequireDigit: true,
  passwordRequireUpper: false,
  passwordRequireLower: false,
  passwordRequireSymbol: false,
  passwordHistory: 3,
  passwordExpiryDays: 0,
  version: 4,
};

function serve(save: FakeResponse | ((body: unknown) => FakeResponse) = { body: { data: STORED } }) {
  return installFakeServer({
    ...localeHandlers(['entity']),
    'GET /api/sc/security/settings': { body: { data: STORED } },
    'PUT /api/sc/security': (request) => (typeof save === 'function' ? save(request.body) : save),
    'GET /api/sc/user-notification': {
      body: { data: [], meta: { current_page: 1, last_page: 1, unread_count: 0 } },
    },
  });
}

const input = (name: string) => screen.getByLabelText(name) as HTMLInputElement;

async function open(grants = ['sc.admin.security']) {
  signInAs(grants);
  renderApp('/sc/security-settings');
  await screen.findByRole('heading', { name: 'Security settings' });
  await screen.findByLabelText('Idle time (hours)');
}

// The generic settings screen, on the security settings document (schemas/sc/settings/security.settings.json).
describe('/sc/security-settings', () => {
  it('shows every setting and saves the changed document with its version', async () => {
    const api = serve((body) => ({ body: { data: { ...(body as object), version: 5 } } }));
    await open();
    expect(input('Sign out automatically when idle').checked).toBe(false);
    expect(input('Failed sign-ins before a captcha').value).toBe('5');
    expect(input('A digit').checked).toBe(true);
    expect(input('Days before a password expires').value).toBe('0');

    await userEvent.click(input('Sign out automatically when idle'));
    await userEvent.clear(input('Idle time (hours)'));
    await userEvent.type(input('Idle time (hours)'), '0.25');
    await userEvent.click(input('A symbol'));
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));

    expect((await screen.findByRole('alert')).textContent).toContain('The settings were saved.');
    expect(api.callsTo('PUT', '/api/sc/security')[0]?.body).toEqual({
      ...STORED,
      autoLogoutEnabled: true,
      autoLogoutDuration: 0.25,
      passwordRequireSymbol: true,
      version: 4,
    });
  });

  it('checks the limits the server checks before sending anything', async () => {
    const api = serve();
    await open();
    await userEvent.clear(input('Lock duration (minutes)'));
    await userEvent.type(input('Lock duration (minutes)'), '0');
    await userEvent.clear(input('Minimum password length'));
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));

    expect((await screen.findByRole('alert')).textContent).toBe('Please check the marked fields.');
    expect(screen.getByText('Lock duration (minutes) must be at least 1.')).not.toBeNull();
    expect(screen.getByText('Minimum password length is required.')).not.toBeNull();
    expect(input('Lock duration (minutes)').getAttribute('aria-invalid')).toBe('true');
    expect(input('Lock duration (minutes)').getAttribute('aria-describedby')).toContain(
      screen.getByText('Lock duration (minutes) must be at least 1.').id,
    );
    expect(api.callsTo('PUT', '/api/sc/security')).toHaveLength(0);
  });

  it('shows the server’s 422 under the field it is about', async () => {
    serve({
      status: 422,
      body: {
        message: 'The given data was invalid.',
        errors: { captchaAfterFailures: ['Failed sign-ins before a captcha may not be greater than 100.'] },
      },
    });
    await open();
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(
      await screen.findByText('Failed sign-ins before a captcha may not be greater than 100.'),
    ).not.toBeNull();
    expect(input('Failed sign-ins before a captcha').getAttribute('aria-invalid')).toBe('true');
  });

  it('explains a conflicting save and reloads what the other administrator stored', async () => {
    serve({
      status: 409,
      body: {
        message: 'Someone else changed these settings while you were editing them.',
        data: { ...STORED, lockMinutes: 45, version: 5 },
      },
    });
    await open();
    await userEvent.clear(input('Lock duration (minutes)'));
    await userEvent.type(input('Lock duration (minutes)'), '30');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));

    const dialog = await screen.findByRole('dialog', { name: 'These settings were changed' });
    expect(dialog.textContent).toContain('your unsaved changes will be lost');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Reload' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(input('Lock duration (minutes)').value).toBe('45');
  });

  it('is read-only for whoever may only view it', async () => {
    const api = serve();
    await open(['sc.admin.security.actions.view']);
    expect(screen.getByText('You may view these settings but not change them.')).not.toBeNull();
    // Disabled through their fieldsets, which keeps them out of the tab order and read as unavailable.
    expect(input('Lock duration (minutes)').matches(':disabled')).toBe(true);
    expect(input('A digit').matches(':disabled')).toBe(true);
    expect(screen.queryByRole('button', { name: 'Save' })).toBeNull();
    expect(api.callsTo('PUT', '/api/sc/security')).toHaveLength(0);
  });
});
