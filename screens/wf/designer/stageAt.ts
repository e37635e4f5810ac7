import type { FlowDefinition, Stage } from '../../../schemas/wf/flowDefinition';

/**
 * Where a stage sits in a flow: a step of its own (`{ step }`), or stage `index` of `branch` in a
 * parallel step.
 */
export type StageAt =
  | { step: number; branch?: undefined; index?: undefined }
  | { step: number; branch: number; index: number };

/** The stage at a place, or undefined when nothing is there (a place that moved away). */
export function stageAt(flow: FlowDefinition, at: StageAt): Stage | undefined {
  const step = flow.steps[at.step];
  if (!step) return undefined;
  if ('stage' in step) return at.branch === undefined ? step.stage : undefined;
  if (at.branch === undefined) return undefined;
  return step.parallel[at.branch]?.[at.index];
}

/** The path the server keys a stage's errors by (`flow.steps.1.stage`, `flow.steps.2.parallel.0.1`). */
export function stagePath(at: StageAt): string {
  return at.branch === undefined
    ? `flow.steps.${at.step}.stage`
    : `flow.steps.${at.step}.parallel.${at.branch}.${at.index}`;
}

/** The place a path names (the reverse of stagePath), for an error's "show me" link. */
export function stageAtPath(path: string): StageAt | null {
  const own = /^flow\.steps\.(\d+)\.stage(\.|$)/.exec(path);
  if (own) return { step: Number(own[1]) };
  const branch = /^flow\.steps\.(\d+)\.parallel\.(\d+)\.(\d+)(\.|$)/.exec(path);
  if (branch) return { step: Number(branch[1]), branch: Number(branch[2]), index: Number(branch[3]) };
  return null;
}

export function sameStageAt(a: StageAt | null, b: StageAt | null): boolean {
  if (!a || !b) return a === b;
  return a.step === b.step && a.branch === b.branch && a.index === b.index;
}
