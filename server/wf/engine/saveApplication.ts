import { checkFormValues } from '../../../schemas/wf/form/checkFormValues';
import { formTranslator } from '../../../schemas/wf/form/formMessages';
import { formProblemErrors } from '../../../schemas/wf/form/formProblem';
import { formLanguage } from '../../../schemas/wf/form/localise';
import { prepareFormValues } from '../../../schemas/wf/form/prepareFormValues';
import type { FormDefinition } from '../../../schemas/wf/formDefinition';
import type { LocalisedText } from '../../../schemas/wf/localisedText';
import type { SaveInstanceInput } from '../../../schemas/wf/wfApi';
import { HttpError, ValidationFailed } from '../../http/HttpError';
import { type Language, translate } from '../../http/translate';
import { assignNumber } from './assignNumber';
import { type EngineServices, lockInstance, loadVersion, runStep, stepContext } from './engineStep';
import type { StepContext } from './engineTypes';
import { attachApplicationFiles } from './instanceFiles';
import { localised, planFlow } from './planFlow';
import { primaryDepartmentOf } from './resolveApprovers';
import { startStep } from './runFlow';
import { addHistory, hookContext } from './stepRecords';
import { usableTemplates } from './usableTemplates';
import type { WfTrx } from './wfDatabase';

export interface Caller {
  userId: number;
  lang: Language;
}

/** Rules a draft may still break: what is missing is filled in before the submit. */
const DRAFT_ALLOWED = new Set(['required', 'minRows', 'mustCheck']);

/**
 * The application's values as the server stores them (schemas/wf/form/prepareFormValues: hidden
 * fields dropped, computed fields worked out again), or a 422 by field; a draft may leave
 * required fields empty.
 */
function checkValues(
  form: FormDefinition,
  values: unknown,
  submit: boolean,
  lang: Language,
): Record<string, unknown> {
  let checked: { values: Record<string, unknown>; errors: Record<string, string[]> };
  if (submit) checked = prepareFormValues(form, values, lang);
  else {
    // prepareFormValues without the rules a draft may still break.
    const found = checkFormValues(form, values);
    const language = formLanguage(lang);
    const problems = found.problems.filter((p) => !DRAFT_ALLOWED.has(p.rule));
    checked = {
      values: found.values,
      errors: formProblemErrors(problems, language, formTranslator(language)),
    };
  }
  if (Object.keys(checked.errors).length > 0)
    throw new ValidationFailed(translate(lang, 'validation:failed'), prefixed('values', checked.errors));
  return checked.values;
}

function prefixed(prefix: string, errors: Record<string, string[]>): Record<string, string[]> {
  return Object.fromEntries(Object.entries(errors).map(([k, v]) => [`${prefix}.${k}`, v]));
}

/** The file ids a form's `file` fields hold. */
export function formFileIds(form: FormDefinition, values: Readonly<Record<string, unknown>>): number[] {
  return form.fields
    .filter((f) => f.type === 'file')
    .flatMap((f) => {
      const v = values[f.key];
      return Array.isArray(v) ? v.filter((id): id is number => Number.isInteger(id)) : [];
    });
}

function titleOf(
  form: FormDefinition,
  values: Readonly<Record<string, unknown>>,
  name: LocalisedText,
): string {
  const own = form.titleField ? values[form.titleField] : undefined;
  const text = typeof own === 'string' && own.trim() ? own.trim() : localised(name, 'tw');
  return text.slice(0, 200);
}

/**
 * The template an application is made with: one the caller may use now, or (`started`: an
 * application returned to its applicant) the one it was made with, even if it has since been
 * switched off or closed to them.
 */
async function templateFor(trx: WfTrx, caller: Caller, templateId: number, started = false) {
  const [usable] = started
    ? (
        await trx
          .selectFrom('wf_templates')
          .select(['id', 'name', 'category_id', 'description', 'current_version_id'])
          .where('id', '=', templateId)
          .execute()
      ).map((r) => ({
        id: r.id,
        name: r.name as LocalisedText,
        categoryId: r.category_id,
        description: r.description,
        versionId: r.current_version_id ?? 0,
      }))
    : await usableTemplates(trx, caller.userId, templateId);
  if (!usable)
    throw new ValidationFailed(translate(caller.lang, 'validation:failed'), {
      templateId: [translate(caller.lang, 'wf:engine.templateNotUsable')],
    });
  const row = await trx
    .selectFrom('wf_templates')
    .select(['kind', 'number_prefix'])
    .where('id', '=', templateId)
    .executeTakeFirstOrThrow();
  return { ...usable, kind: row.kind ?? 'general', numberPrefix: row.number_prefix };
}

/** Takes the values, files and chosen approvers of a save into the context's application. */
async function takeInput(ctx: StepContext, caller: Caller, input: SaveInstanceInput, name: LocalisedText) {
  const values = checkValues(ctx.form, input.values, input.submit, caller.lang);
  const before = [...ctx.instance.file_ids, ...formFileIds(ctx.form, ctx.instance.values)];
  const fileIds = [...new Set(input.fileIds ?? [])];
  await attachApplicationFiles(ctx, caller, [...fileIds, ...formFileIds(ctx.form, values)], before);
  ctx.instance.values = values;
  ctx.instance.file_ids = fileIds;
  ctx.instance.chosen_approvers = input.chosenApprovers ?? {};
  ctx.instance.title = titleOf(ctx.form, values, name);
}

