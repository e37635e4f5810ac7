import type { SettingsDescriptor } from '../../../schemas/core/settings/settingsDescriptorSchema';
import { type SettingRules, settingProblem } from '../../../schemas/core/settings/settingRules';
import type { SettingsWidgetRegistry } from './SettingsWidget';

/**
 * What a settings form edits: text for number fields (so "0." or an empty box can be typed
 * on the way to a number), booleans for switches, text for text fields, and the value as
 * it is for json fields (their widgets edit lists and objects).
 */
export type SettingsDraft = Record<string, unknown>;

/** A widget that keeps a draft of its own shape and converts it when saving. */
const ownDraft = (widgets: SettingsWidgetRegistry, widget: string | undefined) =>
  widget !== undefined && widgets[widget]?.fromDraft !== undefined;

/** The stored document as a draft. */
export function toDraft(
  d: SettingsDescriptor,
  values: Readonly<Record<string, unknown>>,
  widgets: SettingsWidgetRegistry = {},
): SettingsDraft {
  const draft: SettingsDraft = {};
  for (const [name, field] of Object.entries(d.fields)) {
    const value = values[name];
    if (ownDraft(widgets, field.widget)) draft[name] = value;
    else if (field.type === 'boolean') draft[name] = value === true;
    else if (field.type === 'json') draft[name] = value ?? field.default;
    else draft[name] = value === undefined || value === null ? '' : String(value);
  }
  return draft;
}

/**
 * The draft as the values to send; a number box left empty becomes null (refused as
 * required); a widget that keeps its own draft shape converts it (`fromDraft`).
 */
export function fromDraft(
  d: SettingsDescriptor,
  draft: SettingsDraft,
  widgets: SettingsWidgetRegistry = {},
): Record<string, unknown> {
  const values: Record<string, unknown> = {};
  for (const [name, field] of Object.entries(d.fields)) {
    const value = draft[name];
    const convert = field.widget ? widgets[field.widget]?.fromDraft : undefined;
    if (convert) values[name] = convert(value);
    else if (field.type === 'integer' || field.type === 'number' || field.type === 'decimal') {
      const text = String(value ?? '').trim();
      values[name] = text === '' ? null : Number(text);
    } else if (field.type === 'boolean') values[name] = value === true;
    else if (field.type === 'json') values[name] = value;
    else values[name] = typeof value === 'string' ? value.trim() : '';
  }
  return values;
}

export type DraftProblem = NonNullable<ReturnType<typeof settingProblem>>;

/**
 * The problems of a draft by field, by the same limits the server applies, so a save the
 * server would refuse is not sent.
 * @example draftProblems(d, rules, { lockMinutes: '0', … }) // { lockMinutes: { rule: 'minimum', limit: 1 } }
 */
export function draftProblems(
  d: SettingsDescriptor,
  rules: SettingRules,
  draft: SettingsDraft,
  widgets: SettingsWidgetRegistry = {},
): Record<string, DraftProblem> {
  const values = fromDraft(d, draft);
  const problems: Record<string, DraftProblem> = {};
  for (const [name, rule] of Object.entries(rules)) {
    // A widget with its own draft shape checks it itself; the server has the last word.
    if (ownDraft(widgets, d.fields[name]?.widget)) continue;
    const value = values[name];
    const problem = value === null ? { rule: 'required' as const } : settingProblem(rule, value);
    if (problem) problems[name] = problem;
  }
  return problems;
}
