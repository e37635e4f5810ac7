import type { Kysely } from 'kysely';
import type { FlowDefinition } from '../../../schemas/wf/flowDefinition';
import { type FlowProblem, flowProblems } from '../../../schemas/wf/flowProblems';
import type { FormDefinition } from '../../../schemas/wf/formDefinition';
import { formDefinitionProblems } from '../../../schemas/wf/form/formDefinitionProblems';
import type { Database } from '../../db/DatabaseSchema';
import { ValidationFailed } from '../../http/HttpError';
import { type Language, translate } from '../../http/translate';
import { checkDefinitionShape } from './checkDefinitionShape';
import { flowReferenceErrors } from './flowReferenceErrors';

function problemErrors(problems: readonly FlowProblem[], lang: Language): Record<string, string[]> {
  const errors: Record<string, string[]> = {};
  for (const p of problems) {
    const message = translate(lang, `wf:designer.problems.${p.code}`, p.params ?? {});
    errors[p.path] = [...(errors[p.path] ?? []), message];
  }
  return errors;
}

/**
 * Everything a template definition must pass before it is saved, in order (each step assumes the
 * one before held): the JSON Schemas of form and flow; the form's and the flow's own rules
 * (formDefinitionProblems, under the key `form`; flowProblems, by path); then, in the database, that every user, department,
 * job position and group the flow names exists. Throws one 422 with the errors keyed by path.
 * @example const { form, flow } = await checkDefinition(db, body.form, body.flow, 'en')
 */
export async function checkDefinition(
  db: Kysely<Database>,
  form: unknown,
  flow: unknown,
  lang: Language,
): Promise<{ form: FormDefinition; flow: FlowDefinition }> {
  const fail = (errors: Record<string, string[]>) => {
    throw new ValidationFailed(translate(lang, 'validation:failed'), errors);
  };
  const shape = checkDefinitionShape(form, flow, lang);
  if (Object.keys(shape).length > 0) fail(shape);
  const checked = { form: form as FormDefinition, flow: flow as FlowDefinition };
  // The form's own rules speak of fields by their labels, not by path: they are the form's as a whole.
  const formProblems = formDefinitionProblems(checked.form, lang);
  const rules = {
    ...(formProblems.length > 0 ? { form: formProblems } : {}),
    ...problemErrors(flowProblems(checked.flow, checked.form), lang),
  };
  if (Object.keys(rules).length > 0) fail(rules);
  const references = await flowReferenceErrors(db, checked.flow, lang);
  if (Object.keys(references).length > 0) fail(references);
  return checked;
}
