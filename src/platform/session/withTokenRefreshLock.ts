/** Name of the Web Lock that every token refresh of this origin runs inside. */
export const TOKEN_REFRESH_LOCK = 'atrium-token-refresh';

/**
 * Runs `refresh` inside an exclusive Web Lock shared by every tab of this origin, so two
 * tabs never refresh at the same time. The refresh token is one httpOnly cookie shared by
 * the tabs and rotated on every refresh, and the server takes a spent token presented
 * again for theft and revokes the whole session. Two tabs refreshing together (reloaded
 * at once, or both timers firing) would both present the same cookie and sign the user
 * out; serialised, the second one waits and sends the cookie the first one set.
 *
 * Where `navigator.locks` is missing (browsers before 2022, pages not served from a secure
 * context, jsdom) the refresh runs without the lock, as before: there is no other
 * cross-tab lock that is released when its tab dies (a flag in localStorage left by a
 * closed or crashed tab would block every refresh until some timeout), and the cost of
 * going without is only that rare simultaneous refreshes there can still end the session.
 *
 * A tab that is left while holding the lock releases it at once, although its request
 * goes on (keepalive): until that answer's cookie is stored, a tab waiting for the lock
 * could still send the spent cookie. That window is one round trip, only when a page is
 * left mid-refresh.
 *
 * @example const answer = await withTokenRefreshLock(() => api.post('/api/sc/user/refresh'));
 */
export async function withTokenRefreshLock<T>(refresh: () => Promise<T>): Promise<T> {
  // Typed as always present by lib.dom, which it is not (see above).
  const locks = typeof navigator === 'undefined' ? undefined : (navigator.locks as LockManager | undefined);
  if (!locks) return refresh();
  return await locks.request(TOKEN_REFRESH_LOCK, { mode: 'exclusive' }, () => refresh());
}
