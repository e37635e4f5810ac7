import type { Comparison, ComparisonOp } from '../../../schemas/wf/condition';
import type { FormField, FormFieldType } from '../../../schemas/wf/formDefinition';

const ORDERED: ComparisonOp[] = ['eq', 'ne', 'gt', 'gte', 'lt', 'lte', 'empty', 'notEmpty'];

/** The comparisons that make sense on a field of each type (the ones a condition may use). */
export const OPS_BY_TYPE: Partial<Record<FormFieldType, readonly ComparisonOp[]>> = {
  text: ['eq', 'ne', 'contains', 'in', 'empty', 'notEmpty'],
  textarea: ['contains', 'empty', 'notEmpty'],
  number: ORDERED,
  money: ORDERED,
  computed: ORDERED,
  date: ORDERED,
  time: ORDERED,
  dateRange: ['empty', 'notEmpty'],
  select: ['eq', 'ne', 'in', 'empty', 'notEmpty'],
  multiSelect: ['contains', 'empty', 'notEmpty'],
  checkbox: ['eq'],
  user: ['eq', 'ne', 'empty', 'notEmpty'],
  department: ['eq', 'ne', 'empty', 'notEmpty'],
};

/** Fields a condition can read (not headings, tables or files: they hold no single value). */
export function comparableFields(fields: readonly FormField[]): FormField[] {
  return fields.filter((f) => OPS_BY_TYPE[f.type] !== undefined);
}

/** A fresh comparison on a field: its first comparison, and a value that type starts with. */
export function newComparison(field: FormField): Comparison {
  const op = OPS_BY_TYPE[field.type]?.[0] ?? 'eq';
  return withOp({ field: field.key, op }, op, field);
}

/** A comparison with another op; the value is kept when it still fits, else dropped or started afresh. */
export function withOp(comparison: Comparison, op: ComparisonOp, field: FormField | undefined): Comparison {
  const next: Comparison = { field: comparison.field, op };
  if (op === 'empty' || op === 'notEmpty') return next;
  const value = comparison.value;
  if (op === 'in') {
    if (Array.isArray(value)) next.value = value;
    else if (value !== undefined && value !== '') next.value = [value];
    else next.value = [];
    return next;
  }
  if (field?.type === 'checkbox') next.value = typeof value === 'boolean' ? value : true;
  else if (value !== undefined && !Array.isArray(value)) next.value = value;
  return next;
}
