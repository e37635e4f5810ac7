import { api } from '../api/apiClient';
import { startAutoLogout, stopAutoLogout } from './autoLogout';
import type { SecuritySettings } from './SecuritySettings';
import { refreshTokenRequest } from './refreshTokenRequest';
import { fetchUser } from './restoreSession';
import { getSession, sessionFromToken, setSession, subscribeSession } from './sessionStore';
import { signOut } from './signOut';
import { type RefreshAnswer, startTokenRefresh, stopTokenRefresh } from './tokenRefresh';

/**
 * Refreshes the token, then re-reads the user record with it: the server rebuilds
 * `userPermission` at a refresh, so a rights change reaches the menus and route guards
 * without signing in again. A failed re-read keeps the old record (the next refresh retries).
 */
async function refreshToken(): Promise<RefreshAnswer> {
  const answer = await refreshTokenRequest<RefreshAnswer>();
  const current = getSession();
  if (answer?.access_token && current) {
    try {
      const user = await fetchUser(current.user.id, answer.access_token);
      const now = getSession();
      if (now && String(now.user.id) === String(user.id))
        setSession(sessionFromToken(now.accessToken, now.expiresIn, user));
    } catch {
      // The token refresh itself worked; keep the permissions we have.
    }
  }
  return answer;
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
