import type { FormDefinition } from '../../../schemas/wf/formDefinition';
import type { Executor } from '../../db/Executor';
import type { WfKind } from './WfKind';

/**
 * A template version's form as its kind fills it: the options of the kind's select fields
 * (WfKind.formOptions) from the module's rows, so a leave form offers today's leave types and
 * the server checks an application against the same list. Other fields stay as designed; a
 * kind with nothing to offer for a field leaves the designer's options.
 * @example const form = await kindForm(kinds.get('leave'), version.form, trx, true)
 */
export async function kindForm(
  kind: WfKind | undefined,
  form: FormDefinition,
  db: Executor,
  filling: boolean,
): Promise<FormDefinition> {
  if (!kind?.formOptions) return form;
  const options = await kind.formOptions(db, filling);
  return {
    ...form,
    fields: form.fields.map((field) => {
      const own = options[field.key];
      return own && own.length > 0 && (field.type === 'select' || field.type === 'multiSelect')
        ? { ...field, options: own }
        : field;
    }),
  };
}

/**
 * What a form of this kind lacks (WfKind.formFields): the missing or mistyped fields, for the
 * designer's error. Empty when the kind asks nothing or the form has it all.
 */
export function missingKindFields(
  kind: WfKind | undefined,
  form: FormDefinition,
): { key: string; type: string }[] {
  return (kind?.formFields ?? []).filter(
    (want) => !form.fields.some((f) => f.key === want.key && f.type === want.type),
  );
}
