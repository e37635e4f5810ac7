import path from 'node:path';

/** Everything the server reads from its environment, parsed once at start. */
export interface AppConfig {
  port: number;
  host: string;
  dataDir: string;
  /** PostgreSQL connection string; absent means the embedded PGlite database under dataDir. */
  databaseUrl: string | undefined;
  redisUrl: string | undefined;
  /** Public URL of the suite, used in mailed links and to decide the realtime port/TLS. */
  appUrl: string;
  accessTokenTtlSeconds: number;
  refreshTokenTtlDays: number;
  /** Seed the demo organisation into an empty database (default: only for the embedded database). */
  seedDemo: boolean;
  /** Serve the built web app from this folder. */
  webDir: string;
  trustProxy: boolean;
  logLevel: string;
  isProduction: boolean;
  mail: MailConfig;
}

export interface MailConfig {
  host: string | undefined;
  port: number;
  secure: boolean;
  user: string | undefined;
  password: string | undefined;
  from: string;
}

function intFrom(value: string | undefined, fallback: number, name: string): number {
  if (value === undefined || value === '') return fallback;
  const parsed = Number(value);
  if (!Number.isInteger(parsed) || parsed < 0)
    throw new Error(`${name} must be a whole number, got "${value}"`);
  return parsed;
}

function boolFrom(value: string | undefined, fallback: boolean): boolean {
  if (value === undefined || value === '') return fallback;
  return ['1', 'true', 'yes', 'on'].includes(value.toLowerCase());
}

/** Reads the configuration; `overrides` lets tests and tools start a server without touching process.env. */
export function loadConfig(
  env: NodeJS.ProcessEnv = process.env,
  overrides: Partial<AppConfig> = {},
): AppConfig {
  const port = intFrom(env.PORT, 8080, 'PORT');
  const databaseUrl = env.DATABASE_URL || undefined;
  const config: AppConfig = {
    port,
    host: env.HOST || '0.0.0.0',
    dataDir: path.resolve(env.DATA_DIR || './data'),
    databaseUrl,
    redisUrl: env.REDIS_URL || undefined,
    appUrl: (env.APP_URL || `http://localhost:${port}`).replace(/\/+$/, ''),
    accessTokenTtlSeconds: intFrom(env.ACCESS_TOKEN_TTL, 3600, 'ACCESS_TOKEN_TTL'),
    refreshTokenTtlDays: intFrom(env.REFRESH_TOKEN_TTL_DAYS, 14, 'REFRESH_TOKEN_TTL_DAYS'),
    seedDemo: boolFrom(env.SEED_DEMO, databaseUrl === undefined),
    webDir: path.resolve(env.WEB_DIR || './dist'),
    trustProxy: boolFrom(env.TRUST_PROXY, false),
    logLevel: env.LOG_LEVEL || 'info',
    isProduction: env.NODE_ENV === 'production',
    mail: {
      host: env.SMTP_HOST || undefined,
      port: intFrom(env.SMTP_PORT, 587, 'SMTP_PORT'),
      secure: boolFrom(env.SMTP_SECURE, false),
      user: env.SMTP_USER || undefined,
      password: env.SMTP_PASSWORD || undefined,
      from: env.MAIL_FROM || 'Atrium <no-reply@localhost>',
    },
  };
  return { ...config, ...overrides };
}
