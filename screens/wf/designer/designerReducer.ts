import type { FlowDefinition, FlowStep, Stage } from '../../../schemas/wf/flowDefinition';
import type { FormDefinition, FormField, FormFieldType } from '../../../schemas/wf/formDefinition';
import type { LocalisedText } from '../../../schemas/wf/localisedText';
import type { TemplateDefinitionView } from '../../../schemas/wf/wfApi';
import { flowStages } from '../../../schemas/wf/flowProblems';
import { renameColumnKey, renameFieldKey } from './renameFieldKey';
import { type StageAt, stageAt, stagePath } from './stageAt';

/**
 * What the form part of the designer edits (FormDesigner; also a `formDefinition` field's widget,
 * FormDefinitionEditor): the form, the flow a renamed field key follows into (a sign-off
 * template's; empty elsewhere), the selected field, whether there are unsaved changes, and the
 * server's last refusal (422 messages by path).
 */
export interface FormDesignState {
  form: FormDefinition;
  flow: FlowDefinition;
  selectedField: number | null;
  dirty: boolean;
  errors: Record<string, string[]>;
}

/**
 * The designer's whole state: the template's definition being edited (FormDesignState), what the
 * designer loaded (the base version a save is checked against) and the stage selected on the flow tab.
 */
export interface DesignerState extends FormDesignState {
  templateId: number;
  name: LocalisedText;
  baseVersionId: number | null;
  versionNo: number;
  usedBy: number;
  selectedStage: StageAt | null;
}

/** Texts a new element starts with, in the four languages (the screen fills them from its messages). */
export interface NewFieldTexts {
  label: LocalisedText;
  /** The first choice of a select. */
  option: LocalisedText;
  /** The first column of a table. */
  column: LocalisedText;
}

/** A change to a field or stage: a key set to `undefined` is removed (so saved JSON stays tidy). */
export type Patch<T> = { [K in keyof T]?: T[K] | undefined };

/** The changes of the form part (FormDesignState). */
export type FormDesignAction =
  | { type: 'addField'; fieldType: FormFieldType; texts: NewFieldTexts; at?: number }
  | { type: 'removeField'; index: number }
  | { type: 'moveField'; from: number; to: number }
  | { type: 'selectField'; index: number | null }
  | { type: 'updateField'; index: number; patch: Patch<FormField> }
  | { type: 'renameField'; index: number; key: string }
  | { type: 'renameColumn'; index: number; column: number; key: string }
  | { type: 'setTitleField'; key: string | undefined }
  /** Another form from outside (an entity form reloaded after a conflict): nothing of it is unsaved. */
  | { type: 'resetForm'; form: FormDefinition };

export type DesignerAction =
  | FormDesignAction
  | { type: 'loaded'; view: TemplateDefinitionView }
  /** `sent`: the form and flow the save sent; edits made while it was on its way stay unsaved. */
  | { type: 'saved'; view: TemplateDefinitionView; sent: { form: FormDefinition; flow: FlowDefinition } }
  | { type: 'refused'; errors: Record<string, string[]> }
  | { type: 'addStep'; name: LocalisedText }
  | { type: 'addParallel'; names: [LocalisedText, LocalisedText] }
  | { type: 'removeStep'; step: number }
  | { type: 'moveStep'; from: number; to: number }
  | { type: 'addBranch'; step: number; name: LocalisedText }
  | { type: 'removeBranch'; step: number; branch: number }
  | { type: 'addStageToBranch'; step: number; branch: number; name: LocalisedText }
  | { type: 'removeStage'; at: StageAt }
  | { type: 'moveStageInBranch'; at: StageAt; to: number }
  | { type: 'selectStage'; at: StageAt | null }
  | { type: 'updateStage'; at: StageAt; patch: Patch<Stage> };

/** The most parallel branches a step holds, and stages a branch holds (FlowStepSchema). */
export const MAX_BRANCHES = 10;
export const MAX_BRANCH_STAGES = 20;

export function initialDesignerState(view: TemplateDefinitionView): DesignerState {
  return {
    templateId: view.templateId,
    name: view.name,
    baseVersionId: view.versionId,
    versionNo: view.versionNo,
    usedBy: view.usedBy,
    form: view.form,
    flow: view.flow,
    selectedField: null,
    selectedStage: null,
    dirty: false,
    errors: {},
  };
}

function patched<T extends object>(value: T, patch: Patch<T>): T {
  const next: Record<string, unknown> = { ...(value as Record<string, unknown>) };
  for (const [key, v] of Object.entries(patch)) {
    if (v === undefined) delete next[key];
    else next[key] = v;
  }
  return next as T;
}

