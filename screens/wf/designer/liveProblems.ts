import type { FlowDefinition } from '../../../schemas/wf/flowDefinition';
import { flowProblems } from '../../../schemas/wf/flowProblems';
import type { FormDefinition } from '../../../schemas/wf/formDefinition';
import { formDefinitionProblems } from '../../../schemas/wf/form/formDefinitionProblems';

type Translate = (key: string, values?: Record<string, string | number>) => string;

/**
 * What the server's save would refuse that the browser can already tell, in the same shape as a
 * 422 (`errors` by path): the form's own rules under `form`, the flow's by path. Shown as the
 * administrator works, so most refusals never need a round trip.
 * @example liveProblems(form, flow, t, 'en') // { 'flow.steps.0.stage.n': ['Say how many must approve.'] }
 */
export function liveProblems(
  form: FormDefinition,
  flow: FlowDefinition,
  t: Translate,
  lang: string,
): Record<string, string[]> {
  const errors: Record<string, string[]> = {};
  const formProblems = formDefinitionProblems(form, lang);
  if (formProblems.length > 0) errors.form = formProblems;
  for (const p of flowProblems(flow, form))
    errors[p.path] = [...(errors[p.path] ?? []), t(`designer.problems.${p.code}`, p.params ?? {})];
  return errors;
}

/** Two sets of errors by path as one, each message once. */
export function mergeErrors(
  a: Readonly<Record<string, string[]>>,
  b: Readonly<Record<string, string[]>>,
): Record<string, string[]> {
  const out: Record<string, string[]> = { ...a };
  for (const [path, messages] of Object.entries(b))
    out[path] = [...new Set([...(out[path] ?? []), ...messages])];
  return out;
}
