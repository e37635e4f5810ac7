import type { FormDefinition } from '../../../schemas/wf/formDefinition';
import { formDefinitionProblems } from '../../../schemas/wf/form/formDefinitionProblems';
import { formLanguage, localise } from '../../../schemas/wf/form/localise';
import { type Language, translate } from '../../http/translate';
import { formShapeErrors } from '../../wf/templates/checkDefinitionShape';

/** Field types a form of a record may not have: its files would belong to no record's uploads. */
const NOT_IN_RECORD_FORMS = new Set(['file']);

/**
 * What is wrong with a `formDefinition` field's value, in words in `lang`, as one list (the 422
 * of the field): its shape against FormDefinitionSchema (each message naming the form field it
 * is about, "Field “Amount”: …"), then the form's own rules (formDefinitionProblems, as the
 * sign-off designer's save checks them), and no file fields (a record's form keeps no uploads;
 * its files are the record's own). Empty when the form can be saved.
 * @example formDefinitionErrors({ fields: [{ key: 'a', type: 'select', label: { tw: '甲' } }] }, 'en')
 *   // ['甲 needs choices.']
 */
export function formDefinitionErrors(value: unknown, lang: Language): string[] {
  const shape = formShapeErrors(value, lang);
  if (Object.keys(shape).length > 0) {
    const fields = (value as { fields?: unknown } | null)?.fields;
    return Object.entries(shape).flatMap(([path, messages]) => {
      const index = /^form\.fields\.(\d+)(\.|$)/.exec(path)?.[1];
      if (index === undefined) return messages;
      const field = Array.isArray(fields)
        ? (fields[Number(index)] as Record<string, unknown> | undefined)
        : undefined;
      const labels = field?.label as Record<string, unknown> | undefined;
      const own = typeof labels?.[lang] === 'string' ? labels[lang] : labels?.tw;
      const label =
        (typeof own === 'string' && own.trim() !== '' ? own : '') ||
        (typeof field?.key === 'string' ? field.key : String(Number(index) + 1));
      const where = translate(lang, 'wf:designer.issues.field', { label });
      return messages.map((message) => `${where}: ${message}`);
    });
  }
  const form = value as FormDefinition;
  const problems = formDefinitionProblems(form, lang);
  for (const field of form.fields)
    if (NOT_IN_RECORD_FORMS.has(field.type))
      problems.push(
        translate(lang, 'resources:errors.formFileField', {
          label: localise(field.label, formLanguage(lang)) || field.key,
        }),
      );
  return problems;
}
