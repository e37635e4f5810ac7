import type { LocalisedText } from '../localisedText';
import { type FormLanguage, localise } from './localise';

/** What can be wrong with one value; each has a message `wf:form.errors.{rule}` in every language. */
export type FormRule =
  | 'required'
  | 'invalid'
  | 'maxLength'
  | 'minimum'
  | 'maximum'
  | 'option'
  | 'money'
  | 'date'
  | 'time'
  | 'rangeOrder'
  | 'minRows'
  | 'maxRows'
  | 'maxFiles'
  | 'maxItems'
  | 'mustCheck'
  | 'id';

/** One thing wrong with an application's values, before it is put into words. */
export interface FormProblem {
  /** The field key, or `table.row.column` for a table's cell (Laravel's `items.0.price`). */
  path: string;
  rule: FormRule;
  /** The label of the field or column the message names. */
  label: LocalisedText;
  /** `count` picks a plural form (characters, rows, files); `limit` a bound; `scale` decimal places. */
  params?: { count?: number; limit?: string; scale?: number };
}

/** Looks up `form.errors.x` in the wf messages with `{{name}}` values (i18next's `t` on the web). */
export type FormTranslate = (key: string, values: Record<string, string | number>) => string;

/** A problem in words, in the language `t` speaks, naming the field as the form labels it. */
export function formProblemMessage(problem: FormProblem, lang: FormLanguage, t: FormTranslate): string {
  const values: Record<string, string | number> = { attribute: localise(problem.label, lang) };
  if (problem.params?.count !== undefined) values.count = problem.params.count;
  if (problem.params?.limit !== undefined) values.limit = problem.params.limit;
  if (problem.params?.scale !== undefined) values.scale = problem.params.scale;
  return t(`form.errors.${problem.rule}`, values);
}

/** Problems as Laravel's 422 `errors`: messages per path, the first problem of a path only. */
export function formProblemErrors(
  problems: readonly FormProblem[],
  lang: FormLanguage,
  t: FormTranslate,
): Record<string, string[]> {
  const errors: Record<string, string[]> = {};
  for (const problem of problems) errors[problem.path] ??= [formProblemMessage(problem, lang, t)];
  return errors;
}
