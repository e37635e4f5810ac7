/**
 * The syntax of a computed field's formula (FormField.formula): `+ - * /`, parentheses, decimal
 * literals, field keys, and `sum(...)` over a repeating table. A tiny recursive-descent parser:
 * formulas come from administrators and reach the server, so nothing here evaluates code.
 *
 * Inside `sum(...)` a table's columns are named `table.column`, and the expression is worked out
 * for each row and added up: `sum(items.amount)`, or a line total `sum(items.qty * items.price)`.
 * Outside `sum` only top-level field keys may appear.
 */
export type FormulaNode =
  | { kind: 'number'; text: string }
  | { kind: 'field'; key: string }
  | { kind: 'column'; table: string; column: string }
  | { kind: 'sum'; body: FormulaNode }
  | { kind: 'negate'; operand: FormulaNode }
  | { kind: 'binary'; op: '+' | '-' | '*' | '/'; left: FormulaNode; right: FormulaNode };

/** Why a formula does not parse; `at` is the character offset of the trouble. */
export class FormulaSyntaxError extends Error {
  constructor(
    readonly code: 'unexpected' | 'end' | 'columnOutsideSum' | 'nestedSum' | 'sumWithoutColumn' | 'tooDeep',
    readonly at: number,
  ) {
    super(`formula ${code} at ${at}`);
  }
}

type Token =
  | { type: 'number'; text: string; at: number }
  | { type: 'name'; text: string; at: number }
  | { type: 'op'; text: '+' | '-' | '*' | '/' | '(' | ')' | '.'; at: number };

const MAX_DEPTH = 50;

function tokenize(source: string): Token[] {
  const tokens: Token[] = [];
  let i = 0;
  while (i < source.length) {
    const ch = source[i]!;
    if (/\s/.test(ch)) {
      i += 1;
      continue;
    }
    const number = /^(\d+(\.\d+)?|\.\d+)/.exec(source.slice(i));
    if (number) {
      tokens.push({ type: 'number', text: number[0], at: i });
      i += number[0].length;
      continue;
    }
    const name = /^[A-Za-z_][A-Za-z0-9_]*/.exec(source.slice(i));
    if (name) {
      tokens.push({ type: 'name', text: name[0], at: i });
      i += name[0].length;
      continue;
    }
    if ('+-*/().'.includes(ch)) {
      tokens.push({ type: 'op', text: ch as '+', at: i });
      i += 1;
      continue;
    }
    throw new FormulaSyntaxError('unexpected', i);
  }
  return tokens;
}

/**
 * Parses a formula into its tree; throws FormulaSyntaxError.
 * @example parseFormula('sum(items.qty * items.price) * 1.05')
 */
export function parseFormula(source: string): FormulaNode {
  const tokens = tokenize(source);
  let pos = 0;
  let inSum = false;
  let depth = 0;
  const peek = () => tokens[pos];
  const atOf = (t: Token | undefined) => t?.at ?? source.length;
  const isOp = (t: Token | undefined, text: string) => t?.type === 'op' && t.text === text;
  const expectOp = (text: string) => {
    const t = peek();
    if (!isOp(t, text)) throw new FormulaSyntaxError(t ? 'unexpected' : 'end', atOf(t));
    pos += 1;
  };

  function expression(): FormulaNode {
    depth += 1;
    if (depth > MAX_DEPTH) throw new FormulaSyntaxError('tooDeep', atOf(peek()));
    let node = term();
    while (isOp(peek(), '+') || isOp(peek(), '-')) {
      const op = (tokens[pos++] as { text: '+' | '-' }).text;
      node = { kind: 'binary', op, left: node, right: term() };
    }
    depth -= 1;
    return node;
  }

  function term(): FormulaNode {
    let node = unary();
    while (isOp(peek(), '*') || isOp(peek(), '/')) {
      const op = (tokens[pos++] as { text: '*' | '/' }).text;
      node = { kind: 'binary', op, left: node, right: unary() };
    }
    return node;
  }

  function unary(): FormulaNode {
    if (isOp(peek(), '-') || isOp(peek(), '+')) {
      const negative = isOp(peek(), '-');
      pos += 1;
      depth += 1;
      if (depth > MAX_DEPTH) throw new FormulaSyntaxError('tooDeep', atOf(peek()));
      const operand = unary();
      depth -= 1;
      return negative ? { kind: 'negate', operand } : operand;
    }
    return primary();
  }

  function primary(): FormulaNode {
    const t = peek();
    if (!t) throw new FormulaSyntaxError('end', source.length);
    if (t.type === 'number') {
      pos += 1;
      return { kind: 'number', text: t.text };
    }
    if (isOp(t, '(')) {
      pos += 1;
      const inner = expression();
      expectOp(')');
      return inner;
    }
    if (t.type !== 'name') throw new FormulaSyntaxError('unexpected', t.at);
    pos += 1;
    if (t.text === 'sum' && isOp(peek(), '(')) {
      if (inSum) throw new FormulaSyntaxError('nestedSum', t.at);
      pos += 1;
      inSum = true;
      const body = expression();
      inSum = false;
      expectOp(')');
      if (!hasColumn(body)) throw new FormulaSyntaxError('sumWithoutColumn', t.at);
      return { kind: 'sum', body };
    }
    if (isOp(peek(), '.')) {
      pos += 1;
      const column = peek();
      if (column?.type !== 'name') throw new FormulaSyntaxError(column ? 'unexpected' : 'end', atOf(column));
      pos += 1;
      if (!inSum) throw new FormulaSyntaxError('columnOutsideSum', t.at);
      return { kind: 'column', table: t.text, column: column.text };
    }
    return { kind: 'field', key: t.text };
  }

  const tree = expression();
  if (pos < tokens.length) throw new FormulaSyntaxError('unexpected', atOf(peek()));
  return tree;
}

function hasColumn(node: FormulaNode): boolean {
  return formulaReferences(node).columns.length > 0;
}

/** The field keys and table columns a formula reads, each once. */
export function formulaReferences(node: FormulaNode): {
  fields: string[];
  columns: Array<{ table: string; column: string }>;
} {
  const fields = new Set<string>();
  const columns = new Map<string, { table: string; column: string }>();
  const walk = (n: FormulaNode): void => {
    switch (n.kind) {
      case 'field':
        fields.add(n.key);
        return;
      case 'column':
        columns.set(`${n.table}.${n.column}`, { table: n.table, column: n.column });
        return;
      case 'sum':
        walk(n.body);
        return;
      case 'negate':
        walk(n.operand);
        return;
      case 'binary':
        walk(n.left);
        walk(n.right);
        return;
      case 'number':
        return;
    }
  };
  walk(node);
  return { fields: [...fields], columns: [...columns.values()] };
}
