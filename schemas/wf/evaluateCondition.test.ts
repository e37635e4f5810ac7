import { describe, expect, it } from 'vitest';
import type { Comparison } from './condition';
import { evaluateCondition, isEmptyValue } from './evaluateCondition';

function holds(comparison: Comparison, values: Record<string, unknown>): boolean {
  return evaluateCondition({ all: [comparison] }, values);
}

describe('evaluateCondition', () => {
  it('holds when there is no condition', () => {
    expect(evaluateCondition(undefined, {})).toBe(true);
    expect(evaluateCondition(null, { a: 1 })).toBe(true);
  });

  it('compares money strings as decimals, not floats or text', () => {
    const over = { field: 'amount', op: 'gt', value: '100000' } as const;
    expect(holds(over, { amount: '100000.01' })).toBe(true);
    expect(holds(over, { amount: '100000.00' })).toBe(false);
    expect(holds(over, { amount: '99999.99' })).toBe(false);
    // As text '9' > '100000'; as decimals it is not.
    expect(holds(over, { amount: '9' })).toBe(false);
    expect(holds({ field: 'amount', op: 'eq', value: 100000 }, { amount: '100000.00' })).toBe(true);
    expect(holds({ field: 'amount', op: 'gte', value: '0.3' }, { amount: '0.30' })).toBe(true);
    // 0.1 + 0.2 as a float is 0.30000000000000004; as a decimal string it is exact.
    expect(holds({ field: 'amount', op: 'lte', value: '0.3' }, { amount: '0.3' })).toBe(true);
    expect(holds({ field: 'amount', op: 'lt', value: 10 }, { amount: -5 })).toBe(true);
  });

  it('does not take exponents or hex as numbers', () => {
    expect(holds({ field: 'code', op: 'eq', value: '1e3' }, { code: '1000' })).toBe(false);
    expect(holds({ field: 'code', op: 'eq', value: '0x10' }, { code: '16' })).toBe(false);
  });

  it('orders dates and times as text', () => {
    expect(holds({ field: 'day', op: 'gt', value: '2026-01-31' }, { day: '2026-02-01' })).toBe(true);
    expect(holds({ field: 'at', op: 'lt', value: '09:00' }, { at: '08:59' })).toBe(true);
  });

  it('is false for orderings against a missing value', () => {
    expect(holds({ field: 'amount', op: 'gt', value: '0' }, {})).toBe(false);
    expect(holds({ field: 'amount', op: 'lt', value: '0' }, { amount: '' })).toBe(false);
  });

  it('eq / ne on strings, booleans and missing values', () => {
    expect(holds({ field: 'kind', op: 'eq', value: 'travel' }, { kind: 'travel' })).toBe(true);
    expect(holds({ field: 'kind', op: 'ne', value: 'travel' }, { kind: 'office' })).toBe(true);
    expect(holds({ field: 'kind', op: 'ne', value: 'travel' }, {})).toBe(true);
    expect(holds({ field: 'kind', op: 'eq', value: 'travel' }, {})).toBe(false);
    expect(holds({ field: 'urgent', op: 'eq', value: true }, { urgent: true })).toBe(true);
    expect(holds({ field: 'urgent', op: 'eq', value: true }, { urgent: false })).toBe(false);
  });

  it('in: one of a list, also for a multi-select', () => {
    const c: Comparison = { field: 'kind', op: 'in', value: ['a', 'b'] };
    expect(holds(c, { kind: 'b' })).toBe(true);
    expect(holds(c, { kind: 'c' })).toBe(false);
    expect(holds(c, { kind: ['c', 'a'] })).toBe(true);
    expect(holds(c, {})).toBe(false);
    expect(holds({ field: 'n', op: 'in', value: [1, 2] }, { n: '2.0' })).toBe(true);
  });

  it('contains: substring of text (any case) or an item of a list', () => {
    expect(
      holds({ field: 'subject', op: 'contains', value: 'laptop' }, { subject: 'New LAPTOP for Ann' }),
    ).toBe(true);
    expect(holds({ field: 'subject', op: 'contains', value: 'desk' }, { subject: 'New laptop' })).toBe(false);
    expect(holds({ field: 'tags', op: 'contains', value: 'it' }, { tags: ['hr', 'it'] })).toBe(true);
    expect(holds({ field: 'tags', op: 'contains', value: 'i' }, { tags: ['hr', 'it'] })).toBe(false);
    expect(holds({ field: 'tags', op: 'contains', value: 'x' }, {})).toBe(false);
  });

  it('eq on lists compares the items, in any order', () => {
    expect(holds({ field: 'tags', op: 'eq', value: ['a', 'b'] }, { tags: ['b', 'a'] })).toBe(true);
    expect(holds({ field: 'tags', op: 'eq', value: ['a', 'b'] }, { tags: ['a'] })).toBe(false);
  });

  it('empty / notEmpty', () => {
    expect(holds({ field: 'x', op: 'empty' }, {})).toBe(true);
    expect(holds({ field: 'x', op: 'empty' }, { x: '  ' })).toBe(true);
    expect(holds({ field: 'x', op: 'empty' }, { x: [] })).toBe(true);
    expect(holds({ field: 'x', op: 'empty' }, { x: { start: '', end: null } })).toBe(true);
    expect(holds({ field: 'x', op: 'notEmpty' }, { x: { start: '2026-01-01', end: '' } })).toBe(true);
    expect(holds({ field: 'x', op: 'notEmpty' }, { x: 0 })).toBe(true);
    expect(holds({ field: 'x', op: 'notEmpty' }, { x: false })).toBe(true);
    expect(isEmptyValue(null)).toBe(true);
  });

  it('all needs every comparison, any needs one', () => {
    const values = { amount: '500', kind: 'travel' };
    const a = { field: 'amount', op: 'gt', value: '1000' } as const;
    const b = { field: 'kind', op: 'eq', value: 'travel' } as const;
    expect(evaluateCondition({ all: [a, b] }, values)).toBe(false);
    expect(evaluateCondition({ any: [a, b] }, values)).toBe(true);
  });

  it('does not read inherited properties as field values', () => {
    expect(holds({ field: 'constructor', op: 'notEmpty' }, {})).toBe(false);
  });
});
