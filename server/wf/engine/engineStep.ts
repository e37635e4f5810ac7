import type { Kysely } from 'kysely';
import type { Logger } from 'pino';
import type { FlowDefinition } from '../../../schemas/wf/flowDefinition';
import type { FormDefinition } from '../../../schemas/wf/formDefinition';
import type { Database } from '../../db/DatabaseSchema';
import { HttpError } from '../../http/HttpError';
import { type Language, translate } from '../../http/translate';
import type { Mailer } from '../../mail/Mailer';
import type { Realtime } from '../../realtime/Realtime';
import { readCompanySettings } from '../../settings/companySettings';
import { readWfCommonSettings } from '../settings/readWfSettings';
import type { WfKindRegistry } from '../kinds/WfKind';
import { deliverNotices } from './deliverNotices';
import type { InstanceRecord, Notice, StepContext } from './engineTypes';
import { ApproverResolver } from './resolveApprovers';
import { type WfTrx, wfDb } from './wfDatabase';
import { kindForm } from '../kinds/kindForm';

/** What the engine needs from the server: the database, the template kinds, and the ways to tell people. */
export interface EngineServices {
  db: Kysely<Database>;
  kinds: WfKindRegistry;
  realtime: Realtime;
  mailer: Mailer;
  log: Logger;
  appUrl: string;
  /** The clock (tests pass their own). */
  now?: () => Date;
  /** Tells open clients that these descriptor entities' rows changed (a kind's `writes`). */
  announceEntities?: (entityIds: readonly string[]) => Promise<void>;
}

/** The organisation's date (`YYYY-MM-DD`) at an instant, in its time zone (company settings). */
export async function organisationToday(db: Kysely<Database>, at: Date): Promise<string> {
  const { timeZone } = await readCompanySettings(db);
  let zone = timeZone;
  try {
    new Intl.DateTimeFormat('en-CA', { timeZone: zone });
  } catch {
    zone = 'UTC';
  }
  return new Intl.DateTimeFormat('en-CA', {
    timeZone: zone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(at);
}

/** Locks an application's row for the rest of the transaction; 404 when there is none. */
export async function lockInstance(trx: WfTrx, id: number, lang: Language): Promise<InstanceRecord> {
  const row = await trx
    .selectFrom('wf_instances')
    .selectAll()
    .where('id', '=', id)
    .forUpdate()
    .executeTakeFirst();
  if (!row) throw new HttpError(404, translate(lang, 'wf:engine.notFound'));
  return row;
}

/** The form and flow of a template version. */
export async function loadVersion(
  db: WfTrx | Kysely<Database>,
  versionId: number,
): Promise<{ form: FormDefinition; flow: FlowDefinition }> {
  const version = await wfDb(db as Kysely<Database>)
    .selectFrom('wf_template_versions')
    .select(['form', 'flow'])
    .where('id', '=', versionId)
    .executeTakeFirstOrThrow();
  return { form: version.form as FormDefinition, flow: version.flow as FlowDefinition };
}

/** Builds the context of a step on a locked (or just inserted) application. */
export async function stepContext(
  services: EngineServices,
  trx: WfTrx,
  instance: InstanceRecord,
  actorId: number | null,
  lang: Language,
): Promise<StepContext> {
  const now = services.now?.() ?? new Date();
  const db = trx as unknown as Kysely<Database>;
  const [version, settings, today] = [
    await loadVersion(trx, instance.template_version_id),
    await readWfCommonSettings(db),
    await organisationToday(db, now),
  ];
  const kind = services.kinds.get(instance.kind);
  if (!kind) throw new HttpError(422, translate(lang, 'wf:engine.unknownKind', { kind: instance.kind }));
  return {
    trx,
    now,
    today,
    instance: { ...instance },
    flow: version.flow,
    // The applicant's choices are checked against what the kind offers now (WfKind.formOptions).
    form: await kindForm(kind, version.form, db, true),
    kind,
    settings,
    resolver: new ApproverResolver(trx),
    actorId,
    lang,
    notices: [],
  };
}

/** Writes the application's changed columns back, one version up. */
export async function saveInstance(ctx: StepContext): Promise<void> {
  const i = ctx.instance;
  const saved = await ctx.trx
    .updateTable('wf_instances')
    .set({
      number: i.number,
      title: i.title,
      status: i.status,
      values: JSON.stringify(i.values),
      file_ids: i.file_ids,
      chosen_approvers: JSON.stringify(i.chosen_approvers),
      planned_user_ids: i.planned_user_ids,
      applicant_department_id: i.applicant_department_id,
      current_step: i.current_step,
      round: i.round,
      template_version_id: i.template_version_id,
      submitted_at: i.submitted_at,
      finished_at: i.finished_at,
      version: i.version + 1,
      updated_at: ctx.now,
    })
    .where('id', '=', i.id)
    .returning(['version', 'updated_at'])
    .executeTakeFirstOrThrow();
  i.version = saved.version;
  i.updated_at = saved.updated_at;
}

/**
 * Runs one step in one transaction: `body` works on the context, the application is saved a
 * version up, the transaction commits, and only then are the notices delivered (stored and
 * pushed; a failure there is logged, the step stands).
 */
export async function runStep<T>(
  services: EngineServices,
  body: (trx: WfTrx) => Promise<{ ctx: StepContext; result: T }>,
): Promise<T> {
  let notices: Notice[] = [];
  let instance: InstanceRecord | undefined;
  const result = await wfDb(services.db)
    .transaction()
    .execute(async (trx) => {
      const out = await body(trx);
      await saveInstance(out.ctx);
      notices = out.ctx.notices;
      instance = out.ctx.instance;
      return out.result;
    });
  if (instance && notices.length > 0) await deliverNotices(services, instance, notices);
  // A module's kind wrote its own rows in the step (leave records, balances): their open lists refresh.
  const writes = instance ? services.kinds.get(instance.kind)?.writes : undefined;
  if (writes?.length) await services.announceEntities?.(writes);
  return result;
}
