import {
  DEFAULT_REFERENCES_MAX_ITEMS,
  type EntityDescriptor,
  type FieldDescriptor,
} from './entityDescriptorSchema';
import { DEFAULT_FILES_MAX_ITEMS } from './fileKinds';
import { htmlValueSchema, i18nTextValueSchema } from './richtext/richTextValueSchemas';

/**
 * Options every validator of these schemas must use: decimals are checked with
 * `multipleOf: 0.01`, and without a precision floating point makes 19.99 fail it. The quotient's
 * error grows with the value and the places: at 1e-8 one exchange rate in twelve with six places
 * (67.784957) and half the four-place amounts above 1,000 were refused, so the check allows 1e-4
 * of a last place (a value with more places than the field still fails by far more).
 */
export const ENTITY_SCHEMA_AJV_OPTIONS = { multipleOfPrecision: 4 } as const;

/** A JSON Schema object (draft 7 subset) as produced here; plain data for ajv and @rjsf. */
export type JsonSchema = Record<string, unknown>;

const INT_MIN = -2147483648;
const INT_MAX = 2147483647;

/**
 * The largest magnitude a decimal field of `scale` places holds: fifteen significant digits in
 * all (13 before the point for money). A double holds every decimal of up to fifteen significant
 * digits and prints it back unchanged, so such a value crosses the API as a JSON number exactly
 * (decimalWire.test.ts); the server computes with numeric and decimal.js, never with the double.
 */
export function decimalLimit(scale: number): number {
  return 10 ** (15 - scale) - 10 ** -scale;
}
/** `HH:MM` on a 24-hour clock: the value of a string field with `format: "time"`. */
export const TIME_OF_DAY = '^([01][0-9]|2[0-3]):[0-5][0-9]$';

/** The value schema of one field, before nullability. */
export function fieldValueSchema(field: FieldDescriptor): JsonSchema {
  const base: JsonSchema = { title: field.title };
  switch (field.type) {
    case 'string':
    case 'text': {
      const maxLength = field.maxLength ?? (field.type === 'string' ? 255 : 10000);
      const s: JsonSchema = { ...base, type: 'string', maxLength };
      const minLength = field.minLength ?? (field.required ? 1 : undefined);
      if (minLength !== undefined) s.minLength = minLength;
      if (field.pattern) s.pattern = field.pattern;
      if (field.format === 'email' || field.format === 'uri') s.format = field.format;
      if (field.format === 'phone') s.pattern = field.pattern ?? '^[0-9+()#* .-]{3,40}$';
      if (field.format === 'color') s.pattern = '^#([0-9a-fA-F]{3}|[0-9a-fA-F]{6})$';
      // A time of day on the organisation's clock (a shift's start), `HH:MM` on 24 hours.
      if (field.format === 'time') {
        s.pattern = TIME_OF_DAY;
        s.maxLength = 5;
      }
      return s;
    }
    case 'integer':
      return {
        ...base,
        type: 'integer',
        minimum: field.minimum ?? INT_MIN,
        maximum: field.maximum ?? INT_MAX,
      };
    case 'reference':
      return { ...base, type: 'integer', minimum: 1, maximum: INT_MAX };
    case 'references':
      // Distinct ids; the server checks that each is a live row of the target entity.
      return {
        ...base,
        type: 'array',
        items: { type: 'integer', minimum: 1, maximum: INT_MAX },
        uniqueItems: true,
        maxItems: field.maxItems ?? DEFAULT_REFERENCES_MAX_ITEMS,
        ...(field.required ? { minItems: 1 } : {}),
      };
    case 'files':
      // Ids of uploads (POST {api}/files); the server checks each is the caller's upload or already here.
      return {
        ...base,
        type: 'array',
        items: { type: 'integer', minimum: 1, maximum: INT_MAX },
        uniqueItems: true,
        maxItems: field.maxItems ?? DEFAULT_FILES_MAX_ITEMS,
        ...(field.required ? { minItems: 1 } : {}),
      };
    case 'number':
      return {
        ...base,
        type: 'number',
        ...(field.minimum !== undefined ? { minimum: field.minimum } : {}),
        ...(field.maximum !== undefined ? { maximum: field.maximum } : {}),
      };
    case 'decimal':
      return {
        ...base,
        type: 'number',
        minimum: field.minimum ?? -decimalLimit(field.scale ?? 2),
        maximum: field.maximum ?? decimalLimit(field.scale ?? 2),
        multipleOf: 10 ** -(field.scale ?? 2),
      };
    case 'boolean':
      return { ...base, type: 'boolean' };
    case 'date':
      return { ...base, type: 'string', format: 'date' };
    case 'datetime':
      return { ...base, type: 'string', format: 'date-time' };
    case 'enum':
      return { ...base, type: 'string', enum: field.options ?? [] };
    case 'json':
      return { ...base, type: ['object', 'array'] };
    case 'html':
      return htmlValueSchema(field, base);
    case 'i18nText':
      return i18nTextValueSchema(field, base);
    // Checked on the write path against the form's own rules (server/resources/formFields): an
    // object here, so the 422 speaks of the form's fields rather than of JSON Schema keywords.
    case 'formDefinition':
    case 'formValues':
      return { ...base, type: 'object' };
  }
}

/**
 * The JSON Schema a create (`mode: 'create'`) or an update (`mode: 'update'`)
 * body must satisfy. Read-only fields are not accepted; optional fields accept
 * null (clearing them); an update is partial but must carry `version`.
 *
 * @example entityJsonSchema(descriptor, 'create') // → validate POST bodies, render the form
 */
export function entityJsonSchema(d: EntityDescriptor, mode: 'create' | 'update'): JsonSchema {
  const properties: Record<string, JsonSchema> = {};
  const required: string[] = [];
  for (const [name, field] of Object.entries(d.fields as Record<string, FieldDescriptor>)) {
    if (field.readOnly || field.secret) continue;
    const value = fieldValueSchema(field);
    if (field.required) {
      properties[name] = value;
      if (mode === 'create' && field.default === undefined) required.push(name);
    } else {
      const type = value.type;
      properties[name] = { ...value, type: Array.isArray(type) ? [...type, 'null'] : [type, 'null'] };
      if (value.enum) properties[name] = { ...properties[name], enum: [...(value.enum as unknown[]), null] };
    }
  }
  if (mode === 'update') {
    properties.version = { type: 'integer', minimum: 1 };
    required.push('version');
  }
  return { type: 'object', additionalProperties: false, required, properties };
}
