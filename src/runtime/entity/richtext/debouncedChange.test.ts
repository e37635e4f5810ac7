import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { debouncedChange, RICH_TEXT_DEBOUNCE_MS } from './debouncedChange';
import { PendingEdits } from './PendingEdits';

describe('debouncedChange', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('delivers only the last value, 300 ms after the last change', () => {
    const seen: string[] = [];
    const change = debouncedChange<string>((v) => seen.push(v));
    expect(RICH_TEXT_DEBOUNCE_MS).toBe(300);
    change.push('<p>a</p>');
    vi.advanceTimersByTime(200);
    change.push('<p>ab</p>');
    vi.advanceTimersByTime(299);
    expect(seen).toEqual([]);
    vi.advanceTimersByTime(1);
    expect(seen).toEqual(['<p>ab</p>']);
    vi.advanceTimersByTime(1000);
    expect(seen).toEqual(['<p>ab</p>']);
  });

  it('flushes a waiting value at once (blur, save), and only once', () => {
    const seen: string[] = [];
    const change = debouncedChange<string>((v) => seen.push(v));
    expect(change.flush()).toBe(false);
    change.push('<p>typed</p>');
    expect(change.pending()).toEqual({ value: '<p>typed</p>' });
    expect(change.flush()).toBe(true);
    expect(seen).toEqual(['<p>typed</p>']);
    vi.advanceTimersByTime(RICH_TEXT_DEBOUNCE_MS);
    expect(seen).toEqual(['<p>typed</p>']);
    expect(change.pending()).toBeUndefined();
  });

  it('hands the form every held-back value when it saves', () => {
    const seen: string[] = [];
    const change = debouncedChange<string>((v) => seen.push(v));
    const pending = new PendingEdits();
    const stop = pending.register('terms', () => {
      const waiting = change.pending();
      change.flush();
      return waiting;
    });
    expect(pending.takeAll()).toEqual({});
    change.push('<p>last words</p>');
    expect(pending.takeAll()).toEqual({ terms: '<p>last words</p>' });
    expect(seen).toEqual(['<p>last words</p>']);
    stop();
    change.push('<p>later</p>');
    expect(pending.takeAll()).toEqual({});
  });
});
