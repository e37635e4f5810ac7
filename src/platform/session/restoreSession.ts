import { api } from '../api/apiClient';
import { refreshTokenRequest } from './refreshTokenRequest';
import type { Session, SessionUser } from './Session';
import { getSession, sessionFromToken, setSession } from './sessionStore';
import type { RefreshAnswer } from './tokenRefresh';

/** The user id carried in a JWT access token (`sub`), or null when unreadable. */
export function userIdFromToken(token: string): string | null {
  const payload = token.split('.')[1];
  if (!payload) return null;
  try {
    const base64 = payload.replace(/-/g, '+').replace(/_/g, '/');
    const padded = base64.padEnd(base64.length + ((4 - (base64.length % 4)) % 4), '=');
    const claims = JSON.parse(atob(padded)) as { sub?: unknown };
    return typeof claims.sub === 'string' || typeof claims.sub === 'number' ? String(claims.sub) : null;
  } catch {
    return null;
  }
}

/** Reads a user record with the given token: GET /api/sc/user/{id} → {data}. */
export async function fetchUser(id: string | number, accessToken: string): Promise<SessionUser> {
  const answer = await api.get<{ data: SessionUser }>(`/api/sc/user/${encodeURIComponent(String(id))}`, {
    accessToken,
    // Not signed in yet: a refusal only means the silent restore did not work.
    expiresSession: false,
  });
  return answer.data;
}

/**
 * At start: keep the session from sessionStorage, or else try once, silently, to get
 * a token from the httpOnly refresh cookie (a new tab of a signed-in browser).
 * Resolves to the session, or null when signed out; never throws.
 */
export async function restoreSession(): Promise<Session | null> {
  const stored = getSession();
  if (stored) return stored;
  try {
    const answer = await refreshTokenRequest<RefreshAnswer & { user?: SessionUser }>();
    if (!answer?.access_token) return null;
    const expiresIn = answer.expires_in ?? 0;
    let user = answer.user;
    if (!user) {
      const id = userIdFromToken(answer.access_token);
      if (id === null) return null;
      user = await fetchUser(id, answer.access_token);
    }
    const session = sessionFromToken(answer.access_token, expiresIn, user);
    setSession(session);
    return session;
  } catch {
    // No refresh cookie (401) or no server: the user simply signs in.
    return null;
  }
}
