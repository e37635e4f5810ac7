import Decimal from 'decimal.js';
import type {
  EntityDescriptor,
  FieldDescriptor,
  LinesDescriptor,
} from '../../../../schemas/core/entityDescriptorSchema';
import { fieldsOf } from '../format/fieldLabels';

/** One line in the editor: the stored line's id (none for a new line), a stable key, and its values. */
export interface LineDraft {
  key: string;
  id?: number;
  values: Record<string, unknown>;
}

let nextKey = 0;
const newKey = () => `new-${++nextKey}`;

/** The lines of a document as the API answered them (`row.lines`), as editor drafts. */
export function draftsOf(row: Readonly<Record<string, unknown>> | null): LineDraft[] {
  const lines = Array.isArray(row?.lines) ? (row.lines as Array<Record<string, unknown>>) : [];
  return lines.map((line) => ({ key: `id-${String(line.id)}`, id: line.id as number, values: { ...line } }));
}

/** A new, empty line with the child's defaults for its edited columns. */
export function newDraft(child: EntityDescriptor, lines: LinesDescriptor): LineDraft {
  const values: Record<string, unknown> = {};
  for (const name of lines.columns) {
    const field = fieldsOf(child)[name];
    if (field && !field.readOnly && field.default !== undefined && field.default !== null)
      values[name] = field.default;
  }
  return { key: newKey(), values };
}

/** The columns a user edits (the rest are derived by the server and shown read-only). */
export function editedColumns(child: EntityDescriptor, lines: LinesDescriptor): string[] {
  return lines.columns.filter((name) => !fieldsOf(child)[name]?.readOnly);
}

function bodyValue(field: FieldDescriptor | undefined, value: unknown): unknown {
  if (value === undefined || value === '') return null;
  // Decimals are edited as text (no float rounding while typing); the API takes JSON numbers.
  if (typeof value === 'string' && (field?.type === 'decimal' || field?.type === 'number'))
    return Number(value);
  return value;
}

/**
 * The lines as the document's POST/PUT body takes them: in order, existing ones with their
 * id, each with its edited columns (a cleared optional cell is sent as null).
 * @example linesBody(quotationLine, quotation.lines!, drafts) // [{ id: 4, quantity: 2, … }, { quantity: 1, … }]
 */
export function linesBody(
  child: EntityDescriptor,
  lines: LinesDescriptor,
  drafts: readonly LineDraft[],
): Array<Record<string, unknown>> {
  const fields = fieldsOf(child);
  const edited = editedColumns(child, lines);
  return drafts.map((draft) => {
    const body: Record<string, unknown> = draft.id ? { id: draft.id } : {};
    for (const name of edited) {
      const value = bodyValue(fields[name], draft.values[name]);
      // A new line leaves blank cells out, so the server applies the column's default.
      if (value === null && !draft.id) continue;
      body[name] = value;
    }
    return body;
  });
}

/** Moves the line at `from` to position `to` (both zero-based); a new array. */
export function moveLine<T>(list: readonly T[], from: number, to: number): T[] {
  if (from === to || to < 0 || to >= list.length) return [...list];
  const next = [...list];
  const [moved] = next.splice(from, 1);
  next.splice(to, 0, moved as T);
  return next;
}

const toDecimal = (value: unknown): Decimal | null => {
  if (value === null || value === undefined || value === '') return null;
  try {
    return new Decimal(String(value));
  } catch {
    return null;
  }
};

/**
 * A line's amount as the descriptor's `lines.amount` describes it (the product of its
 * fields, less a percentage), rounded to the amount field's scale in decimal arithmetic.
 * For display while editing only: the server's `prepare` rule computes the stored value.
 * @returns null while a factor is missing
 */
export function lineAmount(
  child: EntityDescriptor,
  lines: LinesDescriptor,
  values: Readonly<Record<string, unknown>>,
): Decimal | null {
  const amount = lines.amount;
  if (!amount) return null;
  let result = new Decimal(1);
  for (const name of amount.multiply) {
    const factor = toDecimal(values[name]);
    if (factor === null) return null;
    result = result.times(factor);
  }
  if (amount.lessPercent) {
    const percent = toDecimal(values[amount.lessPercent]) ?? new Decimal(0);
    result = result.times(new Decimal(100).minus(percent)).dividedBy(100);
  }
  const scale = fieldsOf(child)[amount.field]?.scale ?? 2;
  return result.toDecimalPlaces(scale, Decimal.ROUND_HALF_UP);
}

/** The sum of the lines' live amounts (lines with a missing factor count as zero). */
export function linesTotal(
  child: EntityDescriptor,
  lines: LinesDescriptor,
  drafts: readonly LineDraft[],
): Decimal {
  return drafts.reduce(
    (total, draft) => total.plus(lineAmount(child, lines, draft.values) ?? 0),
    new Decimal(0),
  );
}

/** A 422 answer's `lines.{i}.{field}` errors by line position and field; `lines` errors under -1. */
export function lineErrorsOf(errors: Readonly<Record<string, unknown>>): Map<number, Record<string, string>> {
  const out = new Map<number, Record<string, string>>();
  for (const [key, list] of Object.entries(errors)) {
    const match = /^lines(?:\.(\d+)\.(.+))?$/.exec(key);
    if (!match) continue;
    const message = Array.isArray(list) ? String(list[0] ?? '') : String(list);
    const index = match[1] === undefined ? -1 : Number(match[1]);
    const field = match[2] ?? 'lines';
    out.set(index, { ...(out.get(index) ?? {}), [field]: message });
  }
  return out;
}

/** Same lines, in the same order, with the same edited values? (Dirty check.) */
export function sameLines(
  child: EntityDescriptor,
  lines: LinesDescriptor,
  a: readonly LineDraft[],
  b: readonly LineDraft[],
): boolean {
  return JSON.stringify(linesBody(child, lines, a)) === JSON.stringify(linesBody(child, lines, b));
}
