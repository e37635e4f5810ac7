import { describe, expect, it, vi } from 'vitest';
import { installFakeServer } from '../../testing/fakeServer';
import { resetBetweenTests } from '../../testing/resetBetweenTests';
import { signInAs } from '../../testing/sessionFixtures';
import { setNavigator } from '../navigation/navigateTo';
import { goForbidden } from './goForbidden';
import { clearSession, getSession } from './sessionStore';
import { signOut } from './signOut';
import { startSessionServices } from './startSessionServices';
import { isTokenRefreshRunning } from './tokenRefresh';

resetBetweenTests();

const HOUR = 3_600_000;

describe('session services', () => {
  it('refresh the token while signed in and stop on sign-out', async () => {
    vi.useFakeTimers();
    const server = installFakeServer({
      'POST /api/sc/user/refresh': { body: { access_token: 'next', token_type: 'bearer', expires_in: 600 } },
      'GET /api/sc/security': { body: { autoLogoutEnabled: false, autoLogoutDuration: 1 } },
    });
    const stop = startSessionServices();
    expect(isTokenRefreshRunning()).toBe(false);
    signInAs();
    expect(isTokenRefreshRunning()).toBe(true);
    await vi.advanceTimersByTimeAsync(2000);
    expect(getSession()?.accessToken).toBe('next');
    expect(server.callsTo('GET', '/api/sc/security')).toHaveLength(1);
    clearSession();
    expect(isTokenRefreshRunning()).toBe(false);
    stop();
  });

  it('re-read the user record at a refresh, so a rights change reaches the session', async () => {
    vi.useFakeTimers();
    const session = signInAs(['wf.use']);
    const server = installFakeServer({
      'POST /api/sc/user/refresh': { body: { access_token: 'next', token_type: 'bearer', expires_in: 600 } },
      'GET /api/sc/security': { body: { autoLogoutEnabled: false, autoLogoutDuration: 1 } },
      [`GET /api/sc/user/${session.user.id}`]: {
        body: {
          data: {
            ...session.user,
            userPermission: { bb: { admin: [{ name: 'category', actions: ['view'] }] } },
          },
        },
      },
    });
    const stop = startSessionServices();
    await vi.advanceTimersByTimeAsync(2000);
    expect(getSession()?.accessToken).toBe('next');
    expect(getSession()?.user.userPermission).toEqual({
      bb: { admin: [{ name: 'category', actions: ['view'] }] },
    });
    expect(server.callsTo('GET', `/api/sc/user/${session.user.id}`)).toHaveLength(1);
    stop();
  });

  it('sign the user out after the idle limit and go to the sign-in page', async () => {
    vi.useFakeTimers();
    const navigate = vi.fn();
    setNavigator(navigate);
    const server = installFakeServer({
      'POST /api/sc/user/refresh': { body: { access_token: 'next', token_type: 'bearer', expires_in: 7200 } },
      'GET /api/sc/security': { body: { autoLogoutEnabled: true, autoLogoutDuration: 1 } },
      'POST /api/sc/user/logout': { status: 204 },
    });
    const stop = startSessionServices();
    signInAs();
    await vi.advanceTimersByTimeAsync(HOUR + 60_000);
    expect(getSession()).toBeNull();
    expect(server.callsTo('POST', '/api/sc/user/logout')).toHaveLength(1);
    expect(navigate).toHaveBeenLastCalledWith('/');
    stop();
  });
});

describe('signOut', () => {
  it('tells the server, forgets the session and goes to the sign-in page', async () => {
    const navigate = vi.fn();
    setNavigator(navigate);
    const server = installFakeServer({ 'POST /api/sc/user/logout': { status: 204 } });
    signInAs();
    await signOut();
    expect(server.callsTo('POST', '/api/sc/user/logout')[0]?.headers.get('Authorization')).toBe(
      'Bearer test-token',
    );
    expect(getSession()).toBeNull();
    expect(navigate).toHaveBeenCalledWith('/');
  });

  it('still signs out when the server refuses or is down, without the expired screen', async () => {
    const navigate = vi.fn();
    setNavigator(navigate);
    installFakeServer({ 'POST /api/sc/user/logout': { status: 401 } });
    signInAs();
    await signOut();
    expect(getSession()).toBeNull();
    expect(navigate).toHaveBeenCalledTimes(1);
    expect(navigate).toHaveBeenCalledWith('/');
  });
});

describe('goForbidden', () => {
  it('stops the refresh, resets the session, clears session storage, then shows /403', () => {
    const navigate = vi.fn(() => {
      // By the time the 403 screen is asked for, everything is already gone.
      expect(isTokenRefreshRunning()).toBe(false);
      expect(getSession()).toBeNull();
      expect(window.sessionStorage.length).toBe(0);
    });
    setNavigator(navigate);
    installFakeServer({});
    const stop = startSessionServices();
    signInAs();
    window.sessionStorage.setItem('draft', 'x');
    expect(isTokenRefreshRunning()).toBe(true);
    goForbidden();
    expect(navigate).toHaveBeenCalledWith('/403');
    stop();
  });
});
