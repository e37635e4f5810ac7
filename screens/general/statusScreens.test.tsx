import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import { api } from '../../src/platform/api/apiClient';
import { getSession } from '../../src/platform/session/sessionStore';
import { installFakeServer } from '../../src/testing/fakeServer';
import { initTestI18n } from '../../src/testing/initTestI18n';
import { preloadScreens, renderApp } from '../../src/testing/renderApp';
import { resetBetweenTests } from '../../src/testing/resetBetweenTests';
import { signInAs } from '../../src/testing/sessionFixtures';

resetBetweenTests();
beforeAll(async () => {
  await initTestI18n('en');
  await preloadScreens();
}, 60_000);

describe('token expired, 403 and 404 screens', () => {
  it('an expired token mid-session leads to /tokenexpired, which offers to sign in again', async () => {
    installFakeServer({
      'GET /api/sc/user/all': { status: 401, body: { message: 'Unauthenticated.' } },
      'GET /api/sc/company-setup/get-setup': { body: { data: {} } },
    });
    signInAs();
    const { router } = renderApp('/home');
    await screen.findByRole('heading', { name: 'Welcome, Alice Chen' });
    await api.get('/api/sc/user/all').catch(() => undefined);
    expect(await screen.findByRole('heading', { name: 'Session expired' })).not.toBeNull();
    expect(screen.getByText('Your session has expired. Please sign in again to continue.')).not.toBeNull();
    expect(router.state.location.pathname).toBe('/tokenexpired');
    await userEvent.click(screen.getByRole('link', { name: 'Sign in again' }));
    expect(await screen.findByRole('button', { name: 'Sign in' })).not.toBeNull();
  });

  it('/403 says access is denied, has ended the session, and links to sign in', async () => {
    signInAs();
    renderApp('/403');
    expect(await screen.findByRole('heading', { name: 'Access denied' })).not.toBeNull();
    expect(
      screen.getByText(
        'You do not have permission to view this page. For your security you have been signed out.',
      ),
    ).not.toBeNull();
    expect(screen.getByRole('link', { name: 'Go to sign in' }).getAttribute('href')).toBe('/');
    expect(getSession()).toBeNull();
  });

  it('an unknown path shows the 404 screen with a link home', async () => {
    renderApp('/no/such/page');
    expect(await screen.findByRole('heading', { name: 'Page not found' })).not.toBeNull();
    expect(screen.getByText('The page you are looking for does not exist or has been moved.')).not.toBeNull();
    expect(screen.getByRole('link', { name: 'Back to home' }).getAttribute('href')).toBe('/home');
  });
});
