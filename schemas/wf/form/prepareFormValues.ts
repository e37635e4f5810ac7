import type { FormDefinition } from '../formDefinition';
import { checkFormValues } from './checkFormValues';
import { formTranslator } from './formMessages';
import { formProblemErrors } from './formProblem';
import { formLanguage } from './localise';

/**
 * The server's check of an application's values before it stores them (submit, save a draft):
 * checkFormValues (hidden fields dropped, computed fields worked out again, money as decimal
 * strings with the field's scale, user and department ids whole numbers; the engine checks they
 * exist), its problems as Laravel's 422 `errors` in the caller's language, keyed by field
 * (`amount`) or table cell (`items.0.price`).
 *
 * @example
 * const { values, errors } = prepareFormValues(version.form, body.values, request.lang);
 * if (Object.keys(errors).length > 0) throw new HttpError(422, ..., errors);
 */
export function prepareFormValues(
  form: FormDefinition,
  values: unknown,
  lang?: string,
): { values: Record<string, unknown>; errors: Record<string, string[]> } {
  const language = formLanguage(lang);
  const checked = checkFormValues(form, values);
  return {
    values: checked.values,
    errors: formProblemErrors(checked.problems, language, formTranslator(language)),
  };
}
