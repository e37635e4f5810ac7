import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import { type FakeResponse, installFakeServer } from '../../src/testing/fakeServer';
import { initTestI18n } from '../../src/testing/initTestI18n';
import { preloadScreens, renderApp } from '../../src/testing/renderApp';
import { resetBetweenTests } from '../../src/testing/resetBetweenTests';

resetBetweenTests();
beforeAll(async () => {
  await initTestI18n('en');
  await preloadScreens();
}, 60_000);

function server(check: FakeResponse, reset: FakeResponse = { body: { message: 'ok' } }) {
  return installFakeServer({
    'GET /api/sc/user/check-reset-token': check,
    'POST /api/sc/user/reset-password': reset,
    'GET /api/sc/company-setup/get-setup': { body: { data: { name: 'Acme Corp' } } },
  });
}

async function fill(password: string, confirmation: string) {
  await userEvent.type(await screen.findByLabelText('New password'), password);
  await userEvent.type(screen.getByLabelText('Confirm new password'), confirmation);
  await userEvent.click(screen.getByRole('button', { name: 'Reset password' }));
}

describe('reset password page', () => {
  it('checks the token, then sets the new password and offers to sign in', async () => {
    const api = server({ body: { valid: true, account: 'alice' } });
    renderApp('/reset-password/tok-123');
    expect(await screen.findByText('Account: alice')).not.toBeNull();
    expect(api.callsTo('GET', '/api/sc/user/check-reset-token')[0]?.path).toBe(
      '/api/sc/user/check-reset-token?token=tok-123',
    );
    await fill('brand-new-pass', 'brand-new-pass');
    expect((await screen.findByRole('status')).textContent).toBe(
      'Your password has been reset. Please sign in with the new password.',
    );
    expect(api.callsTo('POST', '/api/sc/user/reset-password')[0]?.body).toEqual({
      token: 'tok-123',
      password: 'brand-new-pass',
      password_confirmation: 'brand-new-pass',
    });
    await userEvent.click(screen.getByRole('link', { name: 'Back to sign in' }));
    expect(await screen.findByRole('button', { name: 'Sign in' })).not.toBeNull();
  });

  it.each([422, 404])('says the link is invalid or expired when the check answers %i', async (status) => {
    server({ status, body: { message: 'Invalid token' } });
    renderApp('/reset-password/old');
    expect((await screen.findByRole('alert')).textContent).toBe(
      'This password reset link is invalid or has expired.',
    );
    expect(screen.getByRole('link', { name: 'Back to sign in' }).getAttribute('href')).toBe('/');
  });

  it('checks required fields and that both passwords match before sending', async () => {
    const api = server({ body: { valid: true, account: 'alice' } });
    renderApp('/reset-password/tok');
    await screen.findByText('Account: alice');
    await userEvent.click(screen.getByRole('button', { name: 'Reset password' }));
    expect(screen.getByRole('alert').textContent).toBe('Please check the required fields.');
    await fill('one-password', 'another-one');
    expect(screen.getByText('The two passwords do not match.')).not.toBeNull();
    expect(api.callsTo('POST', '/api/sc/user/reset-password')).toHaveLength(0);
  });

  it('shows the server’s 422 errors under the fields', async () => {
    server(
      { body: { valid: true, account: 'alice' } },
      { status: 422, body: { message: 'Invalid', errors: { password: ['At least 8 characters.'] } } },
    );
    renderApp('/reset-password/tok');
    await fill('short', 'short');
    await waitFor(() => expect(screen.getByText('At least 8 characters.')).not.toBeNull());
    expect(screen.getByLabelText('New password').getAttribute('aria-invalid')).toBe('true');
  });
});
