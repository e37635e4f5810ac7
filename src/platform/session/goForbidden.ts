import { api } from '../api/apiClient';
import { navigateTo } from '../navigation/navigateTo';
import { stopAutoLogout } from './autoLogout';
import { clearSession } from './sessionStore';
import { stopTokenRefresh } from './tokenRefresh';

/**
 * Ends the session the way the 403 screen requires (spec section 4): stop the token
 * refresh, reset the session store, clear session storage. The server is told too
 * (best effort): otherwise the refresh cookie would quietly restore the session on
 * the next page load, and /403 would not really end it. Safe to call twice.
 */
export function endSessionForForbidden(): void {
  // Sent before the session is cleared, so it still carries the bearer token; the
  // httpOnly refresh cookie goes with it and is revoked and cleared by the answer.
  void api.post('/api/sc/user/logout', {}, { expiresSession: false }).catch(() => undefined);
  stopTokenRefresh();
  stopAutoLogout();
  clearSession();
  try {
    window.sessionStorage.clear();
  } catch {
    // Storage may be unavailable; the in-memory session is gone either way.
  }
}

/**
 * Ends the session, then shows /403. Used by the api client on a screen guard's 403;
 * the router's permission guard does the same through a redirect.
 */
export function goForbidden(): void {
  endSessionForForbidden();
  navigateTo('/403');
}
