import { type Kysely, sql, type Transaction } from 'kysely';
import type { LocalisedText } from '../../../schemas/wf/localisedText';
import type { FlowDefinition } from '../../../schemas/wf/flowDefinition';
import type { FormDefinition } from '../../../schemas/wf/formDefinition';
import type { TemplateDefinitionInput, TemplateDefinitionView } from '../../../schemas/wf/wfApi';
import type { Database } from '../../db/DatabaseSchema';
import { HttpError } from '../../http/HttpError';
import { type Language, translate } from '../../http/translate';
import { countInstancesOnVersion } from './countInstancesOnVersion';
import type { Executor } from '../../db/Executor';

/** The columns of `wf_templates` (descriptor `wf.template`) this service reads and sets. */
interface TemplateHead {
  id: number;
  name: LocalisedText;
  current_version_id: number | null;
  updated_at: Date;
}

interface VersionRow {
  id: number;
  version_no: number;
  form: FormDefinition;
  flow: FlowDefinition;
  created_at: Date;
}

export interface DefinitionCaller {
  userId: number;
  lang: Language;
}

/** The definition a template shows before its first save: no fields, no steps, no version. */
export const EMPTY_FORM: FormDefinition = { fields: [] };
export const EMPTY_FLOW: FlowDefinition = { steps: [] };

/**
 * The versioned definitions (form + flow) of sign-off templates, table `wf_template_versions`
 * (migration 0011). A save never changes a version: it adds one (`version_no` + 1) and points
 * `wf_templates.current_version_id` at it in the same transaction, so an instance keeps the
 * version it started with. The base version the designer loaded is the stale-write token (409).
 */
export class TemplateDefinitions {
  constructor(private readonly db: Kysely<Database>) {}

  private async head(trx: Executor, templateId: number, lang: Language, lock = false): Promise<TemplateHead> {
    const row = await sql<TemplateHead>`
      select id, name, current_version_id, updated_at from wf_templates
      where id = ${templateId} and deleted_at is null ${lock ? sql`for update` : sql``}`
      .execute(trx)
      .then((r) => r.rows[0]);
    if (!row) throw new HttpError(404, translate(lang, 'auth:notFound'));
    return row;
  }

  private async version(trx: Executor, versionId: number): Promise<VersionRow | undefined> {
    return trx
      .selectFrom('wf_template_versions')
      .select(['id', 'version_no', 'form', 'flow', 'created_at'])
      .where('id', '=', versionId)
      .executeTakeFirst() as Promise<VersionRow | undefined>;
  }

  private async viewOf(trx: Executor, head: TemplateHead): Promise<TemplateDefinitionView> {
    const version =
      head.current_version_id === null ? undefined : await this.version(trx, head.current_version_id);
    if (!version)
      return {
        templateId: head.id,
        name: head.name,
        versionId: null,
        versionNo: 0,
        form: EMPTY_FORM,
        flow: EMPTY_FLOW,
        usedBy: 0,
        updatedAt: new Date(head.updated_at).toISOString(),
      };
    return {
      templateId: head.id,
      name: head.name,
      versionId: version.id,
      versionNo: version.version_no,
      form: version.form,
      flow: version.flow,
      usedBy: await countInstancesOnVersion(trx, version.id),
      updatedAt: new Date(version.created_at).toISOString(),
    };
  }

  /** The template's current definition (the empty one, `versionId: null`, before the first save); 404 when it does not exist. */
  async get(templateId: number, lang: Language): Promise<TemplateDefinitionView> {
    return this.viewOf(this.db, await this.head(this.db, templateId, lang));
  }

  /**
   * Saves a checked definition as the template's new current version. A `baseVersionId` that is
   * not the current version (someone saved since) is a 409 carrying the current definition.
   */
  async save(
    templateId: number,
    input: Pick<TemplateDefinitionInput, 'baseVersionId'> & { form: FormDefinition; flow: FlowDefinition },
    caller: DefinitionCaller,
  ): Promise<TemplateDefinitionView> {
    let stale = false;
    const saved = await this.db.transaction().execute(async (trx) => {
      // The row lock orders concurrent saves of one template: the second sees the first's version.
      const head = await this.head(trx, templateId, caller.lang, true);
      if (head.current_version_id !== input.baseVersionId) {
        stale = true;
        return null;
      }
      const versionId = await this.addVersion(trx, templateId, input.form, input.flow, caller.userId);
      await this.point(trx, head, versionId, caller.userId);
      return this.viewOf(trx, { ...head, current_version_id: versionId });
    });
    if (saved) return saved;
    // Read after the transaction ended: PGlite has one session, a read outside an open transaction waits for it.
    const current = stale ? await this.get(templateId, caller.lang) : null;
    throw new HttpError(409, translate(caller.lang, 'wf:designer.conflict'), { data: current });
  }

  /** Adds a version after the template's newest one; returns its id. */
  async addVersion(
    trx: Transaction<Database>,
    templateId: number,
    form: FormDefinition,
    flow: FlowDefinition,
    userId: number,
  ): Promise<number> {
    const last = await trx
      .selectFrom('wf_template_versions')
      .select((eb) => eb.fn.max('version_no').as('n'))
      .where('template_id', '=', templateId)
      .executeTakeFirst();
    const row = await trx
      .insertInto('wf_template_versions')
      .values({
        template_id: templateId,
        version_no: Number(last?.n ?? 0) + 1,
        form: JSON.stringify(form),
        flow: JSON.stringify(flow),
        created_by: userId,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    return row.id;
  }

  /**
   * Makes a version the template's current one, audited on the template (`wf.template`, update of
   * `current_version_id`). The template's own `version` stays: its name, category and activation
   * are edited elsewhere, and a definition save must not make that form's save stale.
   */
  async point(
    trx: Transaction<Database>,
    head: Pick<TemplateHead, 'id' | 'current_version_id'>,
    versionId: number,
    userId: number,
  ): Promise<void> {
    await sql`update wf_templates set current_version_id = ${versionId}, updated_at = now() where id = ${head.id}`.execute(
      trx,
    );
    await trx
      .insertInto('audit_log')
      .values({
        entity: 'wf.template',
        record_id: head.id,
        action: 'update',
        user_id: userId,
        before: JSON.stringify({ current_version_id: head.current_version_id }),
        after: JSON.stringify({ current_version_id: versionId }),
      })
      .execute();
  }

  /** The current version's form and flow (the empty ones before the first save), for a copy. */
  async currentOf(
    trx: Executor,
    templateId: number,
    lang: Language,
  ): Promise<{ form: FormDefinition; flow: FlowDefinition } | null> {
    const head = await this.head(trx, templateId, lang);
    const version =
      head.current_version_id === null ? undefined : await this.version(trx, head.current_version_id);
    return version ? { form: version.form, flow: version.flow } : null;
  }
}
