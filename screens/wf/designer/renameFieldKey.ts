import type { Comparison, Condition } from '../../../schemas/wf/condition';
import type { FlowDefinition, FlowStep, Stage } from '../../../schemas/wf/flowDefinition';
import type { FormDefinition, FormField } from '../../../schemas/wf/formDefinition';

const NAME = /(\.?)([A-Za-z_][A-Za-z0-9_]*)(\s*\()?/g;

/**
 * A formula with one name replaced: a field key (`amount`, or the table of `items.qty`), or with
 * `table`, one of that table's columns (`items.qty` → `items.quantity`). Function calls (`sum(`)
 * are left alone.
 * @example renameInFormula('sum(items.qty) + fee', 'fee', 'charge') === 'sum(items.qty) + charge'
 */
export function renameInFormula(formula: string, from: string, to: string, table?: string): string {
  let previous = '';
  return formula.replace(NAME, (whole, dot: string, name: string, call: string | undefined) => {
    const before = previous;
    previous = name;
    if (call) return whole;
    if (table === undefined) return dot === '' && name === from ? `${to}` : whole;
    return dot === '.' && before === table && name === from ? `.${to}` : whole;
  });
}

function renameInCondition(
  condition: Condition | undefined,
  from: string,
  to: string,
): Condition | undefined {
  if (!condition) return condition;
  const rename = (list: Comparison[]) => list.map((c) => (c.field === from ? { ...c, field: to } : c));
  return 'all' in condition ? { all: rename(condition.all) } : { any: rename(condition.any) };
}

function renameInStage(stage: Stage, from: string, to: string): Stage {
  if (!stage.condition) return stage;
  return { ...stage, condition: renameInCondition(stage.condition, from, to)! };
}

function renameInStep(step: FlowStep, from: string, to: string): FlowStep {
  if ('stage' in step) return { stage: renameInStage(step.stage, from, to) };
  return { parallel: step.parallel.map((branch) => branch.map((s) => renameInStage(s, from, to))) };
}

/**
 * A form and flow with a field's key changed everywhere it is named: other fields' show-when
 * conditions, formulas, the title field and the stages' conditions. So renaming a field while
 * designing never leaves a dangling condition behind.
 * @example renameFieldKey(form, flow, 'amount', 'total')
 */
export function renameFieldKey(
  form: FormDefinition,
  flow: FlowDefinition,
  from: string,
  to: string,
): { form: FormDefinition; flow: FlowDefinition } {
  if (from === to) return { form, flow };
  const fields = form.fields.map((field): FormField => {
    const next: FormField = { ...field };
    if (field.key === from) next.key = to;
    if (field.showWhen) next.showWhen = renameInCondition(field.showWhen, from, to);
    if (field.formula) next.formula = renameInFormula(field.formula, from, to);
    return next;
  });
  const renamed: FormDefinition = { ...form, fields };
  if (form.titleField === from) renamed.titleField = to;
  return { form: renamed, flow: { steps: flow.steps.map((step) => renameInStep(step, from, to)) } };
}

/** A form with one table column's key changed in every formula that reads it (`items.qty`). */
export function renameColumnKey(
  form: FormDefinition,
  table: string,
  from: string,
  to: string,
): FormDefinition {
  if (from === to) return form;
  return {
    ...form,
    fields: form.fields.map((field) =>
      field.formula ? { ...field, formula: renameInFormula(field.formula, from, to, table) } : field,
    ),
  };
}
