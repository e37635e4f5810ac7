import { api } from '../api/apiClient';
import { startAutoLogout, stopAutoLogout } from './autoLogout';
import type { SecuritySettings } from './SecuritySettings';
import { getSession, subscribeSession } from './sessionStore';
import { signOut } from './signOut';
import { type RefreshAnswer, startTokenRefresh, stopTokenRefresh } from './tokenRefresh';

function refreshToken(): Promise<RefreshAnswer> {
  return api.post<RefreshAnswer>('/api/sc/user/refresh', {});
}

function loadSecuritySettings(): Promise<SecuritySettings> {
  return api.get<SecuritySettings>('/api/sc/security');
}

/**
 * Runs the token refresh and the auto-logout check while someone is signed in, and
 * stops them when the session ends. Returns a function that stops everything.
 */
export function startSessionServices(): () => void {
  let running = false;
  const sync = (): void => {
    const signedIn = getSession() !== null;
    if (signedIn && !running) {
      running = true;
      startTokenRefresh(refreshToken);
      startAutoLogout({ loadSettings: loadSecuritySettings, signOut: () => void signOut() });
    } else if (!signedIn && running) {
      running = false;
      stopTokenRefresh();
      stopAutoLogout();
    }
  };
  sync();
  const unsubscribe = subscribeSession(sync);
  return () => {
    unsubscribe();
    running = false;
    stopTokenRefresh();
    stopAutoLogout();
  };
}
