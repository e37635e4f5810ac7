import type { FormValidation } from '@rjsf/utils';
import type { EntityDescriptor } from '../../../../schemas/core/entityDescriptorSchema';
import type { Translate } from '../../../platform/alerts/formatErrorMessages';
import { fieldsOf } from '../format/fieldLabels';
import type { FormValues } from './formValues';

/**
 * rjsf's customValidate for `json` fields, edited as text: text that is not JSON gets an
 * error under its field (formValues turns valid text back into data).
 * @example <Form customValidate={(data, errors) => validateJsonFields(descriptor, data, errors, t)} />
 */
export function validateJsonFields(
  descriptor: EntityDescriptor,
  data: FormValues | undefined,
  errors: FormValidation<FormValues>,
  t: Translate,
): FormValidation<FormValues> {
  for (const [name, field] of Object.entries(fieldsOf(descriptor))) {
    const text = data?.[name];
    if (field.type !== 'json' || typeof text !== 'string' || text.trim() === '') continue;
    try {
      JSON.parse(text);
    } catch {
      (errors as unknown as Record<string, { addError: (m: string) => void }>)[name]?.addError(
        t('entity:validation.json'),
      );
    }
  }
  return errors;
}
