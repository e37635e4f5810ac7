import { describe, expect, it } from 'vitest';
import { isLaterRange, parseByteRange } from './parseByteRange';

describe('parseByteRange', () => {
  it('reads a range, an open end and a suffix, cut to the file', () => {
    expect(parseByteRange('bytes=0-1023', 5000)).toEqual({ start: 0, end: 1023 });
    expect(parseByteRange('bytes=4000-', 5000)).toEqual({ start: 4000, end: 4999 });
    expect(parseByteRange('bytes=4000-9999', 5000)).toEqual({ start: 4000, end: 4999 });
    expect(parseByteRange('bytes=-500', 5000)).toEqual({ start: 4500, end: 4999 });
    expect(parseByteRange('bytes=-9000', 5000)).toEqual({ start: 0, end: 4999 });
  });

  it('answers the whole file for no header, several ranges, other units and nonsense', () => {
    for (const header of [undefined, '', 'bytes=0-1,5-9', 'items=0-1', 'bytes=-', 'bytes=9-3', 'bytes=a-b'])
      expect(parseByteRange(header, 5000)).toBeNull();
  });

  it('refuses a range that starts past the end', () => {
    expect(parseByteRange('bytes=5000-', 5000)).toBe('unsatisfiable');
    expect(parseByteRange('bytes=-0', 5000)).toBe('unsatisfiable');
  });
});

describe('isLaterRange', () => {
  it('is true for a range that does not start at the first byte', () => {
    expect(isLaterRange('bytes=65536-131071')).toBe(true);
    expect(isLaterRange('bytes=-500')).toBe(true);
    expect(isLaterRange('bytes=0-65535')).toBe(false);
    expect(isLaterRange(undefined)).toBe(false);
  });
});
