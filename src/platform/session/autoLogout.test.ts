import { beforeEach, describe, expect, it, vi } from 'vitest';
import { resetBetweenTests } from '../../testing/resetBetweenTests';
import { AUTO_LOGOUT_CHECK_MS, idleLimitMs, startAutoLogout, stopAutoLogout } from './autoLogout';
import type { SecuritySettings } from './SecuritySettings';

resetBetweenTests();

const HOUR = 3_600_000;

function rules(overrides: Partial<SecuritySettings> = {}): SecuritySettings {
  return { autoLogoutEnabled: true, autoLogoutDuration: 1, captchaEnabled: false, ...overrides };
}

describe('auto-logout', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });

  it('signs out once the user has been idle longer than the limit, checking every 60 s', async () => {
    const signOut = vi.fn();
    startAutoLogout({ loadSettings: async () => rules({ autoLogoutDuration: 1 }), signOut });
    await vi.advanceTimersByTimeAsync(HOUR);
    expect(signOut).not.toHaveBeenCalled();
    // Idle for just over an hour: the next 60 s check signs out.
    await vi.advanceTimersByTimeAsync(AUTO_LOGOUT_CHECK_MS);
    expect(signOut).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(10 * HOUR);
    expect(signOut).toHaveBeenCalledTimes(1);
  });

  it.each([
    ['pointer', () => window.dispatchEvent(new Event('pointerdown'))],
    ['key', () => window.dispatchEvent(new KeyboardEvent('keydown', { key: 'a' }))],
    ['scroll', () => window.dispatchEvent(new Event('scroll'))],
  ])('%s activity keeps the user signed in', async (_kind, act) => {
    const signOut = vi.fn();
    startAutoLogout({ loadSettings: async () => rules({ autoLogoutDuration: 1 }), signOut });
    for (let i = 0; i < 4; i += 1) {
      await vi.advanceTimersByTimeAsync(HOUR / 2);
      act();
    }
    expect(signOut).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(HOUR + AUTO_LOGOUT_CHECK_MS);
    expect(signOut).toHaveBeenCalledTimes(1);
  });

  it('does nothing when the organisation has it off', async () => {
    const signOut = vi.fn();
    startAutoLogout({ loadSettings: async () => rules({ autoLogoutEnabled: false }), signOut });
    await vi.advanceTimersByTimeAsync(48 * HOUR);
    expect(signOut).not.toHaveBeenCalled();
  });

  it('reads the limit in hours', async () => {
    const signOut = vi.fn();
    startAutoLogout({ loadSettings: async () => rules({ autoLogoutDuration: 3 }), signOut });
    await vi.advanceTimersByTimeAsync(3 * HOUR);
    expect(signOut).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(AUTO_LOGOUT_CHECK_MS);
    expect(signOut).toHaveBeenCalledTimes(1);
  });

  it('asks for the settings again at the next check when they could not be read', async () => {
    const signOut = vi.fn();
    const loadSettings = vi
      .fn<() => Promise<SecuritySettings>>()
      .mockRejectedValueOnce(new Error('offline'))
      .mockResolvedValue(rules({ autoLogoutDuration: 1 }));
    startAutoLogout({ loadSettings, signOut });
    await vi.advanceTimersByTimeAsync(AUTO_LOGOUT_CHECK_MS);
    expect(loadSettings).toHaveBeenCalledTimes(2);
    await vi.advanceTimersByTimeAsync(HOUR);
    expect(signOut).toHaveBeenCalledTimes(1);
  });

  it('stops when told to', async () => {
    const signOut = vi.fn();
    startAutoLogout({ loadSettings: async () => rules(), signOut });
    stopAutoLogout();
    await vi.advanceTimersByTimeAsync(48 * HOUR);
    expect(signOut).not.toHaveBeenCalled();
  });

  it('treats a missing or zero duration as off', () => {
    expect(idleLimitMs(rules({ autoLogoutDuration: 0 }))).toBeNull();
    expect(idleLimitMs(null)).toBeNull();
    expect(idleLimitMs(rules({ autoLogoutDuration: 0.5 }))).toBe(HOUR / 2);
  });
});
