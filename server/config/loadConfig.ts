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
  /**
   * Writes are refused (507) while the embedded database's disk has less free space than
   * this, in MB (0: never): PGlite hangs when its WAL cannot grow (docs/recovery.md).
   */
  minFreeDiskMb: number;
  /** Seed the demo organisation into an empty database (default: only for the embedded database). */
  seedDemo: boolean;
  /** Serve the built web app from this folder. */
  webDir: string;
  trustProxy: boolean;
  logLevel: string;
  isProduction: boolean;
  mail: MailConfig;
  realtime: RealtimeConfig;
  files: FilesConfig;
}

/** Where uploaded files are stored (server/files, docs/guide-files.md). */
export interface FilesConfig {
  /** Set: files go to this S3-compatible bucket; unset: to DATA_DIR/files on the local disk. */
  s3Bucket: string | undefined;
  s3Endpoint: string | undefined;
  s3Region: string;
  s3AccessKeyId: string | undefined;
  s3SecretAccessKey: string | undefined;
  /** The largest upload any field takes, in MB, whatever its descriptor says. */
  maxSizeMb: number;
}

/** The realtime (Pusher protocol) server's limits and public address; see server/realtime/README.md. */
export interface RealtimeConfig {
  /** Seconds of silence after which client and server ping (sent to clients as `activity_timeout`). */
  activityTimeoutSeconds: number;
  /** Seconds the server waits for any answer to its ping before closing with 4201. */
  pongTimeoutSeconds: number;
  /** WebSocket connections one instance holds; the next gets 4004. 0 means no limit. */
  maxConnections: number;
  /** Browser origins allowed to connect (`*`, `host`, `*.host` or a full origin); others get 4009. */
  allowedOrigins: string[];
  /** Frames per second a socket may send (bursts up to twice that); floods are refused with 4301. */
  messagesPerSecond: number;
  /** `client-*` events per second a socket may send (Pusher's documented limit is 10). */
  clientEventsPerSecond: number;
  /** Host, port and TLS clients should connect to when they differ from APP_URL (a proxy in front). */
  publicHost: string | undefined;
  publicPort: number | undefined;
  publicTls: boolean | undefined;
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

function optionalBool(value: string | undefined): boolean | undefined {
  return value === undefined || value === '' ? undefined : boolFrom(value, false);
}

function listFrom(value: string | undefined, fallback: string[]): string[] {
  const items = (value ?? '')
    .split(',')
    .map((item) => item.trim())
    .filter(Boolean);
  return items.length > 0 ? items : fallback;
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
    minFreeDiskMb: intFrom(env.MIN_FREE_DISK_MB, 64, 'MIN_FREE_DISK_MB'),
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
    realtime: {
      activityTimeoutSeconds: Math.max(
        1,
        intFrom(env.REALTIME_ACTIVITY_TIMEOUT, 30, 'REALTIME_ACTIVITY_TIMEOUT'),
      ),
      pongTimeoutSeconds: Math.max(1, intFrom(env.REALTIME_PONG_TIMEOUT, 15, 'REALTIME_PONG_TIMEOUT')),
      maxConnections: intFrom(env.REALTIME_MAX_CONNECTIONS, 20_000, 'REALTIME_MAX_CONNECTIONS'),
      allowedOrigins: listFrom(env.REALTIME_ALLOWED_ORIGINS, ['*']),
      messagesPerSecond: Math.max(
        1,
        intFrom(env.REALTIME_MESSAGES_PER_SECOND, 50, 'REALTIME_MESSAGES_PER_SECOND'),
      ),
      clientEventsPerSecond: Math.max(
        1,
        intFrom(env.REALTIME_CLIENT_EVENTS_PER_SECOND, 10, 'REALTIME_CLIENT_EVENTS_PER_SECOND'),
      ),
      publicHost: env.REALTIME_PUBLIC_HOST || undefined,
      publicPort: env.REALTIME_PUBLIC_PORT
        ? intFrom(env.REALTIME_PUBLIC_PORT, 0, 'REALTIME_PUBLIC_PORT')
        : undefined,
      publicTls: optionalBool(env.REALTIME_PUBLIC_TLS),
    },
    files: {
      s3Bucket: env.FILES_S3_BUCKET || undefined,
      s3Endpoint: env.FILES_S3_ENDPOINT || undefined,
      s3Region: env.FILES_S3_REGION || 'us-east-1',
      s3AccessKeyId: env.FILES_S3_ACCESS_KEY_ID || undefined,
      s3SecretAccessKey: env.FILES_S3_SECRET_ACCESS_KEY || undefined,
      maxSizeMb: Math.max(1, intFrom(env.FILES_MAX_SIZE_MB, 200, 'FILES_MAX_SIZE_MB')),
    },
  };
  return { ...config, ...overrides };
}
