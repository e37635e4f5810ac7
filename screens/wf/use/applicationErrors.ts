import { fieldErrors, serverMessage } from '../../../src/platform/api/fieldErrors';
import type { FormDefinition } from '../../../schemas/wf/formDefinition';

/** A refused save (422) sorted by where its messages show. */
export interface ApplicationErrors {
  /** By form path (`amount`, `items.0.price`): under the form's fields. */
  form: Record<string, string>;
  /** By stage key: under that stage's signer picker. */
  chosen: Record<string, string>;
  /** The rest (a blocked stage, the files): above the form, in words. */
  other: string[];
  /** The answer's message ("The given data was invalid.", or why a stage blocks the submit). */
  message: string | null;
}

/**
 * Sorts a 422 answer: the form's values may come keyed by field (`amount`) or under `values.`
 * (`values.amount`); chosen signers under `chosenApprovers.{stage}`, and a blocked stage
 * (`stages.{stage}`) whose signers the applicant picks (`choosable`) under its picker; anything
 * else is shown as text with the message, so a refusal is never silent.
 */
export function applicationErrors(
  error: unknown,
  form: FormDefinition,
  choosable: ReadonlySet<string> = new Set(),
): ApplicationErrors {
  const result: ApplicationErrors = { form: {}, chosen: {}, other: [], message: serverMessage(error) };
  const keys = new Set(form.fields.map((field) => field.key));
  for (const [path, message] of Object.entries(fieldErrors(error))) {
    const bare = path.startsWith('values.') ? path.slice('values.'.length) : path;
    if (keys.has(bare.split('.')[0] ?? '')) result.form[bare] = message;
    else if (path.startsWith('chosenApprovers.'))
      result.chosen[path.slice('chosenApprovers.'.length)] = message;
    // A stage nobody can sign (`stages.{key}`): under its picker when the applicant chooses its signers.
    else if (path.startsWith('stages.') && choosable.has(path.slice('stages.'.length)))
      result.chosen[path.slice('stages.'.length)] = message;
    else result.other.push(message);
  }
  return result;
}
