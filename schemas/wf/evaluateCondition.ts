import Decimal from 'decimal.js';
import type { Comparison, Condition } from './condition';

/**
 * Whether a condition holds on a form's values. Shared by the web (show / hide a field while the
 * user types) and the server (hidden fields are dropped; a stage with a condition that does not
 * hold is skipped), so both sides decide alike.
 *
 * Rules (see condition.ts):
 * - no condition: holds;
 * - `gt`/`gte`/`lt`/`lte`/`eq`/`ne` compare as decimals when both sides are numbers or plain
 *   numeric strings (money is a decimal string, `"100000.00"` equals `100000`), else as strings
 *   (dates `YYYY-MM-DD` and times `HH:mm` then order correctly); an ordering against a missing
 *   value is false;
 * - a list value (multi-select) `eq` another list when they hold the same items; with `contains`
 *   it holds when an item equals the value; a text `contains` the value as a substring
 *   (case-insensitive);
 * - `in` holds when the value (or, for a list value, any of its items) equals one of the listed;
 * - `empty`: missing, null, blank text, an empty list, or a date range with neither end.
 */
export function evaluateCondition(
  condition: Condition | undefined | null,
  values: Readonly<Record<string, unknown>>,
): boolean {
  if (!condition) return true;
  if ('all' in condition) return condition.all.every((c) => evaluateComparison(c, values));
  return condition.any.some((c) => evaluateComparison(c, values));
}

export function evaluateComparison(
  comparison: Comparison,
  values: Readonly<Record<string, unknown>>,
): boolean {
  const actual = Object.hasOwn(values, comparison.field) ? values[comparison.field] : undefined;
  const expected = comparison.value;
  switch (comparison.op) {
    case 'empty':
      return isEmptyValue(actual);
    case 'notEmpty':
      return !isEmptyValue(actual);
    case 'eq':
      return equalsValue(actual, expected);
    case 'ne':
      return !equalsValue(actual, expected);
    case 'gt':
      return ordered(actual, expected, (c) => c > 0);
    case 'gte':
      return ordered(actual, expected, (c) => c >= 0);
    case 'lt':
      return ordered(actual, expected, (c) => c < 0);
    case 'lte':
      return ordered(actual, expected, (c) => c <= 0);
    case 'in': {
      const options = Array.isArray(expected) ? expected : expected === undefined ? [] : [expected];
      const items = Array.isArray(actual) ? actual : [actual];
      return items.some((item) => !isEmptyValue(item) && options.some((option) => sameScalar(item, option)));
    }
    case 'contains': {
      if (expected === undefined || Array.isArray(expected)) return false;
      if (Array.isArray(actual)) return actual.some((item) => sameScalar(item, expected));
      const text = scalarText(actual);
      if (text === null) return false;
      return text.toLocaleLowerCase().includes(String(expected).toLocaleLowerCase());
    }
    default:
      return false;
  }
}

export function isEmptyValue(value: unknown): boolean {
  if (value === undefined || value === null) return true;
  if (typeof value === 'string') return value.trim() === '';
  if (Array.isArray(value)) return value.length === 0;
  if (typeof value === 'object') {
    const range = value as { start?: unknown; end?: unknown };
    if ('start' in range || 'end' in range) return isEmptyValue(range.start) && isEmptyValue(range.end);
    return Object.keys(value).length === 0;
  }
  return false;
}

const PLAIN_DECIMAL = /^[+-]?(\d+(\.\d*)?|\.\d+)$/;

/** A decimal for a number or a plain numeric string (no exponent, hex or blanks inside), else null. */
export function toDecimal(value: unknown): Decimal | null {
  if (typeof value === 'number') return Number.isFinite(value) ? new Decimal(value) : null;
  if (typeof value === 'string') {
    const text = value.trim();
    return PLAIN_DECIMAL.test(text) ? new Decimal(text) : null;
  }
  return null;
}

function scalarText(value: unknown): string | null {
  if (typeof value === 'string') return value;
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  return null;
}

function sameScalar(a: unknown, b: unknown): boolean {
  const da = toDecimal(a);
  const db = toDecimal(b);
  if (da && db) return da.eq(db);
  const ta = scalarText(a);
  const tb = scalarText(b);
  return ta !== null && tb !== null && ta === tb;
}

function equalsValue(actual: unknown, expected: unknown): boolean {
  if (Array.isArray(expected)) {
    if (!Array.isArray(actual) || actual.length !== expected.length) return false;
    return (
      expected.every((e) => actual.some((a) => sameScalar(a, e))) &&
      actual.every((a) => expected.some((e) => sameScalar(a, e)))
    );
  }
  if (Array.isArray(actual)) return actual.length === 1 && sameScalar(actual[0], expected);
  if (isEmptyValue(actual))
    return expected === undefined || (typeof expected === 'string' && expected.trim() === '');
  return sameScalar(actual, expected);
}

function ordered(actual: unknown, expected: unknown, test: (comparison: number) => boolean): boolean {
  if (isEmptyValue(actual) || expected === undefined || Array.isArray(expected) || Array.isArray(actual))
    return false;
  const da = toDecimal(actual);
  const db = toDecimal(expected);
  if (da && db) return test(da.comparedTo(db));
  const ta = scalarText(actual);
  const tb = scalarText(expected);
  if (ta === null || tb === null) return false;
  return test(ta < tb ? -1 : ta > tb ? 1 : 0);
}
