import { ValidationFailed } from '../../http/HttpError';
import { type Language, translate } from '../../http/translate';
import type { OwnerListProblem } from './ownerList';

/** The 422 for an owner list the administrator typed, on `field`. */
export function ownerListError(field: string, problem: OwnerListProblem, lang: Language): ValidationFailed {
  const message =
    problem.kind === 'empty'
      ? translate(lang, 'sc:notifyRules.errors.ownersEmpty')
      : translate(
          lang,
          `sc:notifyRules.errors.owners${problem.kind === 'malformed' ? 'Malformed' : 'Unknown'}`,
          {
            value: problem.token.slice(0, 20),
          },
        );
  return new ValidationFailed(translate(lang, 'validation:failed'), { [field]: [message] });
}
