import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ID_PATTERN } from './idPattern';

const id = new RegExp(ID_PATTERN);

describe('ID_PATTERN', () => {
  it('takes exactly 1 to 2147483647 written plainly', () => {
    for (const ok of ['1', '9', '10', '999999999', '1000000000', '2147483599', '2147483647'])
      expect(id.test(ok), ok).toBe(true);
    for (const bad of [
      '0',
      '01',
      '-1',
      '2147483648',
      '2147483650',
      '9999999999',
      '21474836470',
      '1e3',
      ' 1',
      '１',
    ])
      expect(id.test(bad), bad).toBe(false);
  });

  it('agrees with the integer range for any number written in digits', () => {
    fc.assert(
      fc.property(fc.bigInt({ min: 0n, max: 10n ** 12n }), (n) => {
        expect(id.test(String(n))).toBe(n >= 1n && n <= 2147483647n);
      }),
      { numRuns: 2000 },
    );
    fc.assert(
      fc.property(fc.integer({ min: 2147480000, max: 2147490000 }), (n) => {
        expect(id.test(String(n))).toBe(n <= 2147483647);
      }),
    );
  });
});
