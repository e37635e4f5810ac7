import { onRealtime } from '../realtime/realtimeBus';
import { getSession, subscribeSession } from './sessionStore';

export interface SignedInUserHandlers {
  /**
   * Who is signed in changed: someone signed in (also at start, when a session is already
   * there), signed out (`null`), or another user took over. Forget the previous user's
   * data and load the new user's. Called with `null` once more when following stops.
   */
  onUserChange: (userId: string | null) => void;
  /**
   * The user's realtime channel was subscribed again while someone is signed in: fetch
   * what may have been missed meanwhile. `initial` is true for the connection's first
   * subscription, which follows the start and has missed nothing yet.
   */
  onResynced?: (initial: boolean) => void;
}

export interface SignedInUserFollower {
  /** The signed-in user's id as a string, or null when signed out or stopped. */
  userId: () => string | null;
  /** Stops following, then calls `onUserChange(null)` so the caller forgets what it holds. */
  stop: () => void;
}

/**
 * Does something for as long as a user is signed in, and again after a realtime
 * reconnection: the wiring that per-user stores (notifications, licensed modules) share.
 * A session change that keeps the user (a token refresh) is not a change.
 *
 * @example
 * const follower = followSignedInUser({
 *   onUserChange: (userId) => { resetCount(); if (userId !== null) void loadCount(); },
 *   onResynced: () => void loadCount(),
 * });
 * // later: follower.stop();
 */
export function followSignedInUser(handlers: SignedInUserHandlers): SignedInUserFollower {
  let userId: string | null = null;
  const sync = (): void => {
    const user = getSession()?.user;
    const next = user ? String(user.id) : null;
    if (next === userId) return;
    userId = next;
    handlers.onUserChange(next);
  };
  sync();
  const offs = [
    subscribeSession(sync),
    onRealtime('resynced', ({ initial }) => {
      if (userId !== null) handlers.onResynced?.(initial);
    }),
  ];
  return {
    userId: () => userId,
    stop: () => {
      for (const off of offs) off();
      userId = null;
      handlers.onUserChange(null);
    },
  };
}
