import type { FieldDescriptor } from '../entityDescriptorSchema';
import { DEFAULT_I18N_TEXT_MAX_LENGTH, LABEL_LANGUAGES } from './i18nText';

/** Longest sanitised HTML an `html` field holds when its descriptor gives no maxLength. */
export const DEFAULT_HTML_MAX_LENGTH = 20000;

type JsonSchema = Record<string, unknown>;

/**
 * The value schema of an `html` field: a string, its maxLength counted on the
 * sanitised HTML (the server sanitises before it validates).
 */
export function htmlValueSchema(field: FieldDescriptor, base: JsonSchema): JsonSchema {
  return {
    ...base,
    type: 'string',
    maxLength: field.maxLength ?? DEFAULT_HTML_MAX_LENGTH,
    ...(field.required ? { minLength: 1 } : {}),
  };
}

/**
 * The value schema of an `i18nText` field: an object of the four languages only, each a
 * non-empty string of at most maxLength; `required` asks for at least one language
 * (empty languages are dropped before validation, so `{}` is "no text").
 */
export function i18nTextValueSchema(field: FieldDescriptor, base: JsonSchema): JsonSchema {
  const text = { type: 'string', minLength: 1, maxLength: field.maxLength ?? DEFAULT_I18N_TEXT_MAX_LENGTH };
  return {
    ...base,
    type: 'object',
    additionalProperties: false,
    properties: Object.fromEntries(LABEL_LANGUAGES.map((l) => [l, text])),
    ...(field.required ? { minProperties: 1 } : {}),
  };
}
