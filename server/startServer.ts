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
import type { AppContext } from './http/AppContext';
import { buildApp } from './http/buildApp';
import { Mailer } from './mail/Mailer';
import { PermissionCache } from './permissions/PermissionCache';
import { seedDemoIfEmpty } from './seed/seedDemo';

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
  options: { listen?: boolean; logger?: Logger } = {},
): Promise<RunningServer> {
  const log = options.logger ?? pino({ level: config.logLevel });
  const secrets = loadSecrets(config.dataDir);
  const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  const { db } = database;
  try {
    await runMigrations(db);
    const seeded = config.seedDemo ? await seedDemoIfEmpty(db) : false;
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
      permissions: new PermissionCache(db),
    };
    const app = await buildApp(ctx);
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
        await app.close();
        await database.close();
      },
    };
  } catch (error) {
    await database.close();
    throw error;
  }
}
