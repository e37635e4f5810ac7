import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { TaskDescriptor } from '../../schemas/core/tasks/taskDescriptorSchema';
import { taskParamsDescriptor } from '../../schemas/core/tasks/taskParamsDescriptor';
import { requireAuth } from '../auth/authGuard';
import type { AppContext } from '../http/AppContext';
import { translate } from '../http/translate';
import { announceEntityChanged } from '../resources/announceEntityChanged';
import { checkedParams, defaultParams } from '../params/checkedParams';
import type { TaskRules, TaskRulesRegistry } from './TaskRules';

type Body = { Body: Record<string, unknown> };

/**
 * The API of one task (docs/guide-tasks.md): `GET {api}` answers the parameters' defaults,
 * `POST {api}/preview` the rows it would change, changing nothing (both the view right);
 * `POST {api}/apply` applies it in one transaction with an audit record of who ran it with
 * which parameters and how many rows changed (the run right), then announces the entities it
 * writes (and runs what the rules queued for after the commit) and answers
 * `{data: {count, rows}}` with the preview as it is after.
 */
export function registerTaskRoute(
  app: FastifyInstance,
  ctx: AppContext,
  d: TaskDescriptor,
  rules: TaskRules,
) {
  const descriptor = taskParamsDescriptor(d);
  const paramsOf = (request: FastifyRequest<Body>) =>
    checkedParams(descriptor, rules.defaults, ctx.db, request);
  const view = { config: { access: { permission: d.permission.view } } };
  app.get(d.api, view, async () => ({
    data: { params: await defaultParams(descriptor, rules.defaults, ctx.db) },
  }));
  app.post<Body>(`${d.api}/preview`, { ...view, schema: { body: { type: 'object' } } }, async (request) => {
    const params = await paramsOf(request);
    const { userId } = requireAuth(request);
    return { data: { rows: await rules.preview({ db: ctx.db, params, userId, lang: request.lang }) } };
  });
  app.post<Body>(
    `${d.api}/apply`,
    { config: { access: { permission: d.permission.run } }, schema: { body: { type: 'object' } } },
    async (request) => {
      const params = await paramsOf(request);
      const { userId } = requireAuth(request);
      const { lang } = request;
      const effects: Array<(ctx: AppContext) => Promise<void>> = [];
      const afterCommit = (effect: (ctx: AppContext) => Promise<void>) => void effects.push(effect);
      const count = await ctx.db.transaction().execute(async (trx) => {
        const changed = await rules.apply({ db: trx, params, userId, lang, afterCommit });
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
      for (const effect of effects)
        await effect(ctx).catch((error: unknown) =>
          ctx.log.error({ err: error, task: d.id }, 'task: after commit'),
        );
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
