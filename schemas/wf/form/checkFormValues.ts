import Ajv, { type ErrorObject, type ValidateFunction } from 'ajv';
import addFormats from 'ajv-formats';
import { ENTITY_SCHEMA_AJV_OPTIONS } from '../../core/entityJsonSchema';
import type { FormDefinition, FormField, TableColumn } from '../formDefinition';
import { applyFormLogic, DEFAULT_SCALE } from './applyFormLogic';
import { FormDecimal, readDecimal } from './formDecimal';
import type { FormProblem, FormRule } from './formProblem';
import { normaliseFormValues } from './normaliseFormValues';
import { toJsonSchema } from './toJsonSchema';

type Cell = FormField | TableColumn;

const ajv = addFormats(
  new Ajv({ allErrors: true, strict: false, coerceTypes: false, ...ENTITY_SCHEMA_AJV_OPTIONS }),
  ['date'],
);

// Compiling costs far more than validating; a form's schema changes only with what shows.
const compiled = new Map<string, ValidateFunction>();
function validatorOf(schema: Record<string, unknown>): ValidateFunction {
  const key = JSON.stringify(schema);
  let validate = compiled.get(key);
  if (!validate) {
    validate = ajv.compile(schema);
    if (compiled.size >= 100) compiled.delete(compiled.keys().next().value as string);
    compiled.set(key, validate);
  }
  return validate;
}

/** The rule an ajv error on a value of `cell` breaks. */
function ruleOf(cell: Cell, error: ErrorObject): { rule: FormRule; params?: FormProblem['params'] } {
  const params = error.params as Record<string, unknown>;
  const limit = typeof params.limit === 'number' ? params.limit : undefined;
  switch (error.keyword) {
    case 'required':
    case 'minLength':
      return { rule: 'required' };
    case 'maxLength':
      return { rule: 'maxLength', params: { count: limit } };
    case 'minimum':
    case 'maximum':
      return { rule: error.keyword, params: { limit: String(limit) } };
    case 'enum':
      return { rule: 'option' };
    case 'pattern':
      if (cell.type === 'money') return { rule: 'money', params: { scale: cell.scale ?? DEFAULT_SCALE } };
      return { rule: cell.type === 'time' ? 'time' : 'invalid' };
    case 'format':
      return { rule: 'date' };
    case 'type':
      return { rule: cell.type === 'user' || cell.type === 'department' ? 'id' : 'invalid' };
    case 'minItems':
      if (cell.type === 'table') return { rule: 'minRows', params: { count: limit } };
      return { rule: 'required' };
    case 'maxItems':
      if (cell.type === 'table') return { rule: 'maxRows', params: { count: limit } };
      return { rule: cell.type === 'file' ? 'maxFiles' : 'maxItems', params: { count: limit } };
    default:
      return { rule: cell.type === 'user' || cell.type === 'department' ? 'id' : 'invalid' };
  }
}

/** An ajv error as a problem on a field, or on a table's cell (`items.0.price`). */
function problemOf(form: FormDefinition, error: ErrorObject): FormProblem | null {
  const segments = error.instancePath.split('/').slice(1);
  const missing = (error.params as { missingProperty?: unknown }).missingProperty;
  if (error.keyword === 'required' && typeof missing === 'string') segments.push(missing);
  const field = form.fields.find((f) => f.key === segments[0]);
  if (!field) return null;
  if (field.type === 'table' && segments.length >= 2) {
    const row = segments[1];
    const column = field.columns?.find((c) => c.key === segments[2]);
    if (!column) return { path: `${field.key}.${row}`, rule: 'invalid', label: field.label };
    return { path: `${field.key}.${row}.${column.key}`, label: column.label, ...ruleOf(column, error) };
  }
  // A date range's ends, a list's items: the message is about the field as a whole.
  return { path: field.key, label: field.label, ...ruleOf(field, error) };
}

/** Checks JSON Schema cannot make: money bounds as decimals, date order, ticked boxes. Normalises money. */
function checkCell(cell: Cell, value: unknown, path: string, problems: FormProblem[]): unknown {
  if (cell.type === 'checkbox' && cell.required && value !== true) {
    problems.push({ path, rule: 'mustCheck', label: cell.label });
    return value;
  }
  if (cell.type === 'money' && typeof value === 'string') {
    const amount = readDecimal(value);
    if (!amount) return value;
    if (cell.minimum !== undefined && amount.lt(new FormDecimal(cell.minimum)))
      problems.push({ path, rule: 'minimum', label: cell.label, params: { limit: String(cell.minimum) } });
    else if (cell.maximum !== undefined && amount.gt(new FormDecimal(cell.maximum)))
      problems.push({ path, rule: 'maximum', label: cell.label, params: { limit: String(cell.maximum) } });
    const fixed = amount.toFixed(cell.scale ?? DEFAULT_SCALE);
    return /^-0(\.0*)?$/.test(fixed) ? fixed.slice(1) : fixed;
  }
  if (cell.type === 'dateRange' && typeof value === 'object' && value !== null) {
    const { start, end } = value as { start?: unknown; end?: unknown };
    if (typeof start === 'string' && typeof end === 'string' && end < start)
      problems.push({ path, rule: 'rangeOrder', label: cell.label });
  }
  return value;
}

/**
 * An application's values checked against its form, the same way in the browser and on the
 * server: tidied (normaliseFormValues), hidden fields dropped and computed fields worked out
 * (applyFormLogic: whatever the client sent for them is ignored), validated by the form's JSON
 * Schema (toJsonSchema) with ajv, then the checks a schema cannot make. Money comes back as a
 * decimal string with the field's scale (`"1200.50"`).
 *
 * @example checkFormValues(form, { amount: '12.5' }) // { values: { amount: '12.50' }, problems: [] }
 */
export function checkFormValues(
  form: FormDefinition,
  input: unknown,
): { values: Record<string, unknown>; problems: FormProblem[] } {
  const { values } = applyFormLogic(form, normaliseFormValues(form, input));
  const validate = validatorOf(toJsonSchema(form, 'tw', values));
  const problems: FormProblem[] = [];
  if (!validate(values)) {
    for (const error of validate.errors ?? []) {
      const problem = problemOf(form, error);
      if (problem && !problems.some((p) => p.path === problem.path)) problems.push(problem);
    }
  }
  const failed = new Set(problems.map((p) => p.path));
  for (const field of form.fields) {
    if (!Object.hasOwn(values, field.key) || failed.has(field.key)) continue;
    if (field.type === 'table' && Array.isArray(values[field.key])) {
      const rows = values[field.key] as Array<Record<string, unknown>>;
      rows.forEach((row, index) => {
        for (const column of field.columns ?? []) {
          const path = `${field.key}.${index}.${column.key}`;
          if (failed.has(path)) continue;
          const cell = checkCell(column, row[column.key], path, problems);
          if (cell !== undefined) row[column.key] = cell;
        }
      });
      continue;
    }
    values[field.key] = checkCell(field, values[field.key], field.key, problems);
  }
  return { values, problems };
}