/** `base1`, `base2`… the first not taken. */
export function uniqueKey(base: string, taken: ReadonlySet<string>): string {
  for (let n = 1; ; n += 1) if (!taken.has(`${base}${n}`)) return `${base}${n}`;
}

function move<T>(list: readonly T[], from: number, to: number): T[] {
  const next = [...list];
  const [item] = next.splice(from, 1);
  if (item !== undefined) next.splice(to, 0, item);
  return next;
}

/** Where index `i` ends up when the item at `from` moves to `to`. */
function followMove(i: number, from: number, to: number): number {
  if (i === from) return to;
  if (from < i && i <= to) return i - 1;
  if (to <= i && i < from) return i + 1;
  return i;
}

/** The errors with those under `prefix` (a field's or stage's path) left out: they were about what just changed. */
function withoutErrorsUnder(errors: Record<string, string[]>, prefix: string): Record<string, string[]> {
  return Object.fromEntries(
    Object.entries(errors).filter(([path]) => path !== prefix && !path.startsWith(`${prefix}.`)),
  );
}

export function newField(type: FormFieldType, key: string, texts: NewFieldTexts): FormField {
  const field: FormField = { key, type, label: texts.label };
  if (type === 'select' || type === 'multiSelect')
    field.options = [{ value: 'option1', label: texts.option }];
  if (type === 'table') field.columns = [{ key: 'column1', type: 'text', label: texts.column }];
  if (type === 'computed') field.formula = '';
  return field;
}

function newStage(flow: FlowDefinition, name: LocalisedText, extraTaken: readonly string[] = []): Stage {
  const taken = new Set([...flowStages(flow).map((s) => s.stage.key), ...extraTaken]);
  return {
    key: uniqueKey('stage', taken),
    name,
    approvers: [{ type: 'departmentHead', levelsUp: 0 }],
    mode: 'one',
    whenNoApprover: 'admin',
  };
}

function replaceStep(flow: FlowDefinition, index: number, steps: FlowStep[]): FlowDefinition {
  return { steps: [...flow.steps.slice(0, index), ...steps, ...flow.steps.slice(index + 1)] };
}

/** A parallel step with fewer than two branches is no longer parallel: its stages run one after another. */
function normaliseParallel(branches: Stage[][]): FlowStep[] {
  const kept = branches.filter((b) => b.length > 0);
  if (kept.length >= 2) return [{ parallel: kept }];
  return (kept[0] ?? []).map((stage) => ({ stage }));
}

function formChanged<S extends FormDesignState>(
  state: S,
  form: FormDefinition,
  extra: Partial<FormDesignState> = {},
): S {
  return { ...state, form, dirty: true, ...extra };
}

function flowChanged(
  state: DesignerState,
  flow: FlowDefinition,
  extra: Partial<DesignerState> = {},
): DesignerState {
  return { ...state, flow, dirty: true, ...extra };
}

