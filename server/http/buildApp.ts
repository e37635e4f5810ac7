import compress from '@fastify/compress';
import cookie from '@fastify/cookie';
import formbody from '@fastify/formbody';
import { ENTITY_SCHEMA_AJV_OPTIONS } from '../../schemas/core/entityJsonSchema';
import Fastify, { type FastifyBaseLogger, type FastifyInstance } from 'fastify';
import { registerAuthGuard } from '../auth/authGuard';
import { registerAuthRoutes } from '../auth/registerAuthRoutes';
import { registerLangRoutes } from '../lang/registerLangRoutes';
import { registerNotificationRoutes } from '../notifications/registerNotificationRoutes';
import { registerListLayoutRoutes } from '../preferences/registerListLayoutRoutes';
import { registerRealtime } from '../realtime/registerRealtime';
import { registerResourceRoutes } from '../resources/registerResourceRoutes';
import { registerScRoutes } from '../sc/registerScRoutes';
import { registerWfRoutes } from '../wf/registerWfRoutes';
import { registerDmRoutes } from '../dm/registerDmRoutes';
import { registerAttendanceCalendarRoute } from '../as/calendar/registerAttendanceCalendarRoute';
import { registerClockingRoutes } from '../as/clocking/registerClockingRoutes';
import { buildSettingsRules } from '../modules/buildSettingsRules';
import { loadSettingsDescriptors } from '../settings/document/loadSettingsDescriptors';
import { registerSettingsDocumentRoutes } from '../settings/document/registerSettingsDocumentRoutes';
import { buildTaskRules } from '../modules/buildTaskRules';
import { loadTaskDescriptors } from '../tasks/loadTaskDescriptors';
import { registerTaskRoutes } from '../tasks/registerTaskRoutes';
import { loadReportDescriptors } from '../reports/loadReportDescriptors';
import { registerReportRoutes } from '../reports/registerReportRoutes';
import { buildReportRules } from '../modules/buildReportRules';
import type { AppContext } from './AppContext';
import { registerDiskGuard } from './registerDiskGuard';
import { answerFrameworkError, registerErrorHandling } from './registerErrorHandling';
import { refuseUnstorableText } from './refuseUnstorableText';
import { registerGracefulClose } from './registerGracefulClose';
import { registerWebApp } from './registerWebApp';
import { registerRouteTable } from './routeTable';
import './routeAccess';
import { type Language, pickLanguage } from './translate';

declare module 'fastify' {
  interface FastifyRequest {
    /** The interface language of this request, from Accept-Language. */
    lang: Language;
  }
}

/** Request bodies above this are refused with 413 before they are parsed (uploads get their own limit later). */
const BODY_LIMIT = 1024 * 1024;

/** Builds the whole HTTP application on a context; tests call this and use `inject`. */
export async function buildApp(ctx: AppContext): Promise<FastifyInstance> {
  const app = Fastify({
    // pino's Logger is a FastifyBaseLogger; the cast only drops pino's own generic parameters.
    loggerInstance: ctx.log as FastifyBaseLogger,
    bodyLimit: BODY_LIMIT,
    trustProxy: ctx.config.trustProxy,
    // Strict input: a number is not silently accepted where a string is required.
    ajv: {
      customOptions: {
        coerceTypes: false,
        allErrors: true,
        removeAdditional: false,
        allowUnionTypes: true,
        ...ENTITY_SCHEMA_AJV_OPTIONS,
      },
    },
    return503OnClosing: true,
    // A URL fastify cannot route (undecodable, or a parameter past maxParamLength) is answered
    // in the project's error shape, not fastify's own (which names its internal error code).
    frameworkErrors: answerFrameworkError,
  });

  app.decorateRequest('lang', 'tw');
  app.addHook('onRequest', async (request) => {
    request.lang = pickLanguage(request.headers['accept-language']);
  });

  registerRouteTable(app);
  registerErrorHandling(app);
  refuseUnstorableText(app);
  registerGracefulClose(app);
  registerAuthGuard(app, ctx);
  // The embedded database's disk: PostgreSQL proper lives elsewhere and handles a full disk itself.
  if (!ctx.config.databaseUrl && ctx.config.minFreeDiskMb > 0)
    registerDiskGuard(app, {
      dir: ctx.config.dataDir,
      minFreeBytes: () => ctx.config.minFreeDiskMb * 1024 * 1024,
    });
  await app.register(cookie);
  await app.register(formbody, { bodyLimit: BODY_LIMIT });
  await app.register(compress, { threshold: 1024, encodings: ['br', 'gzip', 'deflate'] });

  app.get('/up', { config: { access: 'public' } }, async () => ({ status: 'ok' }));
  registerLangRoutes(app);
  registerAuthRoutes(app, ctx);
  registerScRoutes(app, ctx);
  registerWfRoutes(app, ctx);
  registerClockingRoutes(app, ctx);
  registerAttendanceCalendarRoute(app, ctx);
  registerSettingsDocumentRoutes(app, ctx, loadSettingsDescriptors(), buildSettingsRules());
  registerTaskRoutes(app, ctx, loadTaskDescriptors(), buildTaskRules());
  registerReportRoutes(app, ctx, loadReportDescriptors(), buildReportRules());
  registerRealtime(app, ctx);
  registerNotificationRoutes(app, ctx);
  registerListLayoutRoutes(app, ctx);
  registerResourceRoutes(app, ctx, [...ctx.resources.services.values()]);
  registerDmRoutes(app, ctx);
  await registerWebApp(app, ctx.config.webDir);
  return app;
}
