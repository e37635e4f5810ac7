/** How long the rich-text editor waits after the last keystroke before telling the form (spec section 9). */
export const RICH_TEXT_DEBOUNCE_MS = 300;

/**
 * Passes the latest value to `deliver` once `delay` ms have passed without a newer one,
 * so a form re-validates a long text a few times a second at most, not on every key.
 * `flush()` delivers a waiting value at once (on blur, on save, on unmount) and says
 * whether there was one: nothing typed is lost.
 * @example const change = debouncedChange(onChange); change.push(html); ... change.flush();
 */
export function debouncedChange<T>(deliver: (value: T) => void, delay = RICH_TEXT_DEBOUNCE_MS) {
  let timer: ReturnType<typeof setTimeout> | undefined;
  let waiting: { value: T } | undefined;
  const flush = (): boolean => {
    if (timer !== undefined) clearTimeout(timer);
    timer = undefined;
    if (!waiting) return false;
    const { value } = waiting;
    waiting = undefined;
    deliver(value);
    return true;
  };
  return {
    push(value: T) {
      waiting = { value };
      if (timer !== undefined) clearTimeout(timer);
      timer = setTimeout(flush, delay);
    },
    flush,
    /** The value not yet delivered, if any (read without delivering it). */
    pending(): { value: T } | undefined {
      return waiting;
    },
  };
}