function reduceForm<S extends FormDesignState>(state: S, action: DesignerAction): S | null {
  const { form } = state;
  switch (action.type) {
    case 'resetForm':
      return { ...state, form: action.form, selectedField: null, dirty: false, errors: {} };
    case 'addField': {
      const taken = new Set(form.fields.map((f) => f.key));
      const field = newField(action.fieldType, uniqueKey(action.fieldType, taken), action.texts);
      const at = Math.min(action.at ?? form.fields.length, form.fields.length);
      const fields = [...form.fields.slice(0, at), field, ...form.fields.slice(at)];
      return formChanged(state, { ...form, fields }, { selectedField: at, errors: {} });
    }
    case 'removeField': {
      const removed = form.fields[action.index];
      if (!removed) return state;
      const next: FormDefinition = { ...form, fields: form.fields.filter((_, i) => i !== action.index) };
      if (next.titleField === removed.key) delete next.titleField;
      const selected = state.selectedField;
      return formChanged(state, next, {
        selectedField:
          selected === null || selected === action.index
            ? null
            : selected > action.index
              ? selected - 1
              : selected,
        errors: {},
      });
    }
    case 'moveField': {
      const { from, to } = action;
      if (from === to || !form.fields[from] || to < 0 || to >= form.fields.length) return state;
      return formChanged(
        state,
        { ...form, fields: move(form.fields, from, to) },
        {
          selectedField: state.selectedField === null ? null : followMove(state.selectedField, from, to),
          errors: {},
        },
      );
    }
    case 'selectField':
      return { ...state, selectedField: action.index };
    case 'updateField': {
      const field = form.fields[action.index];
      if (!field) return state;
      const fields = form.fields.map((f, i) => (i === action.index ? patched(f, action.patch) : f));
      return formChanged(
        state,
        { ...form, fields },
        { errors: withoutErrorsUnder(state.errors, `form.fields.${action.index}`) },
      );
    }
    case 'renameField': {
      const field = form.fields[action.index];
      if (!field) return state;
      // While another field has the same key, references name either: leave them alone.
      const shared = form.fields.filter((f) => f.key === field.key).length > 1;
      const renamed = shared
        ? {
            form: {
              ...form,
              fields: form.fields.map((f, i) => (i === action.index ? { ...f, key: action.key } : f)),
            },
            flow: state.flow,
          }
        : renameFieldKey(form, state.flow, field.key, action.key);
      return {
        ...state,
        ...renamed,
        dirty: true,
        errors: withoutErrorsUnder(state.errors, `form.fields.${action.index}.key`),
      };
    }
    case 'renameColumn': {
      const field = form.fields[action.index];
      const column = field?.columns?.[action.column];
      if (!field || !column) return state;
      const columns = field.columns!.map((c, i) => (i === action.column ? { ...c, key: action.key } : c));
      const withColumns: FormDefinition = {
        ...form,
        fields: form.fields.map((f, i) => (i === action.index ? { ...f, columns } : f)),
      };
      return formChanged(state, renameColumnKey(withColumns, field.key, column.key, action.key));
    }
    case 'setTitleField': {
      const next: FormDefinition = { ...form };
      if (action.key === undefined) delete next.titleField;
      else next.titleField = action.key;
      return formChanged(state, next, { errors: withoutErrorsUnder(state.errors, 'form.titleField') });
    }
    default:
      return null;
  }
}

function updateStageIn(flow: FlowDefinition, at: StageAt, update: (stage: Stage) => Stage): FlowDefinition {
  return {
    steps: flow.steps.map((step, i) => {
      if (i !== at.step) return step;
      if ('stage' in step) return at.branch === undefined ? { stage: update(step.stage) } : step;
      if (at.branch === undefined) return step;
      return {
        parallel: step.parallel.map((branch, b) =>
          b === at.branch ? branch.map((stage, j) => (j === at.index ? update(stage) : stage)) : branch,
        ),
      };
    }),
  };
}

/** A stage's mode and its numbers agree: `n` only for any-N, `percent` only for a percentage. */
function withModeNumbers(stage: Stage): Stage {
  const next = { ...stage };
  if (next.mode === 'anyN') next.n ??= 2;
  else delete next.n;
  if (next.mode === 'percent') next.percent ??= 50;
  else delete next.percent;
  return next;
}

