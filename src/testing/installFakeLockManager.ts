/** One call of the fake lock manager: what was asked, and when it was granted and released. */
export interface FakeLockCall {
  name: string;
  mode: LockMode | undefined;
  granted: boolean;
  released: boolean;
}

/**
 * Tests: a stand-in for `navigator.locks` (jsdom has no Web Locks) that serialises the
 * callbacks of each lock name, as an exclusive Web Lock does across the tabs of an origin,
 * and records every call. Call `uninstall` after the test.
 *
 * @example const locks = installFakeLockManager(); ...; expect(locks.calls).toHaveLength(2); locks.uninstall();
 */
export function installFakeLockManager() {
  const calls: FakeLockCall[] = [];
  const queues = new Map<string, Promise<void>>();
  const request = <T>(
    name: string,
    optionsOrCallback: LockOptions | LockGrantedCallback<T>,
    maybeCallback?: LockGrantedCallback<T>,
  ): Promise<T> => {
    const options = typeof optionsOrCallback === 'function' ? {} : optionsOrCallback;
    const callback = typeof optionsOrCallback === 'function' ? optionsOrCallback : maybeCallback;
    if (!callback) throw new TypeError('no callback');
    const call: FakeLockCall = { name, mode: options.mode, granted: false, released: false };
    calls.push(call);
    const previous = queues.get(name) ?? Promise.resolve();
    const held = previous.then(async () => {
      call.granted = true;
      try {
        // The callback's promise is awaited before the lock is released, as the spec says.
        return await callback({ name, mode: options.mode ?? 'exclusive' });
      } finally {
        call.released = true;
      }
    });
    queues.set(
      name,
      held.then(
        () => undefined,
        () => undefined,
      ),
    );
    return held;
  };
  const manager = {
    request,
    query: async () => ({ held: [], pending: [] }),
  } as LockManager;
  Object.defineProperty(window.navigator, 'locks', { value: manager, configurable: true });
  return {
    calls,
    uninstall: () => {
      delete (window.navigator as { locks?: LockManager }).locks;
    },
  };
}
