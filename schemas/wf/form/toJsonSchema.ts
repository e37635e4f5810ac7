import type { FormDefinition, FormField, TableColumn } from '../formDefinition';
import { applyFormLogic, DEFAULT_SCALE } from './applyFormLogic';
import { type FormLanguage, localise } from './localise';

/** A JSON Schema object (draft-07 subset): plain data for ajv and @rjsf. */
export type FormJsonSchema = Record<string, unknown>;

/** Limits the designer may leave out. */
export const FORM_LIMITS = {
  textMaxLength: 255,
  textareaMaxLength: 10000,
  /** Money and numbers: 15 digits before the point, as the database's numeric columns hold. */
  numberLimit: 1e15,
  moneyDigits: 15,
  filesMaxItems: 10,
  tableMaxRows: 200,
  idMax: 2147483647,
} as const;

export const TIME_PATTERN = '^([01][0-9]|2[0-3]):[0-5][0-9]$';

/** The pattern of a money value with `scale` decimal places at most: `"1234.5"`, `"-3"`. */
export function moneyPattern(scale: number): string {
  const fraction = scale > 0 ? `(\\.[0-9]{1,${scale}})?` : '';
  return `^-?[0-9]{1,${FORM_LIMITS.moneyDigits}}${fraction}$`;
}

type Cell = FormField | TableColumn;

/** The values a choice may take; none while the designer has given no choices (a save refuses that). */
function choices(field: Cell): FormJsonSchema {
  const options = field.options ?? [];
  return options.length > 0 ? { enum: options.map((o) => o.value) } : {};
}

function defaultOf(field: Cell): FormJsonSchema {
  const d = field.default;
  if (d === undefined) return {};
  switch (field.type) {
    case 'text':
    case 'textarea':
    case 'date':
    case 'time':
      return typeof d === 'string' ? { default: d } : {};
    case 'select':
      return typeof d === 'string' && field.options?.some((o) => o.value === d) ? { default: d } : {};
    case 'number':
      return typeof d === 'number' ? { default: d } : {};
    case 'money':
      return typeof d === 'number' || typeof d === 'string' ? { default: String(d) } : {};
    case 'checkbox':
      return typeof d === 'boolean' ? { default: d } : {};
    default:
      return {};
  }
}

/** The schema of one value (a field, or a table's cell). */
function valueSchema(field: Cell, lang: FormLanguage): FormJsonSchema {
  const base: FormJsonSchema = { title: localise(field.label, lang), ...defaultOf(field) };
  switch (field.type) {
    case 'text':
    case 'textarea': {
      const max = field.type === 'text' ? FORM_LIMITS.textMaxLength : FORM_LIMITS.textareaMaxLength;
      return {
        ...base,
        type: 'string',
        maxLength: field.maxLength ?? max,
        ...(field.required ? { minLength: 1 } : {}),
      };
    }
    case 'number':
      return {
        ...base,
        type: 'number',
        minimum: field.minimum ?? -FORM_LIMITS.numberLimit,
        maximum: field.maximum ?? FORM_LIMITS.numberLimit,
      };
    case 'money':
      // A decimal string: its limits are checked as decimals (checkFormValues), not as floats.
      return { ...base, type: 'string', pattern: moneyPattern(field.scale ?? DEFAULT_SCALE) };
    case 'date':
      return { ...base, type: 'string', format: 'date' };
    case 'time':
      return { ...base, type: 'string', pattern: TIME_PATTERN };
    case 'select':
      return { ...base, type: 'string', ...choices(field) };
    case 'checkbox':
      return { ...base, type: 'boolean' };
    default:
      return base;
  }
}

function fieldSchema(field: FormField, lang: FormLanguage): FormJsonSchema {
  const title = localise(field.label, lang);
  switch (field.type) {
    case 'dateRange': {
      // Both ends or neither; the end not before the start is checked by checkFormValues.
      const date = { type: 'string', format: 'date' };
      return {
        title,
        type: 'object',
        properties: { start: date, end: date },
        required: ['start', 'end'],
      };
    }
    case 'multiSelect':
      return {
        title,
        type: 'array',
        items: { type: 'string', ...choices(field) },
        uniqueItems: true,
        ...(field.required ? { minItems: 1 } : {}),
      };
    case 'user':
    case 'department':
      return { title, type: 'integer', minimum: 1, maximum: FORM_LIMITS.idMax };
    case 'file':
      return {
        title,
        type: 'array',
        items: { type: 'integer', minimum: 1, maximum: FORM_LIMITS.idMax },
        uniqueItems: true,
        maxItems: field.maxItems ?? FORM_LIMITS.filesMaxItems,
        ...(field.required ? { minItems: 1 } : {}),
      };
    case 'table': {
      const columns = field.columns ?? [];
      const minItems = field.minRows ?? (field.required ? 1 : 0);
      return {
        title,
        type: 'array',
        items: {
          type: 'object',
          properties: Object.fromEntries(columns.map((c) => [c.key, valueSchema(c, lang)])),
          required: columns.filter((c) => c.required && c.type !== 'checkbox').map((c) => c.key),
        },
        ...(minItems > 0 ? { minItems } : {}),
        maxItems: field.maxRows ?? FORM_LIMITS.tableMaxRows,
      };
    }
    case 'computed':
      // Whatever the client sends, the server works the formula out again.
      return { title, type: 'string', readOnly: true };
    default:
      return valueSchema(field, lang);
  }
}

/** Whether the user must give a value for a field (a required checkbox must be ticked: checkFormValues). */
export function isRequiredField(field: FormField): boolean {
  return Boolean(field.required) && !['checkbox', 'computed', 'heading'].includes(field.type);
}

/**
 * A form definition as JSON Schema, titles in `lang` (falling back to tw; help texts are in the
 * uiSchema, toUiSchema), for the fields that
 * show with `values`: a field hidden by its `showWhen` is left out, so it is neither rendered nor
 * required. The browser rebuilds it as values change; the server builds it from what was sent.
 * Extra keys are not refused here (a hidden field's value lingers in the browser): the server
 * keeps only the form's own keys (checkFormValues).
 *
 * @example toJsonSchema(form, 'en', { amount: '150000' })
 */
export function toJsonSchema(
  form: FormDefinition,
  lang: FormLanguage = 'tw',
  values: Readonly<Record<string, unknown>> = {},
): FormJsonSchema {
  const { hidden } = applyFormLogic(form, values);
  const properties: Record<string, FormJsonSchema> = {};
  const required: string[] = [];
  for (const field of form.fields) {
    // A heading holds no value: the uiSchema's layout makes it the title of the fields after it.
    if (hidden.has(field.key) || field.type === 'heading') continue;
    properties[field.key] = fieldSchema(field, lang);
    if (isRequiredField(field)) required.push(field.key);
  }
  return { type: 'object', properties, required };
}
