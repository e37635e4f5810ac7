import type { FastifyInstance, FastifyRequest } from 'fastify';
import { settingsDefaults } from '../../schemas/core/settings/settingsJsonSchema';
import type { TaskDescriptor } from '../../schemas/core/tasks/taskDescriptorSchema';
import { taskParamsDescriptor } from '../../schemas/core/tasks/taskParamsDescriptor';
import { requireAuth } from '../auth/authGuard';
import type { AppContext } from '../http/AppContext';
import { ValidationFailed } from '../http/HttpError';
import { translate } from '../http/translate';
import { announceEntityChanged } from '../resources/announceEntityChanged';
import { checkSettingsDocumentBody } from '../settings/document/checkSettingsDocumentBody';
import type { TaskRules, TaskRulesRegistry } from './TaskRules';

type Body = { Body: Record<string, unknown> };

/** The parameters of a call: the body checked like a settings save, over the defaults. */
async function paramsOf(d: TaskDescriptor, rules: TaskRules, ctx: AppContext, request: FastifyRequest<Body>) {
  const { changes, errors } = checkSettingsDocumentBody(
    taskParamsDescriptor(d),
    request.body ?? {},
    request.lang,
  );
  if (Object.keys(errors).length > 0)
    throw new ValidationFailed(translate(request.lang, 'validation:failed'), errors);
  return { ...(await defaultsOf(d, rules, ctx)), ...changes };
}

async function defaultsOf(d: TaskDescriptor, rules: TaskRules, ctx: AppContext) {
  return { ...settingsDefaults(taskParamsDescriptor(d)), ...(await rules.defaults?.(ctx.db)) };
}

/**
 * The API of one task (docs/guide-tasks.md): `GET {api}` answers the parameters' defaults,
 * `POST {api}/preview` the rows it would change, changing nothing (both the view right);
 * `POST {api}/apply` applies it in one transaction with an audit record of who ran it with
 * which parameters and how many rows changed (the run right), then announces the entities it
 * writes and answers `{data: {count, rows}}` with the preview as it is after.
 */
export function registerTaskRoute(
  app: FastifyInstance,
  ctx: AppContext,
  d: TaskDescriptor,
  rules: TaskRules,
) {
  const view = { config: { access: { permission: d.permission.view } } };
  app.get(d.api, view, async () => ({ data: { params: await defaultsOf(d, rules, ctx) } }));
  app.post<Body>(`${d.api}/preview`, { ...view, schema: { body: { type: 'object' } } }, async (request) => {
    const params = await paramsOf(d, rules, ctx, request);
    const { userId } = requireAuth(request);
    return { data: { rows: await rules.preview({ db: ctx.db, params, userId, lang: request.lang }) } };
  });
  app.post<Body>(
    `${d.api}/apply`,
    { config: { access: { permission: d.permission.run } }, schema: { body: { type: 'object' } } },
    async (request) => {
      const params = await paramsOf(d, rules, ctx, request);
      const { userId } = requireAuth(request);
      const { lang } = request;
      const count = await ctx.db.transaction().execute(async (trx) => {
        const changed = await rules.apply({ db: trx, params, userId, lang });
        await trx
          .insertInto('audit_log')
          .values({
            entity: d.id,
            record_id: 0,
            action: 'run',
            user_id: userId,
            before: null,
            after: JSON.stringify({ params, changed }),
          })
          .execute();
        return changed;
      });
      for (const id of d.writes ?? []) {
        const service = ctx.resources.services.get(id);
        if (service) await announceEntityChanged(ctx.realtime, service.descriptor, ctx.log);
      }
      const rows = await rules.preview({ db: ctx.db, params, userId, lang });
      return { message: translate(lang, d.done, { count }), data: { count, rows } };
    },
  );
}

/**
 * Every task descriptor's API with its rules; a descriptor without registered rules is a
 * start-up error (a task is module work: it has no generic behaviour of its own).
 * @example registerTaskRoutes(app, ctx, loadTaskDescriptors(), buildTaskRules())
 */
export function registerTaskRoutes(
  app: FastifyInstance,
  ctx: AppContext,
  descriptors: readonly TaskDescriptor[],
  registry: TaskRulesRegistry,
): void {
  for (const d of descriptors) {
    const rules = registry.get(d.id);
    if (!rules) throw new Error(`task ${d.id}: no rules registered under its id`);
    registerTaskRoute(app, ctx, d, rules);
  }
}
