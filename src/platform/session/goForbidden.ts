import { navigateTo } from '../navigation/navigateTo';
import { stopAutoLogout } from './autoLogout';
import { clearSession } from './sessionStore';
import { stopTokenRefresh } from './tokenRefresh';

/**
 * Ends the session the way the 403 screen requires (spec section 4): stop the token
 * refresh, reset the session store, clear session storage. Safe to call twice.
 */
export function endSessionForForbidden(): void {
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
