import type { FastifyInstance } from 'fastify';
import { registerFileRoutes } from '../files/registerFileRoutes';
import type { AppContext } from '../http/AppContext';
import { registerAccessRoutes } from './access/registerAccessRoutes';
import type { EntityService } from './EntityService';
import { pickListRights } from './pickListRights';
import { registerEntityRoutes } from './registerEntityRoutes';
import { XLSX_TYPE } from './parseImportFile';

/** Import files are the raw request body; this is their size limit. */
export const IMPORT_BODY_LIMIT = 20 * 1024 * 1024;

/** Registers every entity's API, and the body parsers its import needs. */
export function registerResourceRoutes(
  app: FastifyInstance,
  ctx: AppContext,
  services: readonly EntityService[],
): void {
  app.addContentTypeParser(
    ['text/csv', XLSX_TYPE],
    { parseAs: 'buffer', bodyLimit: IMPORT_BODY_LIMIT },
    (_request, body, done) => {
      done(null, body);
    },
  );
  // Who references whom, once for every entity's pick list.
  const picks = pickListRights(ctx.resources.descriptors);
  for (const service of services) registerEntityRoutes(app, ctx, service, picks);
  for (const service of services) registerAccessRoutes(app, ctx, service);
  registerFileRoutes(app, ctx, services);
}
