import { describe, expect, it } from 'vitest';
import { FORM_FIELD_TYPES } from '../../../schemas/wf/formDefinition';
import type { TemplateDefinitionView } from '../../../schemas/wf/wfApi';
import {
  type DesignerAction,
  type DesignerState,
  designerReducer,
  type FormDesignAction,
  formDesignReducer,
  initialDesignerState,
  initialFormDesignState,
  type NewFieldTexts,
} from './designerReducer';

const TEXTS: NewFieldTexts = {
  label: { tw: '新欄位', en: 'New field' },
  option: { tw: '選項 1', en: 'Option 1' },
  column: { tw: '欄 1', en: 'Column 1' },
};
const NAME = (n: number) => ({ tw: `關卡 ${n}`, en: `Stage ${n}` });

const EMPTY: TemplateDefinitionView = {
  templateId: 4,
  name: { tw: '請購單', en: 'Purchase request' },
  versionId: null,
  versionNo: 0,
  form: { fields: [] },
  flow: { steps: [] },
  usedBy: 0,
  updatedAt: '2026-11-25T00:00:00.000Z',
};

function run(actions: DesignerAction[], from: DesignerState = initialDesignerState(EMPTY)): DesignerState {
  return actions.reduce(designerReducer, from);
}

const add = (
  fieldType: (typeof FORM_FIELD_TYPES)[number],
  at?: number,
): Extract<DesignerAction, { type: 'addField' }> => ({
  type: 'addField',
  fieldType,
  texts: TEXTS,
  ...(at === undefined ? {} : { at }),
});

