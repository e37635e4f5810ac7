import { describe, expect, it } from 'vitest';
import { evaluateFormula } from './evaluateFormula';
import { FormulaSyntaxError, formulaReferences, parseFormula } from './parseFormula';

describe('evaluateFormula', () => {
  it('does arithmetic in decimals with the usual precedence', () => {
    expect(evaluateFormula('1 + 2 * 3', {})).toBe('7.00');
    expect(evaluateFormula('(1 + 2) * 3', {})).toBe('9.00');
    expect(evaluateFormula('0.1 + 0.2', {}, 4)).toBe('0.3000');
    expect(evaluateFormula('10 - 4 - 3', {})).toBe('3.00');
    expect(evaluateFormula('24 / 4 / 2', {})).toBe('3.00');
    expect(evaluateFormula('-2 * -(3 + .5)', {})).toBe('7.00');
  });

  it('rounds half up to the scale', () => {
    expect(evaluateFormula('1 / 3', {})).toBe('0.33');
    expect(evaluateFormula('2 / 3', {}, 0)).toBe('1');
    expect(evaluateFormula('0.125', {})).toBe('0.13');
    expect(evaluateFormula('-0.125', {})).toBe('-0.13');
    expect(evaluateFormula('0 * -1', {})).toBe('0.00');
  });

  it('reads numbers and money strings, counting empty fields as 0', () => {
    const values = { days: 2.5, rate: '1200.50', empty: '' };
    expect(evaluateFormula('days * rate', values)).toBe('3001.25');
    expect(evaluateFormula('rate + missing + empty', values)).toBe('1200.50');
  });

  it('adds up a table, row by row', () => {
    const values = {
      items: [
        { qty: 2, price: '10.50' },
        { qty: 3, price: '0.10' },
        { qty: '', price: '99' },
      ],
      shipping: '5',
    };
    expect(evaluateFormula('sum(items.qty * items.price) + shipping', values)).toBe('26.30');
    expect(evaluateFormula('sum(items.price)', values)).toBe('109.60');
    expect(evaluateFormula('sum(items.price)', { items: 'nonsense' })).toBe('0.00');
    expect(evaluateFormula('sum(items.price)', {})).toBe('0.00');
  });

  it('is empty when dividing by zero, reading a non-number or not parsing', () => {
    expect(evaluateFormula('1 / (2 - 2)', {})).toBeUndefined();
    expect(evaluateFormula('1 / missing', {})).toBeUndefined();
    expect(evaluateFormula('a + 1', { a: 'abc' })).toBeUndefined();
    expect(evaluateFormula('sum(t.x)', { t: [{ x: '1e3' }] })).toBeUndefined();
    expect(evaluateFormula('1 +', {})).toBeUndefined();
  });

  it('runs no code', () => {
    for (const text of ['alert(1)', 'constructor.constructor', 'a; b', '`x`', 'a[0]', '1e5', 'a,b'])
      expect(evaluateFormula(text, { a: 1 })).toBeUndefined();
  });
});

describe('parseFormula', () => {
  it('names what a formula reads', () => {
    expect(formulaReferences(parseFormula('sum(items.qty * items.price) * rate + fee'))).toEqual({
      fields: ['rate', 'fee'],
      columns: [
        { table: 'items', column: 'qty' },
        { table: 'items', column: 'price' },
      ],
    });
  });

  it('says where it does not parse, and why', () => {
    const failure = (text: string) => {
      try {
        parseFormula(text);
      } catch (error) {
        if (error instanceof FormulaSyntaxError) return [error.code, error.at];
      }
      return null;
    };
    expect(failure('1 + * 2')).toEqual(['unexpected', 4]);
    expect(failure('(1 + 2')).toEqual(['end', 6]);
    expect(failure('items.qty')).toEqual(['columnOutsideSum', 0]);
    expect(failure('sum(sum(a.b))')).toEqual(['nestedSum', 4]);
    expect(failure('sum(a + 1)')).toEqual(['sumWithoutColumn', 0]);
    expect(failure('1 # 2')).toEqual(['unexpected', 2]);
    expect(failure(`${'('.repeat(80)}1${')'.repeat(80)}`)).toEqual(['tooDeep', 50]);
    expect(failure('-'.repeat(80))).toEqual(['tooDeep', 50]);
  });
});
