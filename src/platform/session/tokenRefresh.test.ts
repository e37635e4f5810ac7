import { beforeEach, describe, expect, it, vi } from 'vitest';
import { resetBetweenTests } from '../../testing/resetBetweenTests';
import { signInAs } from '../../testing/sessionFixtures';
import { ApiError } from '../api/ApiError';
import { setNavigator } from '../navigation/navigateTo';
import { getSession } from './sessionStore';
import {
  isTokenRefreshRunning,
  type RefreshAnswer,
  startTokenRefresh,
  stopTokenRefresh,
} from './tokenRefresh';

resetBetweenTests();

function answer(token: string, expiresIn = 600): RefreshAnswer {
  return { access_token: token, token_type: 'bearer', expires_in: expiresIn };
}

describe('token refresh', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    signInAs();
  });

  it('refreshes first 2 s after start, then every expires_in − 180 s', async () => {
    let n = 0;
    const refresh = vi.fn(async () => answer(`token-${++n}`, 600));
    startTokenRefresh(refresh);

    await vi.advanceTimersByTimeAsync(1999);
    expect(refresh).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(refresh).toHaveBeenCalledTimes(1);
    expect(getSession()?.accessToken).toBe('token-1');

    // 600 − 180 = 420 s until the next one.
    await vi.advanceTimersByTimeAsync(419_999);
    expect(refresh).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(refresh).toHaveBeenCalledTimes(2);
    expect(getSession()?.accessToken).toBe('token-2');
    expect(getSession()?.user.account).toBe('alice');
  });

  it('follows a changed token lifetime', async () => {
    const lifetimes = [600, 3600, 3600];
    const refresh = vi.fn(async () => answer('t', lifetimes.shift() ?? 3600));
    startTokenRefresh(refresh);
    await vi.advanceTimersByTimeAsync(2000 + 420_000);
    expect(refresh).toHaveBeenCalledTimes(2);
    // Now 3600 − 180 = 3420 s.
    await vi.advanceTimersByTimeAsync(3_419_999);
    expect(refresh).toHaveBeenCalledTimes(2);
    await vi.advanceTimersByTimeAsync(1);
    expect(refresh).toHaveBeenCalledTimes(3);
  });

  it('keeps the stored session in step with the new token', async () => {
    startTokenRefresh(async () => answer('fresh'));
    await vi.advanceTimersByTimeAsync(2000);
    expect(JSON.parse(window.sessionStorage.getItem('atrium.session') ?? '{}').accessToken).toBe('fresh');
  });

  it('reloads the page when the answer has no access_token', async () => {
    const reload = vi.fn();
    vi.stubGlobal('location', { ...window.location, reload });
    const refresh = vi.fn(async () => ({ token_type: 'bearer' }) as RefreshAnswer);
    startTokenRefresh(refresh);
    await vi.advanceTimersByTimeAsync(2000);
    expect(reload).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(3_600_000);
    expect(refresh).toHaveBeenCalledTimes(1);
  });

  it('stops: no refresh happens after stopTokenRefresh', async () => {
    const refresh = vi.fn(async () => answer('t'));
    startTokenRefresh(refresh);
    expect(isTokenRefreshRunning()).toBe(true);
    stopTokenRefresh();
    expect(isTokenRefreshRunning()).toBe(false);
    await vi.advanceTimersByTimeAsync(3_600_000);
    expect(refresh).not.toHaveBeenCalled();
  });

  it('ignores an answer that arrives after it was stopped', async () => {
    let resolve: (value: RefreshAnswer) => void = () => undefined;
    startTokenRefresh(() => new Promise<RefreshAnswer>((r) => (resolve = r)));
    await vi.advanceTimersByTimeAsync(2000);
    stopTokenRefresh();
    resolve(answer('late'));
    await vi.advanceTimersByTimeAsync(0);
    expect(getSession()?.accessToken).toBe('test-token');
  });

  it('a refused refresh (401) ends the session and shows /tokenexpired', async () => {
    const navigate = vi.fn();
    setNavigator(navigate);
    startTokenRefresh(async () => {
      throw new ApiError(401, { message: 'Unauthenticated.' });
    });
    await vi.advanceTimersByTimeAsync(2000);
    expect(getSession()).toBeNull();
    expect(navigate).toHaveBeenCalledWith('/tokenexpired');
  });

  it('retries after a network failure', async () => {
    const refresh = vi
      .fn<() => Promise<RefreshAnswer>>()
      .mockRejectedValueOnce(new TypeError('Failed to fetch'))
      .mockResolvedValue(answer('back'));
    startTokenRefresh(refresh);
    await vi.advanceTimersByTimeAsync(2000);
    expect(refresh).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(30_000);
    expect(refresh).toHaveBeenCalledTimes(2);
    expect(getSession()?.accessToken).toBe('back');
  });
});
