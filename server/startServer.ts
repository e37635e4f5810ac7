import { existsSync } from 'node:fs';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import pino, { type Logger } from 'pino';
import { AccessTokens } from './auth/AccessTokens';
import { Captchas } from './auth/Captchas';
import { LoginThrottle } from './auth/LoginThrottle';
import { RefreshSessions } from './auth/RefreshSessions';
import type { AppConfig } from './config/loadConfig';
import { loadSecrets } from './config/loadSecrets';
import { type OpenedDatabase, openDatabase } from './db/openDatabase';
import { runMigrations } from './db/runMigrations';
import { ensureSchemaTemplate } from './db/schemaTemplate';
import type { AppContext } from './http/AppContext';
import { buildApp } from './http/buildApp';
import { Mailer } from './mail/Mailer';
import { PermissionCache } from './permissions/PermissionCache';
import { Realtime } from './realtime/Realtime';
import { seedDemoIfEmpty } from './seed/seedDemo';
import { seedWfDemo } from './seed/demo/seedWfDemo';
import { seedDmDemo } from './seed/demo/seedDmDemo';
import { wfEngineServices } from './wf/registerWfRoutes';
import { catalogueWithEntities } from '../schemas/core/permissionCatalogue';
import { settingsCatalogueEntries } from '../schemas/core/settings/settingsPermissions';
import { taskParamsDescriptor } from '../schemas/core/tasks/taskParamsDescriptor';
import { loadTaskDescriptors } from './tasks/loadTaskDescriptors';
import { loadReportDescriptors } from './reports/loadReportDescriptors';
import { reportParamsDescriptor } from '../schemas/core/reports/reportParamsDescriptor';
import { loadSettingsDescriptors } from './settings/document/loadSettingsDescriptors';
import type { EntityDescriptor } from '../schemas/core/entityDescriptorSchema';
import { buildEntityRules } from './modules/buildEntityRules';
import { createFileStore } from './files/createFileStore';
import { JobWorker } from './jobs/JobWorker';
import { announceEntityChanged } from './resources/announceEntityChanged';
import { backfillTextIndex } from './resources/textSearch/backfillTextIndex';
import { buildResources } from './resources/buildResources';
import type { EntityRulesRegistry } from './resources/entityRules';
import { loadEntityDescriptors } from './resources/loadEntityDescriptors';
import { syncEntitySchema } from './resources/syncEntitySchema';

/** The realtime signal that makes every instance forget cached permission trees. */
const PERMISSIONS_SIGNAL = 'permissions';

export interface RunningServer {
  app: FastifyInstance;
  ctx: AppContext;
  database: OpenedDatabase;
  /** Base URL the server listens on, e.g. http://127.0.0.1:8080 (after `listen`). */
  url: string;
  seeded: boolean;
  /** Stops accepting, lets requests in flight finish, then closes the database. */
  close: () => Promise<void>;
}

/**
 * Opens the database, migrates it, seeds the demo organisation when configured
 * and the database is empty, builds the app and (unless `listen: false`) listens.
 */
export async function startServer(
  config: AppConfig,
  options: {
    listen?: boolean;
    logger?: Logger;
    entities?: readonly EntityDescriptor[];
    /** Business rules by entity id (default: every module's, buildEntityRules); tests give their own entities' rules. */
    rules?: EntityRulesRegistry;
    /** An already open database (several instances in one test); the caller closes it. */
    database?: OpenedDatabase;
  } = {},
): Promise<RunningServer> {
  const log = options.logger ?? pino({ level: config.logLevel });
  const secrets = loadSecrets(config.dataDir);
  const ownsDatabase = options.database === undefined;
  const entities = options.entities ?? loadEntityDescriptors();
  // A new embedded database starts from the schema template (built once per schema).
  const isNewEmbedded =
    !config.databaseUrl && ownsDatabase && !existsSync(path.join(config.dataDir, 'pgdata', 'PG_VERSION'));
  const schemaTemplate = isNewEmbedded ? await ensureSchemaTemplate(entities) : undefined;
  const database =
    options.database ??
    (await openDatabase({
      databaseUrl: config.databaseUrl,
      dataDir: config.dataDir,
      schemaTemplate,
      onIdleError: (error) =>
        log.warn({ err: error }, 'an idle database connection failed; the pool will reconnect'),
    }));
  const closeDatabase = () => (ownsDatabase ? database.close() : Promise.resolve());
  const { db } = database;
  let realtime: Realtime | undefined;
  try {
    await runMigrations(db);
    await syncEntitySchema(db, entities);
    await backfillTextIndex(db, entities);
    const resources = buildResources(db, entities, options.rules ?? buildEntityRules());
    const seeded = config.seedDemo ? await seedDemoIfEmpty(db, resources) : false;
    realtime = await Realtime.create({ app: secrets.realtime, redisUrl: config.redisUrl, log });
    const ctx: AppContext = {
      config,
      secrets,
      db,
      log,
      accessTokens: new AccessTokens(secrets.jwtSecret, config.accessTokenTtlSeconds),
      sessions: new RefreshSessions(db, config.refreshTokenTtlDays),
      throttle: new LoginThrottle(db),
      captchas: new Captchas(db),
      mailer: new Mailer(db, config.mail, log, !config.isProduction),
      permissions: new PermissionCache(
        db,
        catalogueWithEntities([
          ...entities,
          ...settingsCatalogueEntries([
            ...loadSettingsDescriptors(),
            ...loadTaskDescriptors().map(taskParamsDescriptor),
            ...loadReportDescriptors().map(reportParamsDescriptor),
          ]),
        ]),
      ),
      resources,
      realtime,
      files: createFileStore(config),
      jobs: new JobWorker(
        db,
        entities.filter((d) => d.jobQueue),
        log,
        // The queue's list on screen follows its jobs' progress.
        (queue) => announceEntityChanged(ctx.realtime, queue, log),
      ),
    };
    // A rights or licence change clears the permission cache of every instance, not only this one.
    const signals = realtime;
    signals.onSignal(PERMISSIONS_SIGNAL, (signal) => ctx.permissions.forget(signal.subject));
    ctx.permissions.shareClearsWith((userId) => {
      signals
        .track(signals.signal({ name: PERMISSIONS_SIGNAL, subject: userId }))
        .catch((error: unknown) => log.warn({ err: error }, 'permissions: could not tell other instances'));
    });
    // The sign-off demo goes through the engine, which needs the context's realtime and mailer.
    if (seeded) await seedWfDemo(wfEngineServices(ctx), resources);
    // Document management's demo stores its files through the context's file store.
    if (seeded) await seedDmDemo(ctx);
    const app = await buildApp(ctx);
    // After the app: its modules registered their job handlers while it was built.
    await ctx.jobs.start();
    let url = '';
    if (options.listen !== false) url = await app.listen({ port: config.port, host: config.host });
    else await app.ready();
    return {
      app,
      ctx,
      database,
      url,
      seeded,
      close: async () => {
        // The app's close tells every WebSocket to reconnect (4200); presence and Redis go after.
        // Each step runs even if one before it failed, so the database is never left open.
        try {
          await ctx.jobs.stop();
          await app.close();
        } finally {
          try {
            await ctx.realtime.close();
          } finally {
            await closeDatabase();
          }
        }
      },
    };
  } catch (error) {
    await realtime?.close();
    await closeDatabase();
    throw error;
  }
}
