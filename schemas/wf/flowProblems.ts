import type { Comparison, Condition } from './condition';
import type { ApproverRule, FlowDefinition, Stage } from './flowDefinition';
import type { FormDefinition, FormFieldType } from './formDefinition';

/**
 * One thing wrong with a flow that its JSON Schema cannot say: where (`flow.steps.1.stage.n`,
 * the path the server's 422 keys its errors by and the designer shows the message at) and what
 * (`code`, the message `wf:designer.problems.{code}` with `params`).
 */
export interface FlowProblem {
  path: string;
  code: FlowProblemCode;
  params?: Record<string, string | number>;
}

export type FlowProblemCode =
  | 'duplicateStageKey'
  | 'nRequired'
  | 'nTooLarge'
  | 'percentRequired'
  | 'unknownField'
  | 'fieldNotComparable'
  | 'valueRequired'
  | 'valueNotAllowed'
  | 'listRequired'
  | 'notANumber';

/** A stage of a flow with the path its problems are keyed by. */
export interface PlacedStage {
  stage: Stage;
  /** `flow.steps.{i}.stage` or `flow.steps.{i}.parallel.{branch}.{j}`. */
  path: string;
  step: number;
  branch: number;
}

/**
 * Every stage of a flow in order (a parallel step's branches one after another), with its path.
 * @example flowStages(flow).map((s) => s.stage.key)
 */
export function flowStages(flow: FlowDefinition): PlacedStage[] {
  const out: PlacedStage[] = [];
  for (const [i, step] of flow.steps.entries()) {
    if ('stage' in step) {
      out.push({ stage: step.stage, path: `flow.steps.${i}.stage`, step: i, branch: 0 });
      continue;
    }
    for (const [b, branch] of step.parallel.entries())
      for (const [j, stage] of branch.entries())
        out.push({ stage, path: `flow.steps.${i}.parallel.${b}.${j}`, step: i, branch: b });
  }
  return out;
}

/** Field types whose values a condition can compare; the rest have no single value to compare. */
const NOT_COMPARABLE: ReadonlySet<FormFieldType> = new Set(['heading', 'table', 'file']);
const NUMERIC: ReadonlySet<FormFieldType> = new Set(['number', 'money', 'computed']);
const ORDERING = new Set(['gt', 'gte', 'lt', 'lte']);
const PLAIN_DECIMAL = /^[+-]?(\d+(\.\d*)?|\.\d+)$/;

/**
 * The problems of one condition against the form it reads: each comparison names a top-level
 * field that has a comparable value; `empty` / `notEmpty` take no value, `in` a list, the
 * others one value; an ordering on a number, money or computed field compares with a number.
 * A computed field (a table's total) compares by the server's result, as the engine stores it.
 * @example conditionProblems(stage.condition, form, 'flow.steps.0.stage.condition')
 */
export function conditionProblems(
  condition: Condition | undefined,
  form: FormDefinition,
  path: string,
): FlowProblem[] {
  if (!condition) return [];
  const [kind, comparisons] = 'all' in condition ? ['all', condition.all] : ['any', condition.any];
  const types = new Map(form.fields.map((f) => [f.key, f.type]));
  return comparisons.flatMap((c, i) => comparisonProblems(c, types, `${path}.${kind}.${i}`));
}

function comparisonProblems(
  c: Comparison,
  types: ReadonlyMap<string, FormFieldType>,
  path: string,
): FlowProblem[] {
  const type = types.get(c.field);
  if (type === undefined)
    return [{ path: `${path}.field`, code: 'unknownField', params: { field: c.field } }];
  if (NOT_COMPARABLE.has(type))
    return [{ path: `${path}.field`, code: 'fieldNotComparable', params: { field: c.field } }];
  const value = c.value;
  if (c.op === 'empty' || c.op === 'notEmpty')
    return value === undefined ? [] : [{ path: `${path}.value`, code: 'valueNotAllowed' }];
  if (value === undefined || (typeof value === 'string' && value.trim() === ''))
    return [{ path: `${path}.value`, code: 'valueRequired' }];
  if (c.op === 'in')
    return Array.isArray(value) && value.length > 0 ? [] : [{ path: `${path}.value`, code: 'listRequired' }];
  if (Array.isArray(value) && c.op !== 'eq' && c.op !== 'ne')
    return [{ path: `${path}.value`, code: 'valueRequired' }];
  if (ORDERING.has(c.op) && NUMERIC.has(type) && !isNumeric(value))
    return [{ path: `${path}.value`, code: 'notANumber' }];
  return [];
}