/** Submits (or resubmits) the application in the context: plan, number, first stage. */
async function submit(ctx: StepContext, caller: Caller, numberPrefix: string | null): Promise<void> {
  const i = ctx.instance;
  i.applicant_department_id = await primaryDepartmentOf(ctx.trx, i.applicant_id);
  const plan = await planFlow(
    ctx.trx,
    {
      flow: ctx.flow,
      values: i.values,
      applicant: { id: i.applicant_id, departmentId: i.applicant_department_id },
      chosen: i.chosen_approvers,
      lang: caller.lang,
    },
    ctx.resolver,
  );
  if (plan.problems.length > 0)
    throw new ValidationFailed(
      plan.problems.map((p) => p.message).join(' '),
      Object.fromEntries(plan.problems.map((p) => [`stages.${p.stageKey}`, [p.message]])),
      { problems: plan.problems },
    );
  const resubmit = i.status === 'returned';
  i.number ??= await assignNumber(ctx, numberPrefix);
  i.status = 'running';
  i.round += 1;
  i.submitted_at ??= ctx.now;
  i.finished_at = null;
  i.planned_user_ids = plan.userIds;
  await addHistory(ctx, { action: resubmit ? 'resubmit' : 'submit', fileIds: i.file_ids });
  await ctx.kind.onSubmit?.(hookContext(ctx));
  await startStep(ctx, 0);
}

/** POST /api/wf/instance: a new draft, or a new application submitted at once. Returns its id. */
export async function createApplication(
  services: EngineServices,
  caller: Caller,
  input: SaveInstanceInput,
): Promise<number> {
  return runStep(services, async (trx) => {
    const template = await templateFor(trx, caller, input.templateId);
    const inserted = await trx
      .insertInto('wf_instances')
      .values({
        template_id: template.id,
        template_version_id: template.versionId,
        kind: template.kind,
        number: null,
        applicant_id: caller.userId,
        applicant_department_id: await primaryDepartmentOf(trx, caller.userId),
        values: '{}',
        chosen_approvers: '{}',
        current_step: null,
        submitted_at: null,
        finished_at: null,
      })
      .returningAll()
      .executeTakeFirstOrThrow();
    const ctx = await stepContext(services, trx, inserted, caller.userId, caller.lang);
    await takeInput(ctx, caller, input, template.name);
    if (input.submit) await submit(ctx, caller, template.numberPrefix);
    return { ctx, result: inserted.id };
  });
}

/**
 * PUT /api/wf/instance/{id}: the applicant changes a draft (which moves to the template's
 * current version: it has not started) or an application returned to them, and may submit it.
 */
export async function updateApplication(
  services: EngineServices,
  caller: Caller,
  id: number,
  input: SaveInstanceInput,
): Promise<void> {
  await runStep(services, async (trx) => {
    const row = await lockInstance(trx, id, caller.lang);
    if (row.applicant_id !== caller.userId)
      throw new HttpError(403, translate(caller.lang, 'wf:engine.notApplicant'));
    if (input.version !== row.version) throw new HttpError(409, translate(caller.lang, 'wf:engine.stale'));
    if (row.status !== 'draft' && row.status !== 'returned')
      throw new HttpError(409, translate(caller.lang, 'wf:engine.notEditable'));
    if (input.templateId !== row.template_id)
      throw new ValidationFailed(translate(caller.lang, 'validation:failed'), {
        templateId: [translate(caller.lang, 'wf:engine.templateFixed')],
      });
    const template = await templateFor(trx, caller, row.template_id, row.status === 'returned');
    if (row.status === 'draft') {
      row.template_version_id = template.versionId;
      row.kind = template.kind;
    }
    const ctx = await stepContext(services, trx, row, caller.userId, caller.lang);
    await takeInput(ctx, caller, input, template.name);
    if (input.submit) await submit(ctx, caller, template.numberPrefix);
    return { ctx, result: undefined };
  });
}

/** DELETE /api/wf/instance/{id}: the applicant throws a draft away (its uploads go with it). */
export async function deleteDraft(
  services: EngineServices,
  caller: Caller,
  id: number,
  version: number,
): Promise<void> {
  await services.db.transaction().execute(async (trx) => {
    const row = await lockInstance(trx as unknown as WfTrx, id, caller.lang);
    if (row.applicant_id !== caller.userId)
      throw new HttpError(403, translate(caller.lang, 'wf:engine.notApplicant'));
    if (version !== row.version) throw new HttpError(409, translate(caller.lang, 'wf:engine.stale'));
    if (row.status !== 'draft') throw new HttpError(409, translate(caller.lang, 'wf:engine.notEditable'));
    await trx
      .updateTable('files')
      .set({ deleted_at: new Date() })
      .where('entity', '=', 'wf.instance')
      .where('record_id', '=', id)
      .execute();
    await trx.deleteFrom('wf_instances').where('id', '=', id).execute();
  });
}

/** POST /api/wf/instance/preview: who would sign each stage of these values, and what would stop a submit. */
export async function previewApplication(
  services: EngineServices,
  caller: Caller,
  input: Omit<SaveInstanceInput, 'submit' | 'version'>,
) {
  const db = services.db as unknown as WfTrx;
  const template = await templateFor(db, caller, input.templateId);
  const { form, flow } = await loadVersion(services.db, template.versionId);
  const values = checkFormValues(form, input.values).values;
  return planFlow(db, {
    flow,
    values,
    applicant: { id: caller.userId, departmentId: await primaryDepartmentOf(db, caller.userId) },
    chosen: input.chosenApprovers ?? {},
    lang: caller.lang,
  });
}
