import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { TemplateDefinitionInput } from '../../../schemas/wf/wfApi';
import { requireAuth } from '../../auth/authGuard';
import type { AppContext } from '../../http/AppContext';
import { HttpError, ValidationFailed } from '../../http/HttpError';
import { translate } from '../../http/translate';
import { broadcastCacheChanged, type CachedList } from '../../realtime/broadcastCacheChanged';
import { announceEntityChanged } from '../../resources/announceEntityChanged';
import { serializeRow } from '../../resources/serializeRow';
import { wfDb } from '../engine/wfDatabase';
import { missingKindFields } from '../kinds/kindForm';
import type { WfKindRegistry } from '../kinds/WfKind';
import { checkDefinition } from './checkDefinition';
import { copyTemplateInput } from './copyTemplateInput';
import { type DefinitionCaller, TemplateDefinitions } from './TemplateDefinitions';

/** The entity whose rows the definitions belong to, and whose rights guard them. */
const TEMPLATE_ENTITY = 'wf.template';
/** The right the templates are managed under when the descriptor is not loaded (the catalogue's item). */
const FALLBACK_PERMISSION = 'wf.admin.form';

const ID_PARAMS = {
  type: 'object',
  properties: { id: { type: 'string', pattern: '^[1-9][0-9]{0,8}$' } },
  required: ['id'],
} as const;
/** The outer shape only; the form and flow are checked by checkDefinition, whose errors name paths inside them. */
const PUT_BODY = {
  type: 'object',
  properties: {
    form: { type: 'object' },
    flow: { type: 'object' },
    baseVersionId: { type: ['integer', 'null'], minimum: 1 },
  },
  required: ['form', 'flow', 'baseVersionId'],
  additionalProperties: false,
} as const;

interface IdRoute {
  Params: { id: string };
}

/**
 * The form designer's API (contract: schemas/wf/wfApi.ts): read and save a template's
 * definition (each save a new version), copy a template with its current definition, and the
 * job positions the designer's position rule picks from.
 * Guarded by the `wf.template` entity's rights: view to read, edit to save, create to copy.
 */
export function registerTemplateDefinitionRoutes(
  app: FastifyInstance,
  ctx: AppContext,
  kinds: WfKindRegistry,
): void {
  const definitions = new TemplateDefinitions(ctx.db);
  const templates = ctx.resources.services.get(TEMPLATE_ENTITY);
  const right = templates?.descriptor.permission ?? FALLBACK_PERMISSION;
  const access = (action: string) => ({ access: { permission: `${right}.actions.${action}` } });
  const caller = (request: FastifyRequest): DefinitionCaller => ({
    userId: requireAuth(request).userId,
    lang: request.lang,
  });
  const announce = async (request: FastifyRequest, lists: CachedList[]) => {
    for (const list of lists)
      await broadcastCacheChanged(ctx.realtime, list).catch((error: unknown) =>
        request.log.warn({ err: error, list }, 'could not announce a list change'),
      );
  };

  // The position rule's choices, names only: the job-position pick list of /sc asks for sc rights
  // a forms administrator need not have.
  app.get('/api/wf/designer/job-positions', { config: access('view') }, async () => ({
    data: await ctx.db
      .selectFrom('job_positions')
      .select(['id', 'name'])
      .where('deleted_at', 'is', null)
      .orderBy('rank', 'desc')
      .orderBy('id')
      .execute(),
  }));

  app.get<IdRoute>(
    '/api/wf/template/:id/definition',
    { config: access('view'), schema: { params: ID_PARAMS } },
    // The view itself, as the contract has it (schemas/wf/wfApi.ts), like the instance view.
    async (request) => definitions.get(Number(request.params.id), request.lang),
  );

  app.put<IdRoute & { Body: TemplateDefinitionInput }>(
    '/api/wf/template/:id/definition',
    { config: access('edit'), schema: { params: ID_PARAMS, body: PUT_BODY } },
    async (request) => {
      const id = Number(request.params.id);
      const who = caller(request);
      // 404 before 422: a definition for no template is not worth checking.
      await definitions.get(id, who.lang);
      const { form, flow } = await checkDefinition(ctx.db, request.body.form, request.body.flow, who.lang);
      // A module's kind reads some fields in its hooks (a leave form's type and period).
      const { kind } = await wfDb(ctx.db)
        .selectFrom('wf_templates')
        .select('kind')
        .where('id', '=', id)
        .executeTakeFirstOrThrow();
      const missing = missingKindFields(kinds.get(kind ?? 'general'), form);
      if (missing.length > 0)
        throw new ValidationFailed(translate(who.lang, 'validation:failed'), {
          form: missing.map((m) =>
            translate(who.lang, 'wf:engine.kindField', {
              kind: translate(who.lang, `wf:options.template.kind.${kind}`),
              ...m,
            }),
          ),
        });
      const saved = await definitions.save(
        id,
        { form, flow, baseVersionId: request.body.baseVersionId },
        who,
      );
      await announce(request, ['templateDefinitions']);
      return saved;
    },
  );

  app.post<IdRoute>(
    '/api/wf/template/:id/copy',
    { config: access('create'), schema: { params: ID_PARAMS } },
    async (request, reply) => {
      if (!templates) throw new HttpError(404, translate(request.lang, 'auth:notFound'));
      const id = Number(request.params.id);
      const who = caller(request);
      const row = await ctx.db.transaction().execute(async (trx) => {
        const source = await templates.store.get(trx, id);
        if (!source) throw new HttpError(404, translate(who.lang, 'auth:notFound'));
        const created = await templates.createIn(trx, copyTemplateInput(templates.descriptor, source), who);
        const current = await definitions.currentOf(trx, id, who.lang);
        if (!current) return created;
        const versionId = await definitions.addVersion(
          trx,
          created.id as number,
          current.form,
          current.flow,
          who.userId,
        );
        await definitions.point(
          trx,
          { id: created.id as number, current_version_id: null },
          versionId,
          who.userId,
        );
        return (await templates.store.get(trx, created.id as number)) ?? created;
      });
      await announceEntityChanged(ctx.realtime, templates.descriptor, request.log);
      await announce(request, ['templates', 'templateDefinitions']);
      return reply.code(201).send({ data: serializeRow(templates.descriptor, row) });
    },
  );
}
