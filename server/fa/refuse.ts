import { ValidationFailed } from '../http/HttpError';
import { type Language, translate } from '../http/translate';

/** Throws the 422 of the resource API when `errors` names any field; else does nothing. */
export function refuseIfAny(lang: Language, errors: Record<string, string[]>): void {
  if (Object.keys(errors).length > 0)
    throw new ValidationFailed(translate(lang, 'validation:failed'), errors);
}
