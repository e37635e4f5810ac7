import { onRealtime } from '../realtime/realtimeBus';
import { followSignedInUser } from '../session/followSignedInUser';
import { fetchUser } from '../session/restoreSession';
import { getSession, setSession } from '../session/sessionStore';
import { LICENSE_PATH, reloadLicensedModules, resetLicensedModules } from './licensedModulesStore';

/**
 * Reads the user record again: the server cuts userPermission to the licensed modules, so
 * a module switched back on reaches the menus and route guards now, not at the next token
 * refresh. A failed read keeps the record (the next refresh re-reads it anyway).
 */
async function rereadUser(): Promise<void> {
  const before = getSession();
  if (!before) return;
  try {
    const user = await fetchUser(before.user.id, before.accessToken);
    const now = getSession();
    // The token may have been refreshed meanwhile: keep it, replace only the user.
    if (now && String(now.user.id) === String(user.id)) setSession({ ...now, user });
  } catch {
    // Keep the permissions we have.
  }
}

/**
 * Keeps the licensed modules in step while someone is signed in: forgotten when the user
 * changes, fetched again when the server broadcasts that the licence changed (CacheUpdated
 * with its URL, sent by every save on /sc/license) or after a reconnection that may have
 * missed that word; the user's own record is read again with it. Returns the function
 * that stops it.
 * @example const stop = startLicensedModules();
 */
export function startLicensedModules(): () => void {
  const follower = followSignedInUser({
    onUserChange: () => resetLicensedModules(),
    onResynced: (initial) => {
      if (!initial) void reloadLicensedModules();
    },
  });
  const offCacheUpdated = onRealtime('cacheUpdated', ({ urls }) => {
    if (follower.userId() === null || !urls.includes(LICENSE_PATH)) return;
    void reloadLicensedModules();
    void rereadUser();
  });
  return () => {
    offCacheUpdated();
    follower.stop();
  };
}
