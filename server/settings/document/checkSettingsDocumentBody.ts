import Ajv, { type ErrorObject } from 'ajv';
import addFormats from 'ajv-formats';
import type { SettingsDescriptor } from '../../../schemas/core/settings/settingsDescriptorSchema';
import { settingsJsonSchema } from '../../../schemas/core/settings/settingsJsonSchema';
import { ENTITY_SCHEMA_AJV_OPTIONS } from '../../../schemas/core/entityJsonSchema';
import { type Language, translate } from '../../http/translate';

export interface CheckedSettingsBody {
  /** The valid fields of the body, strings trimmed. */
  changes: Record<string, unknown>;
  /** The version the client read, when it sent one. */
  version: number | undefined;
  /** Laravel-style field errors in the caller's language; empty when the body is fine. */
  errors: Record<string, string[]>;
}

// Dates are checked (a report's period reaches SQL as a date); other formats have their own patterns.
const ajv = addFormats(new Ajv({ allErrors: true, strict: false, ...ENTITY_SCHEMA_AJV_OPTIONS }), ['date']);
const compiled = new WeakMap<SettingsDescriptor, ReturnType<typeof ajv.compile>>();

function validatorOf(d: SettingsDescriptor) {
  let validate = compiled.get(d);
  if (!validate) {
    validate = ajv.compile(settingsJsonSchema(d));
    compiled.set(d, validate);
  }
  return validate;
}

/** The message key and values for one ajv error on a field (the first one wins). */
function ruleOf(e: ErrorObject, value: unknown): { rule: string; limit?: number } {
  const params = e.params as Record<string, unknown>;
  switch (e.keyword) {
    case 'type':
      // A fraction where a whole number is due is its own message: "must be a whole number".
      return params.type === 'integer' && typeof value === 'number' ? { rule: 'integer' } : { rule: 'type' };
    case 'minimum':
    case 'maximum':
      return { rule: e.keyword, limit: params.limit as number };
    case 'minLength':
      return { rule: 'required' };
    case 'maxLength':
      return { rule: 'maxLength', limit: params.limit as number };
    case 'enum':
      return { rule: 'enum' };
    default:
      return { rule: 'invalid' };
  }
}

/**
 * Checks a save body against the JSON Schema the descriptor's fields make
 * (settingsJsonSchema), with one message per field that names it as the form labels it.
 * Strings are trimmed first, so "  " is an empty name. `version` is the stale-save token.
 * @example checkSettingsDocumentBody(securityDescriptor, { lockMinutes: 0 }, 'en')
 *   // errors: { lockMinutes: ['Lock duration (minutes) must be at least 1.'] }
 */
export function checkSettingsDocumentBody(
  d: SettingsDescriptor,
  body: Record<string, unknown>,
  lang: Language,
): CheckedSettingsBody {
  const trimmed = Object.fromEntries(
    Object.entries(body).map(([field, value]) => [field, typeof value === 'string' ? value.trim() : value]),
  );
  const validate = validatorOf(d);
  const errors: Record<string, string[]> = {};
  const say = (field: string, key: string, values: Record<string, string | number> = {}) => {
    errors[field] ??= [translate(lang, `entity:settingsDocument.rules.${key}`, values)];
  };
  if (!validate(trimmed)) {
    for (const e of validate.errors ?? []) {
      const params = e.params as Record<string, unknown>;
      if (e.keyword === 'additionalProperties') {
        const field = String(params.additionalProperty);
        say(field, 'unknown', { attribute: field });
        continue;
      }
      const field = e.instancePath.split('/')[1] ?? '';
      if (field === 'version') {
        say('version', 'version');
        continue;
      }
      const title = d.fields[field]?.title;
      const { rule, limit } = ruleOf(e, trimmed[field]);
      // maxLength counts characters: its limit is `count`, which picks the plural form.
      say(field, rule, {
        attribute: title ? translate(lang, title) : field,
        limit: limit ?? '',
        count: limit ?? '',
      });
    }
  }
  const changes: Record<string, unknown> = {};
  for (const [field, value] of Object.entries(trimmed))
    if (field !== 'version' && Object.hasOwn(d.fields, field) && !errors[field]) changes[field] = value;
  const version = errors.version ? undefined : (trimmed.version as number | undefined);
  return { changes, version, errors };
}
