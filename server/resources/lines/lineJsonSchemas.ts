import Ajv, { type ValidateFunction } from 'ajv';
import addFormats from 'ajv-formats';
import type { EntityDescriptor, LinesDescriptor } from '../../../schemas/core/entityDescriptorSchema';
import {
  ENTITY_SCHEMA_AJV_OPTIONS,
  entityJsonSchema,
  type JsonSchema,
} from '../../../schemas/core/entityJsonSchema';

/** Lines a request may carry at all, before the descriptor's own maxItems: a guard on the body's size. */
export const LINES_HARD_LIMIT = 5000;

const ajv = addFormats(
  new Ajv({ allErrors: true, coerceTypes: false, strict: false, ...ENTITY_SCHEMA_AJV_OPTIONS }),
);

/**
 * The JSON Schema of one line as a client sends it: the child's writable fields less
 * the back reference and the order (the server sets both), plus `id` for a line that
 * exists. A new line must give the child's required fields; an existing one is partial.
 */
export function lineJsonSchema(child: EntityDescriptor, lines: LinesDescriptor, mode: 'create' | 'update') {
  const base = entityJsonSchema(child, mode === 'create' ? 'create' : 'update');
  const properties = { ...(base.properties as Record<string, JsonSchema>) };
  delete properties[lines.field];
  delete properties[lines.order];
  delete properties.version;
  const required = (base.required as string[]).filter(
    (name) => name !== lines.field && name !== lines.order && name !== 'version',
  );
  if (mode === 'update') properties.id = { type: 'integer', minimum: 1, maximum: 2147483647 };
  return { type: 'object', additionalProperties: false, required, properties };
}

/** The body of a document's POST or PUT: the parent's own body plus its lines (each checked by lineValidators). */
export function documentJsonSchema(parent: EntityDescriptor, mode: 'create' | 'update'): JsonSchema {
  const base = entityJsonSchema(parent, mode);
  return {
    ...base,
    properties: {
      ...(base.properties as Record<string, JsonSchema>),
      lines: { type: 'array', maxItems: LINES_HARD_LIMIT, items: { type: 'object' } },
    },
  };
}

/** Compiled validators of a child's new and existing lines. */
export function lineValidators(
  child: EntityDescriptor,
  lines: LinesDescriptor,
): { create: ValidateFunction; update: ValidateFunction } {
  return {
    create: ajv.compile(lineJsonSchema(child, lines, 'create')),
    update: ajv.compile(lineJsonSchema(child, lines, 'update')),
  };
}
