import { act, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { resetBetweenTests } from '../../testing/resetBetweenTests';
import { testUser } from '../../testing/sessionFixtures';
import {
  clearSession,
  getSession,
  loadStoredSession,
  SESSION_STORAGE_KEY,
  sessionFromToken,
  setSession,
  updateAccessToken,
} from './sessionStore';
import { useSession } from './useSession';

resetBetweenTests();

function WhoAmI() {
  const session = useSession();
  return <p>{session ? `Signed in as ${session.user.name}` : 'Signed out'}</p>;
}

describe('session store', () => {
  it('keeps the session in memory and in sessionStorage', () => {
    setSession(sessionFromToken('abc', 600, testUser()));
    expect(getSession()?.accessToken).toBe('abc');
    const stored = JSON.parse(window.sessionStorage.getItem(SESSION_STORAGE_KEY) ?? 'null');
    expect(stored.accessToken).toBe('abc');
    expect(stored.user.account).toBe('alice');
  });

  it('computes the expiry from expires_in', () => {
    const before = Date.now();
    const session = sessionFromToken('abc', 600, testUser());
    expect(session.expiresAt).toBeGreaterThanOrEqual(before + 600_000);
    expect(session.expiresIn).toBe(600);
  });

  it('reads back a stored session (a reload) and ignores a damaged one', () => {
    setSession(sessionFromToken('abc', 600, testUser()));
    expect(loadStoredSession()?.user.name).toBe('Alice Chen');
    window.sessionStorage.setItem(SESSION_STORAGE_KEY, '{"accessToken":1}');
    expect(loadStoredSession()).toBeNull();
    window.sessionStorage.setItem(SESSION_STORAGE_KEY, 'not json');
    expect(loadStoredSession()).toBeNull();
  });

  it('replaces the token on refresh and keeps the user', () => {
    setSession(sessionFromToken('old', 600, testUser()));
    updateAccessToken('new', 900);
    expect(getSession()?.accessToken).toBe('new');
    expect(getSession()?.expiresIn).toBe(900);
    expect(getSession()?.user.account).toBe('alice');
  });

  it('useSession re-renders on sign-in and sign-out', () => {
    render(<WhoAmI />);
    expect(screen.getByText('Signed out')).not.toBeNull();
    act(() => setSession(sessionFromToken('abc', 600, testUser())));
    expect(screen.getByText('Signed in as Alice Chen')).not.toBeNull();
    act(() => clearSession());
    expect(screen.getByText('Signed out')).not.toBeNull();
    expect(window.sessionStorage.getItem(SESSION_STORAGE_KEY)).toBeNull();
  });
});