describe('designerReducer: the form', () => {
  it('adds a field of every type with a unique key, selects it and marks the design changed', () => {
    const state = run(FORM_FIELD_TYPES.map((type) => add(type)));
    expect(state.form.fields.map((f) => f.type)).toEqual([...FORM_FIELD_TYPES]);
    expect(state.form.fields.map((f) => f.key)).toEqual(FORM_FIELD_TYPES.map((type) => `${type}1`));
    expect(state.selectedField).toBe(FORM_FIELD_TYPES.length - 1);
    expect(state.dirty).toBe(true);
    const byType = Object.fromEntries(state.form.fields.map((f) => [f.type, f]));
    expect(byType.select?.options).toEqual([{ value: 'option1', label: TEXTS.option }]);
    expect(byType.table?.columns).toEqual([{ key: 'column1', type: 'text', label: TEXTS.column }]);
    // Width follows the type until the administrator picks one (schemas/wf/form/toUiSchema.ts defaultSpan).
    expect(byType.heading).not.toHaveProperty('span');
    expect(byType.money).toEqual({ key: 'money1', type: 'money', label: TEXTS.label });
  });

  it('numbers a second field of a type after the first, and inserts where asked', () => {
    const state = run([add('money'), add('text'), add('money', 1)]);
    expect(state.form.fields.map((f) => f.key)).toEqual(['money1', 'money2', 'text1']);
    expect(state.selectedField).toBe(1);
  });

  it('moves a field and keeps the selection on the same field', () => {
    const state = run([add('text'), add('money'), add('date'), { type: 'selectField', index: 0 }]);
    const moved = designerReducer(state, { type: 'moveField', from: 0, to: 2 });
    expect(moved.form.fields.map((f) => f.key)).toEqual(['money1', 'date1', 'text1']);
    expect(moved.selectedField).toBe(2);
    expect(designerReducer(moved, { type: 'moveField', from: 2, to: 3 })).toBe(moved);
  });

  it('removes a field, its title-field role and the selection on it', () => {
    const state = run([add('text'), add('money'), { type: 'setTitleField', key: 'text1' }]);
    const removed = designerReducer({ ...state, selectedField: 0 }, { type: 'removeField', index: 0 });
    expect(removed.form).toEqual({ fields: [{ key: 'money1', type: 'money', label: TEXTS.label }] });
    expect(removed.selectedField).toBeNull();
  });

  it('edits a field, dropping properties set to undefined, and forgets the server errors about it', () => {
    const state = {
      ...run([add('text')]),
      errors: { 'form.fields.0.label.tw': ['required'], 'form.fields.1.key': ['taken'] },
    };
    const edited = designerReducer(state, {
      type: 'updateField',
      index: 0,
      patch: { required: true, help: { tw: '說明' }, span: 'half' },
    });
    expect(edited.form.fields[0]).toMatchObject({ required: true, help: { tw: '說明' }, span: 'half' });
    expect(edited.errors).toEqual({ 'form.fields.1.key': ['taken'] });
    const cleared = designerReducer(edited, { type: 'updateField', index: 0, patch: { help: undefined } });
    expect(cleared.form.fields[0]).not.toHaveProperty('help');
  });

  it('renames a key everywhere it is named: conditions, formulas, title field and stage conditions', () => {
    const state = run([
      add('money'),
      add('computed'),
      add('text'),
      { type: 'updateField', index: 1, patch: { formula: 'money1 * 2 + sum(items.money1)' } },
      {
        type: 'updateField',
        index: 2,
        patch: { showWhen: { all: [{ field: 'money1', op: 'gt', value: '5' }] } },
      },
      { type: 'setTitleField', key: 'money1' },
      { type: 'addStep', name: NAME(1) },
      {
        type: 'updateStage',
        at: { step: 0 },
        patch: { condition: { any: [{ field: 'money1', op: 'gte', value: '100000' }] } },
      },
      { type: 'renameField', index: 0, key: 'amount' },
    ]);
    expect(state.form.fields[0]?.key).toBe('amount');
    expect(state.form.fields[1]?.formula).toBe('amount * 2 + sum(items.money1)');
    expect(state.form.fields[2]?.showWhen).toEqual({ all: [{ field: 'amount', op: 'gt', value: '5' }] });
    expect(state.form.titleField).toBe('amount');
    const step = state.flow.steps[0];
    expect(step && 'stage' in step ? step.stage.condition : null).toEqual({
      any: [{ field: 'amount', op: 'gte', value: '100000' }],
    });
  });

  it('leaves references alone while the key being renamed is another field’s too', () => {
    const state = run([
      add('text'),
      add('text'),
      { type: 'renameField', index: 1, key: 'xy' },
      { type: 'updateField', index: 0, patch: { showWhen: { all: [{ field: 'xy', op: 'notEmpty' }] } } },
      // Typing "xyz" into the first field's key passes through "xy", the second field's key.
      { type: 'renameField', index: 0, key: 'x' },
      { type: 'renameField', index: 0, key: 'xy' },
      { type: 'renameField', index: 0, key: 'xyz' },
    ]);
    expect(state.form.fields.map((f) => f.key)).toEqual(['xyz', 'xy']);
    expect(state.form.fields[0]?.showWhen).toEqual({ all: [{ field: 'xy', op: 'notEmpty' }] });
  });

  it('renames a table column in the formulas that sum it', () => {
    const state = run([
      add('table'),
      add('computed'),
      { type: 'renameField', index: 0, key: 'items' },
      { type: 'updateField', index: 1, patch: { formula: 'sum(items.column1 * 2)' } },
      { type: 'renameColumn', index: 0, column: 0, key: 'qty' },
    ]);
    expect(state.form.fields[0]?.columns?.[0]?.key).toBe('qty');
    expect(state.form.fields[1]?.formula).toBe('sum(items.qty * 2)');
  });
});

