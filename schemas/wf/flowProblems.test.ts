import { describe, expect, it } from 'vitest';
import type { FlowDefinition, Stage } from './flowDefinition';
import { flowProblems, flowReferences, flowStages } from './flowProblems';
import type { FormDefinition } from './formDefinition';

const FORM: FormDefinition = {
  fields: [
    { key: 'subject', type: 'text', label: { tw: '主旨' } },
    { key: 'amount', type: 'money', label: { tw: '金額' } },
    {
      key: 'items',
      type: 'table',
      label: { tw: '明細' },
      columns: [{ key: 'qty', type: 'number', label: { tw: '數量' } }],
    },
    { key: 'total', type: 'computed', label: { tw: '合計' }, formula: 'amount * 2' },
    { key: 'kind', type: 'select', label: { tw: '類別' }, options: [{ value: 'it', label: { tw: '資訊' } }] },
  ],
};

function stage(key: string, extra: Partial<Stage> = {}): Stage {
  return {
    key,
    name: { tw: key },
    approvers: [{ type: 'departmentHead', levelsUp: 0 }],
    mode: 'one',
    whenNoApprover: 'skip',
    ...extra,
  };
}

describe('flowProblems', () => {
  it('accepts a three-stage purchase flow with a countersign and an amount condition', () => {
    const flow: FlowDefinition = {
      steps: [
        { stage: stage('head') },
        {
          parallel: [
            [stage('finance', { approvers: [{ type: 'users', userIds: [3, 4] }], mode: 'all' })],
            [stage('it', { condition: { all: [{ field: 'kind', op: 'eq', value: 'it' }] } })],
          ],
        },
        { stage: stage('gm', { condition: { all: [{ field: 'amount', op: 'gt', value: '100000' }] } }) },
      ],
    };
    expect(flowProblems(flow, FORM)).toEqual([]);
  });

  it('finds a stage key used twice, across a parallel branch', () => {
    const flow: FlowDefinition = {
      steps: [{ stage: stage('a') }, { parallel: [[stage('b')], [stage('c'), stage('a')]] }],
    };
    expect(flowProblems(flow, FORM)).toEqual([
      { path: 'flow.steps.1.parallel.1.1.key', code: 'duplicateStageKey', params: { key: 'a' } },
    ]);
  });

  it('needs n for any-N and a percentage for percent, at the path the designer shows them', () => {
    const flow: FlowDefinition = {
      steps: [
        { stage: stage('a') },
        { stage: stage('b', { mode: 'anyN' }) },
        { stage: stage('c', { mode: 'percent' }) },
      ],
    };
    expect(flowProblems(flow, FORM)).toEqual([
      { path: 'flow.steps.1.stage.n', code: 'nRequired' },
      { path: 'flow.steps.2.stage.percent', code: 'percentRequired' },
    ]);
  });

  it('refuses any-N above the number of named users, and leaves it alone when a rule resolves later', () => {
    const named = stage('a', { mode: 'anyN', n: 3, approvers: [{ type: 'users', userIds: [1, 2, 2] }] });
    const mixed = stage('b', {
      mode: 'anyN',
      n: 3,
      approvers: [
        { type: 'users', userIds: [1] },
        { type: 'group', groupId: 4 },
      ],
    });
    expect(flowProblems({ steps: [{ stage: named }, { stage: mixed }] }, FORM)).toEqual([
      { path: 'flow.steps.0.stage.n', code: 'nTooLarge', params: { count: 2 } },
    ]);
  });

  it('checks each comparison of a condition against the form', () => {
    const flow: FlowDefinition = {
      steps: [
        {
          stage: stage('a', {
            condition: {
              any: [
                { field: 'missing', op: 'eq', value: 'x' },
                { field: 'items', op: 'notEmpty' },
                { field: 'amount', op: 'gt', value: 'lots' },
                { field: 'subject', op: 'eq' },
                { field: 'subject', op: 'empty', value: 'x' },
                { field: 'kind', op: 'in', value: 'it' },
                { field: 'total', op: 'gte', value: 5 },
                { field: 'kind', op: 'in', value: ['it'] },
                { field: 'subject', op: 'contains', value: ' ' },
                { field: 'kind', op: 'in', value: [] },
              ],
            },
          }),
        },
      ],
    };
    const at = 'flow.steps.0.stage.condition.any';
    expect(flowProblems(flow, FORM)).toEqual([
      { path: `${at}.0.field`, code: 'unknownField', params: { field: 'missing' } },
      { path: `${at}.1.field`, code: 'fieldNotComparable', params: { field: 'items' } },
      { path: `${at}.2.value`, code: 'notANumber' },
      { path: `${at}.3.value`, code: 'valueRequired' },
      { path: `${at}.4.value`, code: 'valueNotAllowed' },
      { path: `${at}.5.value`, code: 'listRequired' },
      { path: `${at}.8.value`, code: 'valueRequired' },
      { path: `${at}.9.value`, code: 'listRequired' },
    ]);
  });
});

describe('flowStages and flowReferences', () => {
  const flow: FlowDefinition = {
    steps: [
      {
        stage: stage('a', {
          approvers: [
            { type: 'users', userIds: [7, 8] },
            { type: 'position', jobPositionId: 2, departmentId: 5 },
          ],
          cc: [
            { type: 'group', groupId: 9 },
            { type: 'users', userIds: [7] },
          ],
        }),
      },
      { parallel: [[stage('b', { approvers: [{ type: 'position', jobPositionId: 2 }] })], [stage('c')]] },
    ],
  };

  it('lists stages in order with their step, branch and path', () => {
    expect(flowStages(flow).map(({ stage: s, ...rest }) => ({ key: s.key, ...rest }))).toEqual([
      { key: 'a', path: 'flow.steps.0.stage', step: 0, branch: 0 },
      { key: 'b', path: 'flow.steps.1.parallel.0.0', step: 1, branch: 0 },
      { key: 'c', path: 'flow.steps.1.parallel.1.0', step: 1, branch: 1 },
    ]);
  });

  it('names every referenced record with each path that mentions it', () => {
    const refs = flowReferences(flow);
    expect(Object.fromEntries(refs.users)).toEqual({
      7: ['flow.steps.0.stage.approvers.0.userIds.0', 'flow.steps.0.stage.cc.1.userIds.0'],
      8: ['flow.steps.0.stage.approvers.0.userIds.1'],
    });
    expect(Object.fromEntries(refs.jobPositions)).toEqual({
      2: [
        'flow.steps.0.stage.approvers.1.jobPositionId',
        'flow.steps.1.parallel.0.0.approvers.0.jobPositionId',
      ],
    });
    expect(Object.fromEntries(refs.departments)).toEqual({
      5: ['flow.steps.0.stage.approvers.1.departmentId'],
    });
    expect(Object.fromEntries(refs.groups)).toEqual({ 9: ['flow.steps.0.stage.cc.0.groupId'] });
  });
});
