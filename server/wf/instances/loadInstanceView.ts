import type { LocalisedText } from '../../../schemas/wf/localisedText';
import type {
  HistoryEntry,
  InstanceStatus,
  InstanceView,
  StageView,
  UserRef,
  WfAction,
} from '../../../schemas/wf/wfApi';
import { HttpError } from '../../http/HttpError';
import { translate } from '../../http/translate';
import { readWfCommonSettings } from '../settings/readWfSettings';
import { type ActionCaller, decidedRound, returnTargets } from '../engine/applyAction';
import { type EngineServices, loadVersion, organisationToday } from '../engine/engineStep';
import type { InstanceRecord, RunRecord, TaskRecord } from '../engine/engineTypes';
import { WF_FILE_ENTITY } from '../engine/instanceFiles';
import { planFlow, userNames } from '../engine/planFlow';
import { canSeeInstance, delegatorsOf } from '../engine/visibility';
import { coreDb, type WfDb, wfDb } from '../engine/wfDatabase';
import { kindForm } from '../kinds/kindForm';

type TaskState = StageView['approvers'][number]['state'];

function ref(names: Map<number, string>, id: number | null): UserRef | undefined {
  return id === null ? undefined : { id, name: names.get(id) ?? '' };
}

/** A stage as it ran, with its approvers and the people it copied. */
function runView(run: RunRecord, tasks: TaskRecord[], cc: number[], names: Map<number, string>): StageView {
  return {
    key: run.stage_key,
    name: run.name as LocalisedText,
    step: run.step,
    branch: run.branch,
    mode: run.mode,
    required: run.required,
    state: run.state as StageView['state'],
    ...(run.skipped_because ? { skippedBecause: run.skipped_because as 'condition' | 'noApprover' } : {}),
    approvers: tasks.map((t) => ({
      id: t.assignee_id,
      name: names.get(t.assignee_id) ?? '',
      state: t.state as TaskState,
      ...(t.acted_by !== null ? { actedBy: ref(names, t.acted_by) } : {}),
      ...(t.acted_at ? { actedAt: t.acted_at.toISOString() } : {}),
      ...(t.comment ? { comment: t.comment } : {}),
      ...(t.added_by !== null ? { addedBy: ref(names, t.added_by) } : {}),
    })),
    cc: cc.map((id) => ({ id, name: names.get(id) ?? '' })),
    ...(run.deadline ? { deadline: run.deadline.toISOString() } : {}),
  };
}

/**
 * GET /api/wf/instance/{id}: the application as its page shows it (403 unless the caller may
 * see it): values and form of its version, every stage run and the stages still to come, the
 * history, the files, and what the caller may do now.
 */
