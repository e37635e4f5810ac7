import { evaluateCondition } from '../../../schemas/wf/evaluateCondition';
import type { FlowDefinition } from '../../../schemas/wf/flowDefinition';
import type { LocalisedText } from '../../../schemas/wf/localisedText';
import type { PlanView, StageView } from '../../../schemas/wf/wfApi';
import { type Language, translate } from '../../http/translate';
import { type ApplicantRef, ApproverResolver } from './resolveApprovers';
import { branchesOf } from './runFlow';
import { requiredApprovals } from './stageOutcome';
import { findWfAdministrators } from './wfAdministrators';
import type { WfDb } from './wfDatabase';

export interface PlanInput {
  flow: FlowDefinition;
  values: Readonly<Record<string, unknown>>;
  applicant: ApplicantRef;
  chosen: Readonly<Record<string, number[]>>;
  lang: Language;
  /** Plan from this step on (default 0); within it, a branch starts at `slots[branch]`, and a branch missing from `slots` is not planned. */
  from?: { step: number; slots: ReadonlyMap<number, number> };
}

/** A plan with the planned signers' ids, for the instance's visibility. */
export interface Plan extends PlanView {
  userIds: number[];
}

export function localised(text: LocalisedText | Record<string, string>, lang: Language): string {
  const value = (text as Record<string, string | undefined>)[lang];
  return value?.trim() ? value : ((text as Record<string, string | undefined>).tw ?? '');
}

/**
 * Who would sign each stage if the application went on now (the preview before a submit, and
 * the stages not reached yet on an application's page): conditions evaluated on the values,
 * approvers resolved against the organisation as it is, `block` stages with nobody reported as
 * problems (a submit with problems is refused, naming the stage).
 */
export async function planFlow(
  db: WfDb,
  input: PlanInput,
  resolver = new ApproverResolver(db),
): Promise<Plan> {
  const stages: StageView[] = [];
  const problems: PlanView['problems'] = [];
  let administrators: number[] | undefined;
  const start = input.from?.step ?? 0;
  for (let step = start; step < input.flow.steps.length; step++) {
    for (const [branch, list] of branchesOf(input.flow, step).entries()) {
      const from = step === start && input.from ? input.from.slots.get(branch) : 0;
      if (from === undefined) continue;
      for (const stage of list.slice(from)) {
        const view: StageView = {
          key: stage.key,
          name: stage.name,
          step,
          branch,
          mode: stage.mode,
          required: 0,
          state: 'planned',
          approvers: [],
          cc: [],
        };
        stages.push(view);
        if (!evaluateCondition(stage.condition, input.values)) {
          view.state = 'skipped';
          view.skippedBecause = 'condition';
          continue;
        }
        // The filling form asks for these signers (it has the form, not the flow).
        if (stage.approvers.some((r) => r.type === 'applicantChoice')) view.applicantChooses = true;
        let ids = await resolver.resolve(stage.approvers, input.applicant, input.chosen, stage.key);
        if (ids.length === 0) {
          if (stage.whenNoApprover === 'skip') {
            view.state = 'skipped';
            view.skippedBecause = 'noApprover';
            continue;
          }
          if (stage.whenNoApprover === 'block') {
            const chooses = stage.approvers.some((r) => r.type === 'applicantChoice');
            problems.push({
              stageKey: stage.key,
              message: translate(
                input.lang,
                chooses ? 'wf:engine.problems.choose' : 'wf:engine.problems.noApprover',
                {
                  stage: localised(stage.name, input.lang),
                },
              ),
            });
            continue;
          }
          administrators ??= await findWfAdministrators(db);
          ids = administrators;
          if (ids.length === 0) {
            view.state = 'skipped';
            view.skippedBecause = 'noApprover';
            continue;
          }
        }
        view.required = requiredApprovals(stage.mode, ids.length, stage.n ?? null, stage.percent ?? null);
        view.approvers = ids.map((id) => ({ id, name: '', state: 'planned' }));
        if (stage.cc?.length)
          view.cc = (await resolver.resolve(stage.cc, input.applicant, input.chosen, stage.key)).map(
            (id) => ({
              id,
              name: '',
            }),
          );
      }
    }
  }
  const userIds = [...new Set(stages.flatMap((s) => s.approvers.map((a) => a.id)))];
  const names = await userNames(db, [...userIds, ...stages.flatMap((s) => s.cc.map((c) => c.id))]);
  for (const stage of stages) {
    for (const a of stage.approvers) a.name = names.get(a.id) ?? '';
    for (const c of stage.cc) c.name = names.get(c.id) ?? '';
  }
  return { stages, problems, userIds };
}

/** Users' display names by id. */
export async function userNames(db: WfDb, ids: readonly number[]): Promise<Map<number, string>> {
  const unique = [...new Set(ids)];
  if (unique.length === 0) return new Map();
  const rows = await db.selectFrom('users').select(['id', 'name']).where('id', 'in', unique).execute();
  return new Map(rows.map((r) => [r.id, r.name]));
}