describe('designerReducer: the flow', () => {
  it('adds stages with unique keys, a default approver and policy, and selects the new one', () => {
    const state = run([
      { type: 'addStep', name: NAME(1) },
      { type: 'addStep', name: NAME(2) },
    ]);
    expect(state.flow.steps).toEqual([
      {
        stage: {
          key: 'stage1',
          name: NAME(1),
          approvers: [{ type: 'departmentHead', levelsUp: 0 }],
          mode: 'one',
          whenNoApprover: 'admin',
        },
      },
      expect.objectContaining({ stage: expect.objectContaining({ key: 'stage2' }) }),
    ]);
    expect(state.selectedStage).toEqual({ step: 1 });
  });

  it('edits a stage: the mode brings its number, another mode drops it', () => {
    const state = run([
      { type: 'addStep', name: NAME(1) },
      { type: 'updateStage', at: { step: 0 }, patch: { mode: 'anyN' } },
    ]);
    const stageOf = (s: DesignerState) => {
      const step = s.flow.steps[0];
      return step && 'stage' in step ? step.stage : null;
    };
    expect(stageOf(state)).toMatchObject({ mode: 'anyN', n: 2 });
    const percent = designerReducer(state, {
      type: 'updateStage',
      at: { step: 0 },
      patch: { mode: 'percent' },
    });
    expect(stageOf(percent)).toMatchObject({ mode: 'percent', percent: 50 });
    expect(stageOf(percent)).not.toHaveProperty('n');
    const all = designerReducer(percent, {
      type: 'updateStage',
      at: { step: 0 },
      patch: { mode: 'all', approvers: [{ type: 'users', userIds: [3, 4] }], deadlineHours: 48 },
    });
    expect(stageOf(all)).toEqual({
      key: 'stage1',
      name: NAME(1),
      approvers: [{ type: 'users', userIds: [3, 4] }],
      mode: 'all',
      deadlineHours: 48,
      whenNoApprover: 'admin',
    });
  });

  it('turns a stage into parallel branches, adds stages to a branch, and back when one branch is left', () => {
    const state = run([
      { type: 'addStep', name: NAME(1) },
      { type: 'addBranch', step: 0, name: NAME(2) },
      { type: 'addStageToBranch', step: 0, branch: 1, name: NAME(3) },
    ]);
    expect(state.flow.steps[0]).toEqual({
      parallel: [
        [expect.objectContaining({ key: 'stage1' })],
        [expect.objectContaining({ key: 'stage2' }), expect.objectContaining({ key: 'stage3' })],
      ],
    });
    expect(state.selectedStage).toEqual({ step: 0, branch: 1, index: 1 });
    const moved = designerReducer(state, {
      type: 'moveStageInBranch',
      at: { step: 0, branch: 1, index: 1 },
      to: 0,
    });
    const step = moved.flow.steps[0];
    expect(step && 'parallel' in step ? step.parallel[1]?.map((s) => s.key) : null).toEqual([
      'stage3',
      'stage2',
    ]);
    expect(moved.selectedStage).toEqual({ step: 0, branch: 1, index: 0 });
    // Without branch 0, one branch is left: its two stages become two steps in its place.
    const single = designerReducer(moved, { type: 'removeBranch', step: 0, branch: 0 });
    expect(single.flow.steps.map((s) => ('stage' in s ? s.stage.key : 'parallel'))).toEqual([
      'stage3',
      'stage2',
    ]);
  });

  it('adds parallel branches with two stages, and removing a stage that empties a branch removes it', () => {
    const state = run([
      { type: 'addStep', name: NAME(1) },
      { type: 'addParallel', names: [NAME(2), NAME(3)] },
      { type: 'addBranch', step: 1, name: NAME(4) },
      { type: 'removeStage', at: { step: 1, branch: 2, index: 0 } },
    ]);
    const step = state.flow.steps[1];
    expect(step && 'parallel' in step ? step.parallel.map((b) => b.map((s) => s.key)) : null).toEqual([
      ['stage2'],
      ['stage3'],
    ]);
  });

  it('moves a step with its selection, and removes one', () => {
    const state = run([
      { type: 'addStep', name: NAME(1) },
      { type: 'addStep', name: NAME(2) },
      { type: 'addStep', name: NAME(3) },
      { type: 'selectStage', at: { step: 2 } },
      { type: 'moveStep', from: 2, to: 0 },
    ]);
    expect(state.flow.steps.map((s) => ('stage' in s ? s.stage.key : ''))).toEqual([
      'stage3',
      'stage1',
      'stage2',
    ]);
    expect(state.selectedStage).toEqual({ step: 0 });
    const removed = designerReducer(state, { type: 'removeStep', step: 1 });
    expect(removed.flow.steps.map((s) => ('stage' in s ? s.stage.key : ''))).toEqual(['stage3', 'stage2']);
    expect(removed.selectedStage).toBeNull();
  });

  it('reuses no key of a removed stage that is still taken, and fills a freed one', () => {
    const state = run([
      { type: 'addStep', name: NAME(1) },
      { type: 'addStep', name: NAME(2) },
      { type: 'removeStep', step: 0 },
      { type: 'addStep', name: NAME(3) },
    ]);
    expect(state.flow.steps.map((s) => ('stage' in s ? s.stage.key : ''))).toEqual(['stage2', 'stage1']);
  });
});

