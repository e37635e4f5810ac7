import type { FastifySchemaValidationError } from 'fastify/types/schema';
import { type Language, translate } from './translate';

/** The field an ajv error is about, as Laravel names it (`email`, `items.0.name`, or `body`). */
function fieldOf(error: FastifySchemaValidationError): string {
  const base = error.instancePath.replace(/^\//, '').replace(/\//g, '.');
  const params = error.params as Record<string, unknown>;
  const extra =
    (typeof params.missingProperty === 'string' && params.missingProperty) ||
    (typeof params.additionalProperty === 'string' && params.additionalProperty) ||
    '';
  return [base, extra].filter(Boolean).join('.') || 'body';
}

/** Turns ajv errors into a translated Laravel-style `errors` object, first message per field first. */
export function toLaravelErrors(
  errors: readonly FastifySchemaValidationError[],
  lang: Language,
  /** Names a field in messages when the caller knows better (a line's field by its title). */
  attributeOf?: (field: string) => string | undefined,
): Record<string, string[]> {
  const out: Record<string, string[]> = {};
  for (const error of errors) {
    const field = fieldOf(error);
    const params = error.params as Record<string, unknown>;
    const attributeKey = `validation:attributes.${field}`;
    const attributeText = translate(lang, attributeKey);
    const attribute = attributeOf?.(field) ?? (attributeText === attributeKey ? field : attributeText);
    const limit = (params.limit as number | undefined) ?? '';
    const key = `validation:rules.${error.keyword}`;
    // The messages that count characters or items name the limit `count`, so it picks their plural form.
    let message = translate(lang, key, { attribute, limit, count: limit, type: String(params.type ?? '') });
    if (message === key) message = translate(lang, 'validation:rules.invalid', { attribute });
    // Own keys only: a field named `toString` or `__proto__` must not reach Object.prototype's.
    const list = Object.hasOwn(out, field) ? (out[field] as string[]) : [];
    list.push(message);
    Object.defineProperty(out, field, { value: list, enumerable: true, writable: true, configurable: true });
  }
  return out;
}
