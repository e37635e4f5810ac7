import type { Session, SessionUser } from './Session';

/** sessionStorage key: the session survives a reload but not a new tab or browser. */
export const SESSION_STORAGE_KEY = 'atrium.session';

type Listener = () => void;

const listeners = new Set<Listener>();
let current: Session | null = null;

function isSession(value: unknown): value is Session {
  if (typeof value !== 'object' || value === null) return false;
  const v = value as Partial<Session>;
  return (
    typeof v.accessToken === 'string' &&
    typeof v.expiresIn === 'number' &&
    typeof v.expiresAt === 'number' &&
    typeof v.user === 'object' &&
    v.user !== null
  );
}

function persist(session: Session | null): void {
  try {
    if (session) window.sessionStorage.setItem(SESSION_STORAGE_KEY, JSON.stringify(session));
    else window.sessionStorage.removeItem(SESSION_STORAGE_KEY);
  } catch {
    // Without storage the session still lives in memory for this page.
  }
}

function emit(): void {
  for (const listener of listeners) listener();
}

/** Reads the session kept in sessionStorage (at start, or after a test changed it). */
export function loadStoredSession(): Session | null {
  try {
    const raw = window.sessionStorage.getItem(SESSION_STORAGE_KEY);
    const parsed: unknown = raw ? JSON.parse(raw) : null;
    current = isSession(parsed) ? parsed : null;
  } catch {
    current = null;
  }
  emit();
  return current;
}

export function getSession(): Session | null {
  return current;
}

/** Stores a new session (after sign-in or a silent restore). */
export function setSession(session: Session): void {
  current = session;
  persist(session);
  emit();
}

/** Builds a session from a token answer and the user record. */
export function sessionFromToken(accessToken: string, expiresIn: number, user: SessionUser): Session {
  return { accessToken, expiresIn, expiresAt: Date.now() + expiresIn * 1000, user };
}

/** Replaces the access token after a refresh, keeping the user. */
export function updateAccessToken(accessToken: string, expiresIn: number): void {
  if (!current) return;
  setSession(sessionFromToken(accessToken, expiresIn, current.user));
}

/** Forgets the session in memory and in sessionStorage. */
export function clearSession(): void {
  if (current === null) {
    persist(null);
    return;
  }
  current = null;
  persist(null);
  emit();
}

export function subscribeSession(listener: Listener): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

loadStoredSession();
