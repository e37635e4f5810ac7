import { type SettingRules, type SettingsOf, settingProblem } from '../../schemas/core/settings/settingRules';
import { type Language, translate } from '../http/translate';

export interface CheckedSettingsBody<Rules extends SettingRules> {
  changes: Partial<SettingsOf<Rules>>;
  /** The version the client read, when it sent one. */
  version: number | undefined;
  /** Laravel-style field errors, translated; empty when the body is fine. */
  errors: Record<string, string[]>;
}

/**
 * Checks a PUT body of a settings document against the same rules the web checks
 * (schemas/sc/settings), with messages that name each field as the screen labels it:
 * `{{attribute}}` is `sc:{section}.fields.{field}`. Every field is optional (a
 * partial update); `version` is the optimistic-concurrency token.
 * @example checkSettingsBody(SECURITY_SETTING_RULES, body, 'en', 'security')
 */
export function checkSettingsBody<Rules extends SettingRules>(
  rules: Rules,
  body: Record<string, unknown>,
  lang: Language,
  section: string,
): CheckedSettingsBody<Rules> {
  const errors: Record<string, string[]> = {};
  const changes: Record<string, unknown> = {};
  const attribute = (field: string) => translate(lang, `sc:${section}.fields.${field}`);
  let version: number | undefined;
  for (const [field, value] of Object.entries(body)) {
    if (field === 'version') {
      if (typeof value === 'number' && Number.isInteger(value) && value >= 0) version = value;
      else errors.version = [translate(lang, 'sc:settings.rules.version')];
      continue;
    }
    const rule = Object.hasOwn(rules, field) ? rules[field] : undefined;
    if (!rule) {
      errors[field] = [translate(lang, 'sc:settings.rules.unknown', { attribute: field })];
      continue;
    }
    const problem = settingProblem(rule, value);
    if (problem) {
      errors[field] = [
        translate(lang, `sc:settings.rules.${problem.rule}`, {
          attribute: attribute(field),
          limit: problem.limit ?? '',
          // maxLength counts characters: its limit is `count`, which picks the plural form.
          count: problem.limit ?? '',
        }),
      ];
      continue;
    }
    changes[field] = typeof value === 'string' ? value.trim() : value;
  }
  return { changes: changes as Partial<SettingsOf<Rules>>, version, errors };
}
