import type { FieldDescriptor } from '../entityDescriptorSchema';
import { fieldValueSchema, type JsonSchema } from '../entityJsonSchema';
import type { SettingsDescriptor, SettingsField } from './settingsDescriptorSchema';

/** The entity field descriptor a settings field is validated as (its limits, options and type). */
function asEntityField(field: SettingsField): FieldDescriptor {
  const { default: _default, hint: _hint, widget: _widget, nullable: _nullable, ...rest } = field;
  return rest as FieldDescriptor;
}

/** The JSON Schema of one settings field's value: null only where the field says `nullable`. */
export function settingsFieldSchema(field: SettingsField): JsonSchema {
  const schema = fieldValueSchema(asEntityField(field));
  if (!field.nullable) return schema;
  const type = schema.type;
  return { ...schema, type: Array.isArray(type) ? [...type, 'null'] : [type, 'null'] };
}

/**
 * The JSON Schema a save (`PUT`) body must satisfy: any subset of the fields (a partial
 * save keeps the others), no unknown field, and the `version` the client read (0: never
 * saved; left out by scripts, which then skip the stale check).
 *
 * @example settingsJsonSchema(securityDescriptor) // → ajv on the server, the same limits on the web
 */
export function settingsJsonSchema(d: SettingsDescriptor): JsonSchema {
  const properties: Record<string, JsonSchema> = {};
  for (const [name, field] of Object.entries(d.fields)) properties[name] = settingsFieldSchema(field);
  properties.version = { type: 'integer', minimum: 0 };
  return { type: 'object', additionalProperties: false, properties };
}

/** The document before anyone saved it: every field's default. */
export function settingsDefaults(d: SettingsDescriptor): Record<string, unknown> {
  return Object.fromEntries(Object.entries(d.fields).map(([name, field]) => [name, field.default]));
}
