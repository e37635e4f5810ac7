import { api } from '../api/apiClient';
import { withTokenRefreshLock } from './withTokenRefreshLock';

/**
 * POST /api/sc/user/refresh, which rotates the httpOnly refresh cookie. Sent with
 * `keepalive`: a page left (reloaded, or a link followed) while the refresh is in flight
 * would otherwise drop the answer and its new cookie, although the server has already
 * spent the old token; the next refresh would present a spent token, which the server
 * takes for theft, ending the session ("Session expired"). For the same reason it runs
 * inside a lock shared by the tabs (withTokenRefreshLock): two tabs refreshing at once would
 * present the same cookie.
 *
 * @example const answer = await refreshTokenRequest<RefreshAnswer>();
 */
export function refreshTokenRequest<T>(): Promise<T> {
  return withTokenRefreshLock(() => api.post<T>('/api/sc/user/refresh', {}, { keepalive: true }));
}