function isNumeric(value: unknown): boolean {
  if (typeof value === 'number') return Number.isFinite(value);
  return typeof value === 'string' && PLAIN_DECIMAL.test(value.trim());
}

/** How many people a stage's rules name at most, when every rule names its users (else unknown). */
function namedUserCount(rules: readonly ApproverRule[]): number | null {
  const ids = new Set<number>();
  for (const rule of rules) {
    if (rule.type !== 'users') return null;
    for (const id of rule.userIds) ids.add(id);
  }
  return ids.size;
}

/**
 * The checks of a flow beyond its JSON Schema (FlowDefinitionSchema), against the form of the
 * same version: stage keys unique across steps and branches; `anyN` needs `n` (and, when the
 * stage names its users, no more than it names: other rules resolve only when the stage starts);
 * `percent` needs `percent`; conditions read fields the form has. That the named users,
 * positions, groups and departments exist needs the database: see `flowReferences`.
 * @example flowProblems(flow, form) // [{ path: 'flow.steps.1.stage.n', code: 'nRequired' }]
 */
export function flowProblems(flow: FlowDefinition, form: FormDefinition): FlowProblem[] {
  const problems: FlowProblem[] = [];
  const seen = new Set<string>();
  for (const { stage, path } of flowStages(flow)) {
    if (seen.has(stage.key))
      problems.push({ path: `${path}.key`, code: 'duplicateStageKey', params: { key: stage.key } });
    seen.add(stage.key);
    if (stage.mode === 'anyN') {
      const named = namedUserCount(stage.approvers);
      if (stage.n === undefined) problems.push({ path: `${path}.n`, code: 'nRequired' });
      else if (named !== null && stage.n > named)
        problems.push({ path: `${path}.n`, code: 'nTooLarge', params: { count: named } });
    }
    if (stage.mode === 'percent' && stage.percent === undefined)
      problems.push({ path: `${path}.percent`, code: 'percentRequired' });
    problems.push(...conditionProblems(stage.condition, form, `${path}.condition`));
  }
  return problems;
}

/** The records a flow names by id, each with the paths that name it (for a 422 per rule). */
export interface FlowReferences {
  users: Map<number, string[]>;
  departments: Map<number, string[]>;
  jobPositions: Map<number, string[]>;
  groups: Map<number, string[]>;
}

/**
 * Every user, department, job position and group a flow's approver and CC rules name, with the
 * path of each mention (`flow.steps.0.stage.approvers.1.userIds.0`), so the server can check
 * they exist in one query per kind.
 * @example flowReferences(flow).users.get(7) // ['flow.steps.0.stage.approvers.0.userIds.0']
 */
export function flowReferences(flow: FlowDefinition): FlowReferences {
  const refs: FlowReferences = {
    users: new Map(),
    departments: new Map(),
    jobPositions: new Map(),
    groups: new Map(),
  };
  const add = (map: Map<number, string[]>, id: number, path: string): void => {
    map.set(id, [...(map.get(id) ?? []), path]);
  };
  for (const { stage, path } of flowStages(flow)) {
    const lists: Array<[string, readonly ApproverRule[]]> = [
      ['approvers', stage.approvers],
      ['cc', stage.cc ?? []],
    ];
    for (const [list, rules] of lists)
      rules.forEach((rule, r) => {
        const at = `${path}.${list}.${r}`;
        if (rule.type === 'users') {
          for (const [u, id] of rule.userIds.entries()) add(refs.users, id, `${at}.userIds.${u}`);
        } else if (rule.type === 'group') add(refs.groups, rule.groupId, `${at}.groupId`);
        else if (rule.type === 'position') {
          add(refs.jobPositions, rule.jobPositionId, `${at}.jobPositionId`);
          if (rule.departmentId !== undefined) add(refs.departments, rule.departmentId, `${at}.departmentId`);
        }
      });
  }
  return refs;
}
