import { type SettingRules, settingProblem } from '../../../schemas/core/settings/settingRules';

/**
 * What a settings form edits: text for number fields (so "0." or an empty box can be
 * typed on the way to a number), booleans for switches, text for text fields.
 */
export type SettingsDraft = Record<string, string | boolean>;

/** The stored document as a draft. */
export function toDraft(rules: SettingRules, values: Readonly<Record<string, unknown>>): SettingsDraft {
  const draft: SettingsDraft = {};
  for (const [field, rule] of Object.entries(rules)) {
    const value = values[field];
    draft[field] = rule.type === 'boolean' ? value === true : value === undefined ? '' : String(value);
  }
  return draft;
}

/** The draft as the values to send; a number box left empty becomes null (refused as required). */
export function fromDraft(rules: SettingRules, draft: SettingsDraft): Record<string, unknown> {
  const values: Record<string, unknown> = {};
  for (const [field, rule] of Object.entries(rules)) {
    const value = draft[field];
    if (rule.type === 'integer' || rule.type === 'number') {
      const text = String(value ?? '').trim();
      values[field] = text === '' ? null : Number(text);
    } else if (rule.type === 'boolean') values[field] = value === true;
    else values[field] = typeof value === 'string' ? value.trim() : '';
  }
  return values;
}

export type DraftProblem = NonNullable<ReturnType<typeof settingProblem>>;

/**
 * The problems of a draft by field, by the same rules the server applies
 * (schemas/sc/settings), so a save the server would refuse is not sent.
 * @example draftProblems(SECURITY_SETTING_RULES, { lockMinutes: '0', ... }) // { lockMinutes: { rule: 'minimum', limit: 1 } }
 */
export function draftProblems(rules: SettingRules, draft: SettingsDraft): Record<string, DraftProblem> {
  const values = fromDraft(rules, draft);
  const problems: Record<string, DraftProblem> = {};
  for (const [field, rule] of Object.entries(rules)) {
    const value = values[field];
    const problem = value === null ? { rule: 'required' as const } : settingProblem(rule, value);
    if (problem) problems[field] = problem;
  }
  return problems;
}
