import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../http/AppContext';
import { announceEntityChanged } from '../resources/announceEntityChanged';
import type { EngineServices } from './engine/engineStep';
import { startReminderTimer } from './engine/startReminderTimer';
import { registerAdminRoutes } from './instances/registerAdminRoutes';
import { registerInstanceFileRoutes } from './instances/registerInstanceFileRoutes';
import { registerInstanceRoutes } from './instances/registerInstanceRoutes';
import { buildWfKinds } from './kinds/buildWfKinds';
import { registerWfCachedLists } from './lists/registerWfCachedLists';
import { registerCommonWordRoutes } from '../common/registerCommonWordRoutes';
import { registerTemplateDefinitionRoutes } from './templates/registerTemplateDefinitionRoutes';

/**
 * Every /api/wf route that is not a descriptor entity's (those come from the resource runtime):
 * a plain list, one line per part of the sign-off module.
 */
export function registerWfRoutes(app: FastifyInstance, ctx: AppContext): void {
  const services = wfEngineServices(ctx);
  registerInstanceRoutes(app, services);
  registerInstanceFileRoutes(app, ctx);
  registerAdminRoutes(app, services);
  registerWfCachedLists(app, ctx, services.kinds);
  // The form designer's definitions (versions) and the template copy.
  registerTemplateDefinitionRoutes(app, ctx, services.kinds);
  // The user's common words serve sign-off comments (spec: /api/common/user-common-word).
  registerCommonWordRoutes(app, ctx);
  startReminderTimer(app, services);
}

/** The engine's services from the app's context (the routes and the demo seed share them). */
export function wfEngineServices(ctx: AppContext): EngineServices {
  return {
    db: ctx.db,
    kinds: buildWfKinds(),
    realtime: ctx.realtime,
    mailer: ctx.mailer,
    log: ctx.log,
    appUrl: ctx.config.appUrl,
    announceEntities: async (ids) => {
      for (const id of ids) {
        const service = ctx.resources.services.get(id);
        if (service) await announceEntityChanged(ctx.realtime, service.descriptor, ctx.log);
      }
    },
  };
}