function reduceFlow(state: DesignerState, action: DesignerAction): DesignerState | null {
  const { flow } = state;
  switch (action.type) {
    case 'addStep': {
      const steps = [...flow.steps, { stage: newStage(flow, action.name) }];
      return flowChanged(state, { steps }, { selectedStage: { step: steps.length - 1 }, errors: {} });
    }
    case 'addParallel': {
      const first = newStage(flow, action.names[0]);
      const second = newStage(flow, action.names[1], [first.key]);
      const steps = [...flow.steps, { parallel: [[first], [second]] }];
      return flowChanged(
        state,
        { steps },
        { selectedStage: { step: steps.length - 1, branch: 0, index: 0 }, errors: {} },
      );
    }
    case 'removeStep':
      if (!flow.steps[action.step]) return state;
      return flowChanged(
        state,
        { steps: flow.steps.filter((_, i) => i !== action.step) },
        { selectedStage: null, errors: {} },
      );
    case 'moveStep': {
      const { from, to } = action;
      if (from === to || !flow.steps[from] || to < 0 || to >= flow.steps.length) return state;
      const selected = state.selectedStage;
      return flowChanged(
        state,
        { steps: move(flow.steps, from, to) },
        {
          selectedStage: selected ? { ...selected, step: followMove(selected.step, from, to) } : null,
          errors: {},
        },
      );
    }
    case 'addBranch': {
      const step = flow.steps[action.step];
      if (!step) return state;
      const stage = newStage(flow, action.name);
      if ('stage' in step) {
        const next = replaceStep(flow, action.step, [{ parallel: [[step.stage], [stage]] }]);
        return flowChanged(state, next, {
          selectedStage: { step: action.step, branch: 1, index: 0 },
          errors: {},
        });
      }
      if (step.parallel.length >= MAX_BRANCHES) return state;
      const next = replaceStep(flow, action.step, [{ parallel: [...step.parallel, [stage]] }]);
      return flowChanged(state, next, {
        selectedStage: { step: action.step, branch: step.parallel.length, index: 0 },
        errors: {},
      });
    }
    case 'removeBranch': {
      const step = flow.steps[action.step];
      if (!step || 'stage' in step || !step.parallel[action.branch]) return state;
      const branches = step.parallel.filter((_, b) => b !== action.branch);
      return flowChanged(state, replaceStep(flow, action.step, normaliseParallel(branches)), {
        selectedStage: null,
        errors: {},
      });
    }
    case 'addStageToBranch': {
      const step = flow.steps[action.step];
      const branch = step && 'parallel' in step ? step.parallel[action.branch] : undefined;
      if (!step || !('parallel' in step) || !branch || branch.length >= MAX_BRANCH_STAGES) return state;
      const stage = newStage(flow, action.name);
      const parallel = step.parallel.map((b, i) => (i === action.branch ? [...b, stage] : b));
      return flowChanged(state, replaceStep(flow, action.step, [{ parallel }]), {
        selectedStage: { step: action.step, branch: action.branch, index: branch.length },
        errors: {},
      });
    }
    case 'removeStage': {
      const { at } = action;
      if (at.branch === undefined) return reduceFlow(state, { type: 'removeStep', step: at.step });
      const step = flow.steps[at.step];
      if (!step || 'stage' in step || !step.parallel[at.branch]?.[at.index]) return state;
      const branches = step.parallel.map((b, i) =>
        i === at.branch ? b.filter((_, j) => j !== at.index) : b,
      );
      return flowChanged(state, replaceStep(flow, at.step, normaliseParallel(branches)), {
        selectedStage: null,
        errors: {},
      });
    }
    case 'moveStageInBranch': {
      const { at, to } = action;
      const step = flow.steps[at.step];
      if (at.branch === undefined || !step || 'stage' in step) return state;
      const branch = step.parallel[at.branch] ?? [];
      if (!branch[at.index] || to < 0 || to >= branch.length || to === at.index) return state;
      const parallel = step.parallel.map((b, i) => (i === at.branch ? move(b, at.index, to) : b));
      const selected = state.selectedStage;
      const follows =
        selected?.step === at.step && selected.branch === at.branch && selected.index !== undefined;
      return flowChanged(state, replaceStep(flow, at.step, [{ parallel }]), {
        selectedStage: follows ? { ...selected, index: followMove(selected.index, at.index, to) } : selected,
        errors: {},
      });
    }
    case 'selectStage':
      return { ...state, selectedStage: action.at };
    case 'updateStage': {
      if (!stageAt(flow, action.at)) return state;
      const next = updateStageIn(flow, action.at, (stage) => {
        const changed = patched(stage, action.patch);
        return 'mode' in action.patch ? withModeNumbers(changed) : changed;
      });
      return flowChanged(state, next, { errors: withoutErrorsUnder(state.errors, stagePath(action.at)) });
    }
    default:
      return null;
  }
}

/**
 * The form part's state changes (designerReducer's form edits), for a form designed outside a
 * sign-off template: a `formDefinition` field's widget.
 * @example const [state, dispatch] = useReducer(formDesignReducer, form, initialFormDesignState)
 */
export function formDesignReducer(state: FormDesignState, action: FormDesignAction): FormDesignState {
  return reduceForm(state, action) ?? state;
}

/** A form designed on its own: no flow for its keys to follow into, nothing selected or unsaved. */
export function initialFormDesignState(form: FormDefinition): FormDesignState {
  return { form, flow: { steps: [] }, selectedField: null, dirty: false, errors: {} };
}

/**
 * The designer's state changes, pure so every edit can be tested without a browser: fields added
 * (with a unique key), removed, moved and edited (a renamed key follows into conditions, formulas
 * and the title field); steps and parallel branches added, removed, moved; stages edited (a mode
 * brings its number along); the server's answers (loaded, saved, refused with errors by path).
 * @example const [state, dispatch] = useReducer(designerReducer, view, initialDesignerState)
 */
export function designerReducer(state: DesignerState, action: DesignerAction): DesignerState {
  switch (action.type) {
    case 'loaded':
      return initialDesignerState(action.view);
    case 'saved':
      return {
        ...state,
        baseVersionId: action.view.versionId,
        versionNo: action.view.versionNo,
        usedBy: action.view.usedBy,
        name: action.view.name,
        dirty: state.form !== action.sent.form || state.flow !== action.sent.flow,
        errors: {},
      };
    case 'refused':
      return { ...state, errors: action.errors };
    default:
      return reduceForm(state, action) ?? reduceFlow(state, action) ?? state;
  }
}
