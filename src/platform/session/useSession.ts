import { useSyncExternalStore } from 'react';
import type { Session } from './Session';
import { getSession, subscribeSession } from './sessionStore';

/**
 * The current session, or null when signed out; re-renders on every change.
 * @example const session = useSession(); session?.user.name
 */
export function useSession(): Session | null {
  return useSyncExternalStore(subscribeSession, getSession, getSession);
}
