import { evaluateCondition } from '../evaluateCondition';
import type { FormDefinition, FormField } from '../formDefinition';
import { cachedFormula, evaluateFormula } from './evaluateFormula';
import { formulaReferences } from './parseFormula';

/** What the designer's logic makes of values: computed fields worked out, hidden fields gone. */
export interface FormLogicResult {
  /** The values without hidden fields and headings, computed fields set (or absent when empty). */
  values: Record<string, unknown>;
  /** Keys of the fields hidden by their `showWhen`. */
  hidden: Set<string>;
}

/** The default decimal places of a computed field and of money. */
export const DEFAULT_SCALE = 2;

function computeAll(
  fields: readonly FormField[],
  values: Record<string, unknown>,
  hidden: Set<string>,
): void {
  const byKey = new Map(fields.map((f) => [f.key, f]));
  const state = new Map<string, 'busy' | 'done'>();
  const compute = (field: FormField): void => {
    if (state.get(field.key) === 'done') return;
    if (state.get(field.key) === 'busy') {
      // A formula that reads itself through others has no value (formDefinitionProblems refuses it).
      delete values[field.key];
      return;
    }
    state.set(field.key, 'busy');
    const tree = field.formula ? cachedFormula(field.formula) : null;
    let result: string | undefined;
    if (tree) {
      let cyclic = false;
      for (const key of formulaReferences(tree).fields) {
        const other = byKey.get(key);
        if (other?.type === 'computed' && !hidden.has(key)) {
          compute(other);
          if (state.get(key) === 'busy') cyclic = true;
        }
      }
      result = cyclic ? undefined : evaluateFormula(tree, values, field.scale ?? DEFAULT_SCALE);
    }
    if (result === undefined) delete values[field.key];
    else values[field.key] = result;
    state.set(field.key, 'done');
  };
  for (const field of fields) if (field.type === 'computed' && !hidden.has(field.key)) compute(field);
}

/**
 * Works out which fields show and what the computed ones are, the same way in the browser (what to
 * render) and on the server (what to store). A computed field may decide whether another shows
 * (a total over 100,000 asks for a reason) and a hidden field counts as empty in formulas and
 * conditions, so both are settled together until nothing changes.
 *
 * @example applyFormLogic(form, { amount: '150000' }).hidden.has('reason') === false
 */
export function applyFormLogic(
  form: FormDefinition,
  input: Readonly<Record<string, unknown>>,
): FormLogicResult {
  let hidden = new Set<string>();
  let values: Record<string, unknown> = {};
  // Each pass can only follow a chain of conditions one step further; a cycle stops at the cap.
  for (let pass = 0; pass <= form.fields.length; pass += 1) {
    values = {};
    for (const field of form.fields) {
      if (hidden.has(field.key) || field.type === 'heading' || field.type === 'computed') continue;
      if (Object.hasOwn(input, field.key) && input[field.key] !== undefined)
        values[field.key] = input[field.key];
    }
    computeAll(form.fields, values, hidden);
    const next = new Set(
      form.fields.filter((f) => f.showWhen && !evaluateCondition(f.showWhen, values)).map((f) => f.key),
    );
    const settled = next.size === hidden.size && [...next].every((key) => hidden.has(key));
    if (settled || pass === form.fields.length) break;
    hidden = next;
  }
  return { values, hidden };
}
