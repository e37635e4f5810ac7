import type { SettingsDescriptor } from './settingsDescriptorSchema';

/**
 * The limits of one plain field of a settings document, as the web checks them before
 * saving (settingRulesOf derives them from the descriptor, whose JSON Schema the server
 * checks, so the two cannot disagree on a limit).
 */
export type SettingRule =
  | { type: 'boolean' }
  | { type: 'integer' | 'number'; minimum: number; maximum: number }
  | { type: 'string'; minLength: number; maxLength: number; enum?: readonly string[] };

export type SettingRules = Readonly<Record<string, SettingRule>>;

/** The value type a rule describes. */
export type SettingValue<R extends SettingRule> = R extends { type: 'boolean' }
  ? boolean
  : R extends { type: 'integer' | 'number' }
    ? number
    : R extends { enum: readonly (infer E)[] }
      ? E
      : string;

/** The document a set of rules describes: one value per field. */
export type SettingsOf<Rules extends SettingRules> = { -readonly [K in keyof Rules]: SettingValue<Rules[K]> };

/**
 * What is wrong with one value, named like the server's validation rules
 * (`entity:settingsDocument.rules.{rule}` on both sides);
 * null when the value is fine. `limit` is the bound that was crossed.
 * @example settingProblem({ type: 'integer', minimum: 1, maximum: 12 }, 13) // { rule: 'maximum', limit: 12 }
 */
export function settingProblem(
  rule: SettingRule,
  value: unknown,
): {
  rule: 'type' | 'integer' | 'minimum' | 'maximum' | 'required' | 'maxLength' | 'enum';
  limit?: number;
} | null {
  switch (rule.type) {
    case 'boolean':
      return typeof value === 'boolean' ? null : { rule: 'type' };
    case 'integer':
    case 'number': {
      if (typeof value !== 'number' || !Number.isFinite(value)) return { rule: 'type' };
      if (rule.type === 'integer' && !Number.isInteger(value)) return { rule: 'integer' };
      if (value < rule.minimum) return { rule: 'minimum', limit: rule.minimum };
      if (value > rule.maximum) return { rule: 'maximum', limit: rule.maximum };
      return null;
    }
    case 'string': {
      if (typeof value !== 'string') return { rule: 'type' };
      if (value.trim().length < rule.minLength) return { rule: 'required', limit: rule.minLength };
      if (value.length > rule.maxLength) return { rule: 'maxLength', limit: rule.maxLength };
      if (rule.enum && !rule.enum.includes(value)) return { rule: 'enum' };
      return null;
    }
  }
}

/**
 * The web's pre-save rules of a settings descriptor's plain fields (the same limits its JSON
 * Schema gives the server). `json` fields have none here: the server's rules check them.
 * @example settingRulesOf(security).lockMinutes // { type: 'integer', minimum: 1, maximum: 1440 }
 */
export function settingRulesOf(d: SettingsDescriptor): SettingRules {
  const rules: Record<string, SettingRule> = {};
  for (const [name, field] of Object.entries(d.fields)) {
    if (field.type === 'boolean') rules[name] = { type: 'boolean' };
    else if (field.type === 'integer' || field.type === 'number')
      rules[name] = {
        type: field.type,
        minimum: field.minimum ?? Number.NEGATIVE_INFINITY,
        maximum: field.maximum ?? Number.POSITIVE_INFINITY,
      };
    else if (field.type === 'string' || field.type === 'text' || field.type === 'enum')
      rules[name] = {
        type: 'string',
        minLength: field.minLength ?? (field.required ? 1 : 0),
        maxLength: field.maxLength ?? (field.type === 'text' ? 10000 : 255),
        ...(field.options ? { enum: field.options } : {}),
      };
  }
  return rules;
}
