import { randomBytes, randomInt } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';

/** Secrets the server signs with. Never hard-coded: generated on first start or given by environment. */
export interface Secrets {
  jwtSecret: string;
  realtime: { appId: string; key: string; secret: string };
}

const FILE_NAME = 'secrets.json';

function generate(): Secrets {
  return {
    jwtSecret: randomBytes(48).toString('base64url'),
    realtime: {
      appId: String(randomInt(100000, 999999)),
      key: randomBytes(10).toString('hex'),
      secret: randomBytes(24).toString('hex'),
    },
  };
}

function isSecrets(value: unknown): value is Secrets {
  const v = value as Secrets;
  return (
    typeof v?.jwtSecret === 'string' &&
    v.jwtSecret.length >= 32 &&
    typeof v.realtime?.appId === 'string' &&
    typeof v.realtime.key === 'string' &&
    typeof v.realtime.secret === 'string'
  );
}

/**
 * Loads `DATA_DIR/secrets.json`, creating it (mode 0600) on first start.
 * Environment variables win, so several instances behind a proxy can share one set:
 * JWT_SECRET, REALTIME_APP_ID, REALTIME_APP_KEY, REALTIME_APP_SECRET.
 */
export function loadSecrets(dataDir: string, env: NodeJS.ProcessEnv = process.env): Secrets {
  mkdirSync(dataDir, { recursive: true });
  const file = path.join(dataDir, FILE_NAME);
  let stored: Secrets;
  if (existsSync(file)) {
    const parsed: unknown = JSON.parse(readFileSync(file, 'utf8'));
    if (!isSecrets(parsed)) throw new Error(`${file} is damaged: remove it to generate new secrets`);
    stored = parsed;
  } else {
    stored = generate();
    writeFileSync(file, `${JSON.stringify(stored, null, 2)}\n`, { mode: 0o600 });
  }
  return {
    jwtSecret: env.JWT_SECRET || stored.jwtSecret,
    realtime: {
      appId: env.REALTIME_APP_ID || stored.realtime.appId,
      key: env.REALTIME_APP_KEY || stored.realtime.key,
      secret: env.REALTIME_APP_SECRET || stored.realtime.secret,
    },
  };
}
