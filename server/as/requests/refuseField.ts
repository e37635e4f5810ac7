import { ValidationFailed } from '../../http/HttpError';
import { type Language, translate } from '../../http/translate';

/**
 * Refuses a request's field with a translated message (a 422 whose `errors` name the field), as
 * every attendance sign-off kind does at submit: the form shows it under the field.
 * @example refuseField(lang, 'period', 'as:errors.leave.overlap', { number: 'LV-0001' })
 */
export function refuseField(
  lang: Language,
  field: string,
  key: string,
  values: Record<string, string | number> = {},
): never {
  throw new ValidationFailed(translate(lang, 'validation:failed'), {
    [field]: [translate(lang, key, values)],
  });
}
