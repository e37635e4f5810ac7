import type { FastifyInstance, FastifyRequest } from 'fastify';
import { sql } from 'kysely';
import type { FormDefinition } from '../../../schemas/wf/formDefinition';
import { requireAuth } from '../../auth/authGuard';
import type { AppContext } from '../../http/AppContext';
import { HttpError, ValidationFailed } from '../../http/HttpError';
import { ID_PARAM } from '../../http/idPattern';
import { translate } from '../../http/translate';
import { announceEntityChanged } from '../../resources/announceEntityChanged';
import type { EntityService } from '../../resources/EntityService';
import { rowScopeOf } from '../../resources/rowScope/rowScopeOf';
import { serializeRow } from '../../resources/serializeRow';
import { createApplication } from '../../wf/engine/saveApplication';
import { usableTemplates } from '../../wf/engine/usableTemplates';
import { wfDb } from '../../wf/engine/wfDatabase';
import { wfEngineServices } from '../../wf/registerWfRoutes';
import type { DmServices } from '../DmServices';
import { versionsReadableBy } from '../share/versionsReadableBy';
import { DISPATCH_KIND, DISPATCH_NUMBER_FIELD } from './dispatchKind';

const ENTITY = 'dm.dispatch';

/**
 * Refuses (422 on `document_ids`) a registration that links files the caller may not read (the
 * documents' view right, then each file's access list), so the register never shows a file to
 * someone the file itself is hidden from. Ids the record already holds stay, as a references
 * field keeps them. Runs before the runtime's create and update of `dm.dispatch`.
 */
function refuseUnreadableFiles(
  app: FastifyInstance,
  ctx: AppContext,
  dm: DmServices,
  dispatch: EntityService,
) {
  const api = dispatch.descriptor.api;
  app.addHook('preHandler', async (request) => {
    const url = request.routeOptions.url;
    const writes =
      (request.method === 'POST' && url === api) || (request.method === 'PUT' && url === `${api}/:id`);
    const ids = writes ? (request.body as { document_ids?: unknown } | null)?.document_ids : undefined;
    if (!Array.isArray(ids) || ids.length === 0) return;
    const held = new Set<number>();
    if (request.method === 'PUT') {
      const id = Number((request.params as { id: string }).id);
      const row = await sql<{ document_ids: number[] | null }>`
        select document_ids from dm_dispatches where id = ${id}`.execute(ctx.db);
      for (const documentId of row.rows[0]?.document_ids ?? []) held.add(documentId);
    }
    const added = ids.filter((id): id is number => typeof id === 'number' && !held.has(id));
    const readable = await versionsReadableBy(ctx, dm.documents, requireAuth(request).userId, added);
    if (added.some((id) => !readable.has(id)))
      throw new ValidationFailed(translate(request.lang, 'validation:failed'), {
        document_ids: [translate(request.lang, 'dm:dispatch.errors.unreadableFile')],
      });
  });
}

/** The first active template of kind `dispatch` the caller may apply with, and its form. */
async function dispatchTemplate(ctx: AppContext, userId: number) {
  const usable = (await usableTemplates(wfDb(ctx.db), userId)).find((t) => t.kind === DISPATCH_KIND.id);
  if (!usable) return undefined;
  const version = await sql<{ form: FormDefinition }>`
    select form from wf_template_versions where id = ${usable.versionId}`.execute(ctx.db);
  return { id: usable.id, form: version.rows[0]?.form };
}

/**
 * The dispatch register's own calls beside the runtime's (docs/guide-dm-dispatch.md):
 * - `POST /api/dm/dispatch/:id/sign-off` (the `signOff` row action): submits an application of
 *   the caller's sign-off template of kind `dispatch`, its form filled with the dispatch's number
 *   (and subject, when the form asks one); the kind's hook links it and moves the dispatch to
 *   `routing`, in the same transaction. 422 when no such template is open to the caller, or
 *   when the flow needs a choice only the form can make (then apply from the sign-off module).
 * - the check that linked files are readable by whoever links them (refuseUnreadableFiles).
 */
export function registerDispatchRoutes(app: FastifyInstance, ctx: AppContext, dm: DmServices): void {
  const dispatch = ctx.resources.services.get(ENTITY);
  if (!dispatch) return;
  refuseUnreadableFiles(app, ctx, dm, dispatch);
  const d = dispatch.descriptor;
  app.post<{ Params: { id: string } }>(
    `${d.api}/:id/sign-off`,
    {
      config: { access: { permission: `${d.permission}.actions.edit` } },
      schema: { params: { type: 'object', properties: { id: ID_PARAM } } },
    },
    async (request: FastifyRequest<{ Params: { id: string } }>) => {
      const { userId } = requireAuth(request);
      const id = Number(request.params.id);
      const row = await dispatch.store.get(ctx.db, id, { scope: await rowScopeOf(request, ctx, d, 'edit') });
      if (!row) throw new HttpError(404, translate(request.lang, 'auth:notFound'));
      if (row.status !== 'registered')
        throw new HttpError(409, translate(request.lang, 'resources:rowActions.notApplicable'));
      const template = await dispatchTemplate(ctx, userId);
      if (!template)
        throw new ValidationFailed(translate(request.lang, 'dm:dispatch.errors.noTemplate'), {
          template: [translate(request.lang, 'dm:dispatch.errors.noTemplate')],
        });
      const keys = new Set((template.form?.fields ?? []).map((f) => f.key));
      const values: Record<string, unknown> = { [DISPATCH_NUMBER_FIELD]: row.number };
      if (keys.has('subject')) values.subject = String(row.subject ?? '').slice(0, 100);
      await createApplication(
        wfEngineServices(ctx),
        { userId, lang: request.lang },
        { templateId: template.id, values, submit: true },
      );
      await announceEntityChanged(ctx.realtime, d, request.log);
      const fresh = (await dispatch.store.get(ctx.db, id))!;
      return { data: serializeRow(d, fresh) };
    },
  );
}
