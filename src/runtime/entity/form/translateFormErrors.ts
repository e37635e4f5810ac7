import type { RJSFValidationError } from '@rjsf/utils';
import type { Translate } from '../../../platform/alerts/formatErrorMessages';

/** ajv keywords with a message of ours (entity.json `validation.*`), in every language. */
const KNOWN = new Set([
  'required',
  'minLength',
  'maxLength',
  'minimum',
  'maximum',
  'pattern',
  'format',
  'type',
  'enum',
  'multipleOf',
]);

/**
 * ajv's English messages → the interface language, with the limit they name.
 * @example <Form transformErrors={(errors) => translateFormErrors(errors, t)} />
 */
export function translateFormErrors(errors: RJSFValidationError[], t: Translate): RJSFValidationError[] {
  return errors.map((error) => {
    if (!error.name || !KNOWN.has(error.name)) return error;
    const params = (error.params ?? {}) as Record<string, unknown>;
    const message = t(`entity:validation.${error.name}`, {
      limit: params.limit ?? params.multipleOf ?? '',
      // minLength and maxLength count characters: their limit is `count`, which picks the plural form.
      count: params.limit ?? '',
      format: params.format ?? '',
    });
    return { ...error, message, stack: `${error.property ?? ''} ${message}`.trim() };
  });
}
