import { afterEach, describe, expect, it } from 'vitest';
import { installFakeLockManager } from '../../testing/installFakeLockManager';
import { TOKEN_REFRESH_LOCK, withTokenRefreshLock } from './withTokenRefreshLock';

/** A promise with its resolve and reject, to hold a refresh "in flight". */
function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

/** Lets queued promise callbacks run. */
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('withTokenRefreshLock', () => {
  let uninstall: (() => void) | undefined;
  afterEach(() => {
    uninstall?.();
    uninstall = undefined;
  });

  it('runs two refreshes one after the other inside one exclusive lock, never overlapping', async () => {
    const locks = installFakeLockManager();
    uninstall = locks.uninstall;
    const log: string[] = [];
    const first = deferred<string>();
    const second = deferred<string>();
    const a = withTokenRefreshLock(async () => {
      log.push('a starts');
      const value = await first.promise;
      log.push('a ends');
      return value;
    });
    const b = withTokenRefreshLock(async () => {
      log.push('b starts');
      const value = await second.promise;
      log.push('b ends');
      return value;
    });
    await settle();
    // The second waits while the first is in flight.
    expect(log).toEqual(['a starts']);
    second.resolve('token-b');
    await settle();
    expect(log).toEqual(['a starts']);
    first.resolve('token-a');
    expect(await a).toBe('token-a');
    expect(await b).toBe('token-b');
    expect(log).toEqual(['a starts', 'a ends', 'b starts', 'b ends']);
    expect(locks.calls.map(({ name, mode }) => ({ name, mode }))).toEqual([
      { name: TOKEN_REFRESH_LOCK, mode: 'exclusive' },
      { name: TOKEN_REFRESH_LOCK, mode: 'exclusive' },
    ]);
    expect(locks.calls.every((call) => call.granted && call.released)).toBe(true);
  });

  it('passes a failed refresh on to the caller and frees the lock for the next one', async () => {
    const locks = installFakeLockManager();
    uninstall = locks.uninstall;
    const failing = withTokenRefreshLock(async () => {
      throw new Error('401');
    });
    const next = withTokenRefreshLock(async () => 'token');
    await expect(failing).rejects.toThrow('401');
    expect(await next).toBe('token');
    expect(locks.calls.map((call) => call.released)).toEqual([true, true]);
  });

  it('runs the refresh without a lock where the browser has no Web Locks', async () => {
    expect('locks' in window.navigator).toBe(false);
    expect(await withTokenRefreshLock(async () => 'token')).toBe('token');
  });
});
