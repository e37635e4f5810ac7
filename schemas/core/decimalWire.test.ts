import Decimal from 'decimal.js';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { decimalLimit } from './entityJsonSchema';

/** A decimal's canonical text: no exponent, no trailing zeros after the point. */
function canonical(units: bigint, scale: number): string {
  const negative = units < 0n;
  const digits = (negative ? -units : units).toString().padStart(scale + 1, '0');
  const whole = digits.slice(0, digits.length - scale);
  const fraction = digits.slice(digits.length - scale).replace(/0+$/, '');
  return `${negative ? '-' : ''}${whole}${fraction ? `.${fraction}` : ''}`;
}

// Money crosses the API as JSON numbers; that is exact only while no value has more than fifteen
// significant digits, which decimalLimit keeps every decimal field to (docs/decisions.md).
describe('decimals on the wire', () => {
  it('round-trips every decimal within its field limit through a JSON number unchanged', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 8 }),
        fc.bigInt({ min: -(10n ** 15n) + 1n, max: 10n ** 15n - 1n }),
        (scale, units) => {
          const text = canonical(units, scale);
          expect(Math.abs(Number(text))).toBeLessThanOrEqual(decimalLimit(scale) + 10 ** -scale);
          const wire = JSON.parse(JSON.stringify({ amount: Number(text) })) as { amount: number };
          // What the server reads back (decimal.js from the number's shortest text, `1e-7` included).
          expect(new Decimal(wire.amount).toFixed()).toBe(text);
        },
      ),
      { numRuns: 5000 },
    );
  });

  it('keeps money to thirteen digits before the point', () => {
    expect(decimalLimit(2)).toBe(9999999999999.99);
    expect(decimalLimit(0)).toBe(999999999999999);
  });
});
