import Decimal from 'decimal.js';

/**
 * The decimals of forms: a private clone of decimal.js (so no one else's settings change ours)
 * with room for any money sum and half-up rounding, as people round on paper.
 */
export const FormDecimal = Decimal.clone({ precision: 40, rounding: Decimal.ROUND_HALF_UP });
export type FormDecimal = InstanceType<typeof FormDecimal>;

const PLAIN_DECIMAL = /^[+-]?(\d+(\.\d*)?|\.\d+)$/;

/** A finite number or a plain numeric string (`"1234.50"`) as a decimal; anything else null. */
export function readDecimal(value: unknown): FormDecimal | null {
  if (typeof value === 'number') return Number.isFinite(value) ? new FormDecimal(value) : null;
  if (typeof value === 'string' && PLAIN_DECIMAL.test(value.trim())) return new FormDecimal(value.trim());
  return null;
}