export async function loadInstanceView(
  services: EngineServices,
  caller: ActionCaller & { manage: boolean },
  id: number,
): Promise<InstanceView> {
  const db = wfDb(services.db);
  const row = await db.selectFrom('wf_instances').selectAll().where('id', '=', id).executeTakeFirst();
  if (!row) throw new HttpError(404, translate(caller.lang, 'wf:engine.notFound'));
  const today = await organisationToday(services.db, services.now?.() ?? new Date());
  if (!caller.seeAll && !(await canSeeInstance(db, row, caller.userId, today)))
    throw new HttpError(403, translate(caller.lang, 'wf:engine.notVisible'));
  const [version, template, runs, tasks, ccRows, history, files] = [
    await loadVersion(services.db, row.template_version_id),
    await db
      .selectFrom('wf_templates')
      .select(['id', 'name'])
      .where('id', '=', row.template_id)
      .executeTakeFirst(),
    await db.selectFrom('wf_stage_runs').selectAll().where('instance_id', '=', id).orderBy('id').execute(),
    await db
      .selectFrom('wf_tasks')
      .selectAll()
      .where('instance_id', '=', id)
      .orderBy('run_id')
      .orderBy('sort')
      .orderBy('id')
      .execute(),
    await db
      .selectFrom('wf_cc')
      .select(['user_id', 'run_id'])
      .where('instance_id', '=', id)
      .orderBy('id')
      .execute(),
    await db.selectFrom('wf_history').selectAll().where('instance_id', '=', id).orderBy('id').execute(),
    await db
      .selectFrom('files')
      .select(['id', 'original_name', 'size', 'mime', 'deleted_at'])
      .where('entity', '=', WF_FILE_ENTITY)
      .where('record_id', '=', id)
      .execute(),
  ];
  const names = await userNames(db, [
    row.applicant_id,
    ...tasks.flatMap((t) => [t.assignee_id, t.acted_by ?? 0, t.added_by ?? 0]),
    ...ccRows.map((c) => c.user_id),
    ...history.flatMap((h) => [h.actor_id ?? 0, h.on_behalf_of ?? 0]),
  ]);
  const stages = runs.map((run) =>
    runView(
      run,
      tasks.filter((t) => t.run_id === run.id),
      ccRows.filter((c) => c.run_id === run.id).map((c) => c.user_id),
      names,
    ),
  );
  if (row.status === 'running' && row.current_step !== null) {
    // The stages not reached yet: after each open branch's active stage, and every later step.
    const open = runs.filter(
      (r) => r.round === row.round && r.step === row.current_step && r.state === 'active',
    );
    const slots = new Map(open.map((r) => [r.branch, r.slot + 1]));
    const plan = await planFlow(db, {
      flow: version.flow,
      values: row.values,
      applicant: { id: row.applicant_id, departmentId: row.applicant_department_id },
      chosen: row.chosen_approvers,
      lang: caller.lang,
      from: { step: row.current_step, slots },
    });
    stages.push(...plan.stages.filter((s) => s.state === 'planned' || s.skippedBecause === 'condition'));
  }
  const fileInfo = new Map(
    files.map((f) => [f.id, { id: f.id, name: f.original_name, size: Number(f.size) }]),
  );
  const historyView: HistoryEntry[] = history.map((h) => ({
    id: h.id,
    action: h.action as HistoryEntry['action'],
    actor: ref(names, h.actor_id) ?? null,
    ...(h.on_behalf_of !== null ? { onBehalfOf: ref(names, h.on_behalf_of) } : {}),
    ...(h.stage_key ? { stageKey: h.stage_key } : {}),
    ...(h.comment ? { comment: h.comment } : {}),
    ...(h.file_ids.length > 0
      ? {
          files: h.file_ids
            .map((f) => fileInfo.get(f))
            .filter((f): f is NonNullable<typeof f> => f !== undefined),
        }
      : {}),
    at: h.at.toISOString(),
    ...(h.details ? { details: h.details } : {}),
  }));
  const allowed = await allowedFor(db, caller, row, runs, tasks, version.flow, today);
  return {
    id: row.id,
    number: row.number,
    title: row.title,
    template: { id: row.template_id, name: (template?.name ?? { tw: '' }) as LocalisedText },
    applicant: { id: row.applicant_id, name: names.get(row.applicant_id) ?? '' },
    status: row.status as InstanceStatus,
    currentStages: runs
      .filter((r) => r.state === 'active')
      .map((r) => ({ key: r.stage_key, name: r.name as LocalisedText })),
    submittedAt: row.submitted_at?.toISOString() ?? null,
    updatedAt: row.updated_at.toISOString(),
    version: row.version,
    templateVersionId: row.template_version_id,
    // A module's kind names its select options from its own rows (WfKind.formOptions).
    form: await kindForm(
      services.kinds.get(row.kind),
      version.form,
      services.db,
      row.status === 'draft' || row.status === 'returned',
    ),
    values: row.values,
    files: row.file_ids
      .map((f) => files.find((x) => x.id === f && x.deleted_at === null))
      .filter((f): f is NonNullable<typeof f> => f !== undefined)
      .map((f) => ({ id: f.id, name: f.original_name, size: Number(f.size), mime: f.mime })),
    stages,
    history: historyView,
    allowed,
  };
}

/** What the caller may do now: the same checks the actions make, so the page offers only what works. */
async function allowedFor(
  db: WfDb,
  caller: ActionCaller & { manage: boolean },
  row: InstanceRecord,
  runs: RunRecord[],
  tasks: TaskRecord[],
  flow: Parameters<typeof returnTargets>[2],
  today: string,
): Promise<InstanceView['allowed']> {
  const actions: WfAction[] = [];
  const delegators = await delegatorsOf(db, caller.userId, today, row.template_id);
  const pending = tasks.filter(
    (t) => t.state === 'pending' && (t.assignee_id === caller.userId || delegators.includes(t.assignee_id)),
  );
  const running = row.status === 'running';
  const mine = pending.find((t) => t.assignee_id === caller.userId) ?? pending[0];
  let returnTo: InstanceView['allowed']['returnTo'] = [];
  if (running && mine) {
    actions.push('approve', 'reject');
    if (mine.role === 'approver') {
      const run = runs.find((r) => r.id === mine.run_id)!;
      returnTo = (await returnTargets(db, row, flow, run)).map((t) => ({
        key: t.key,
        name: t.name as LocalisedText,
      }));
      if (returnTo.length > 0) actions.push('return');
      actions.push('addSigner', 'forward');
    }
  }
  if (row.status !== 'draft') actions.push('comment');
  if (running && row.applicant_id === caller.userId) {
    const settings = await readWfCommonSettings(coreDb(db));
    if (settings.allowWithdraw && !(await decidedRound(db, row))) actions.push('withdraw');
  }
  const actingIds = [...new Set(pending.map((t) => t.assignee_id))].sort((a, b) =>
    a === caller.userId ? -1 : b === caller.userId ? 1 : a - b,
  );
  const names = await userNames(db, actingIds);
  return {
    actions,
    returnTo,
    actingFor: actingIds.map((id) => ({ id, name: names.get(id) ?? '' })),
    edit: row.applicant_id === caller.userId && (row.status === 'draft' || row.status === 'returned'),
    admin: caller.manage && (row.status === 'running' || row.status === 'returned'),
  };
}