describe('designerReducer: the server', () => {
  it('keeps the server’s refusal by path, and a save clears it with the new base version', () => {
    const edited = run([add('money'), { type: 'refused', errors: { 'flow.steps': ['At least one'] } }]);
    expect(edited.errors).toEqual({ 'flow.steps': ['At least one'] });
    const sent = { form: edited.form, flow: edited.flow };
    const saved = designerReducer(edited, {
      type: 'saved',
      view: { ...EMPTY, versionId: 11, versionNo: 1, form: edited.form },
      sent,
    });
    expect(saved).toMatchObject({ baseVersionId: 11, versionNo: 1, dirty: false, errors: {} });
  });

  it('stays changed when the design changed while the save was on its way', () => {
    const before = run([add('money')]);
    const sent = { form: before.form, flow: before.flow };
    const during = designerReducer(before, add('text'));
    const saved = designerReducer(during, {
      type: 'saved',
      view: { ...EMPTY, versionId: 12, versionNo: 2 },
      sent,
    });
    expect(saved.dirty).toBe(true);
    expect(saved.form.fields).toHaveLength(2);
  });

  it('loads a definition as it is, with nothing selected or changed', () => {
    const loaded = designerReducer(run([add('money')]), {
      type: 'loaded',
      view: { ...EMPTY, versionId: 3, versionNo: 2, usedBy: 5 },
    });
    expect(loaded).toEqual({ ...initialDesignerState(EMPTY), baseVersionId: 3, versionNo: 2, usedBy: 5 });
  });
});

describe('a form designed on its own (a formDefinition field)', () => {
  it('adds, renames and selects fields as the designer does, with no flow to follow', () => {
    const actions: FormDesignAction[] = [
      add('text'),
      add('money'),
      { type: 'renameField', index: 1, key: 'amount' },
      { type: 'selectField', index: 0 },
    ];
    const state = actions.reduce(formDesignReducer, initialFormDesignState({ fields: [] }));
    expect(state.form.fields.map((f) => `${f.type}:${f.key}`)).toEqual(['text:text1', 'money:amount']);
    expect(state.flow).toEqual({ steps: [] });
    expect(state.selectedField).toBe(0);
    expect(state.dirty).toBe(true);
  });

  it('starts afresh on a form given from outside: nothing selected, nothing unsaved', () => {
    const edited = formDesignReducer(initialFormDesignState({ fields: [] }), add('date'));
    const given = { fields: [{ key: 'agency', type: 'text' as const, label: { tw: '機關' } }] };
    expect(formDesignReducer(edited, { type: 'resetForm', form: given })).toEqual({
      form: given,
      flow: { steps: [] },
      selectedField: null,
      dirty: false,
      errors: {},
    });
  });
});
