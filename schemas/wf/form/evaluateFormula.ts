import { isEmptyValue } from '../evaluateCondition';
import { FormDecimal, readDecimal } from './formDecimal';
import { type FormulaNode, parseFormula } from './parseFormula';

const parsed = new Map<string, FormulaNode | null>();

/** A formula's tree, parsed once per text (the web works it out on every keystroke); null when it does not parse. */
export function cachedFormula(formula: string): FormulaNode | null {
  let tree = parsed.get(formula);
  if (tree === undefined) {
    try {
      tree = parseFormula(formula);
    } catch {
      tree = null;
    }
    if (parsed.size > 500) parsed.clear();
    parsed.set(formula, tree);
  }
  return tree;
}

/** Thrown inside evaluation to make the whole result empty. */
class Empty extends Error {}

function operand(value: unknown): FormDecimal {
  if (isEmptyValue(value)) return new FormDecimal(0);
  const d = readDecimal(value);
  if (!d) throw new Empty();
  return d;
}

function evaluate(
  node: FormulaNode,
  values: Readonly<Record<string, unknown>>,
  row?: Record<string, unknown>,
): FormDecimal {
  switch (node.kind) {
    case 'number':
      return new FormDecimal(node.text);
    case 'field':
      return operand(values[node.key]);
    case 'column':
      return operand(row?.[node.column]);
    case 'negate':
      return evaluate(node.operand, values, row).negated();
    case 'binary': {
      const left = evaluate(node.left, values, row);
      const right = evaluate(node.right, values, row);
      if (node.op === '+') return left.plus(right);
      if (node.op === '-') return left.minus(right);
      if (node.op === '*') return left.times(right);
      if (right.isZero()) throw new Empty();
      return left.dividedBy(right);
    }
    case 'sum': {
      const table = firstTable(node.body);
      const rows = values[table];
      let total = new FormDecimal(0);
      if (!Array.isArray(rows)) return total;
      for (const r of rows) {
        if (typeof r !== 'object' || r === null) continue;
        total = total.plus(evaluate(node.body, values, r as Record<string, unknown>));
      }
      return total;
    }
  }
}

function firstTable(node: FormulaNode): string {
  if (node.kind === 'column') return node.table;
  if (node.kind === 'negate') return firstTable(node.operand);
  if (node.kind === 'binary') return firstTable(node.left) || firstTable(node.right);
  return '';
}

/**
 * Works out a computed field's formula on a form's values, in decimals, rounded half-up to
 * `scale` places, as a decimal string; `undefined` (an empty result) when the formula does not
 * parse, a value is not a number, or it divides by zero. Empty inputs count as 0, so a total
 * reads 0.00 until rows are filled in. No eval, no Function: see parseFormula.
 *
 * @example evaluateFormula('sum(items.qty * items.price)', { items: [{ qty: 2, price: '10.50' }] }) === '21.00'
 */
export function evaluateFormula(
  formula: string | FormulaNode,
  values: Readonly<Record<string, unknown>>,
  scale = 2,
): string | undefined {
  const tree = typeof formula === 'string' ? cachedFormula(formula) : formula;
  if (!tree) return undefined;
  try {
    const result = evaluate(tree, values);
    // -0 would print as "-0.00".
    return (result.isZero() ? result.abs() : result).toFixed(scale);
  } catch (error) {
    if (error instanceof Empty) return undefined;
    throw error;
  }
}
