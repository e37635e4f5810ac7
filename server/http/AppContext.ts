import type { Kysely } from 'kysely';
import type { Logger } from 'pino';
import type { AccessTokens } from '../auth/AccessTokens';
import type { Captchas } from '../auth/Captchas';
import type { LoginThrottle } from '../auth/LoginThrottle';
import type { RefreshSessions } from '../auth/RefreshSessions';
import type { AppConfig } from '../config/loadConfig';
import type { Secrets } from '../config/loadSecrets';
import type { Database } from '../db/DatabaseSchema';
import type { Mailer } from '../mail/Mailer';
import type { PermissionCache } from '../permissions/PermissionCache';

/** The services every route plugin receives; built once in startServer. */
export interface AppContext {
  config: AppConfig;
  secrets: Secrets;
  db: Kysely<Database>;
  log: Logger;
  accessTokens: AccessTokens;
  sessions: RefreshSessions;
  throttle: LoginThrottle;
  captchas: Captchas;
  mailer: Mailer;
  permissions: PermissionCache;
}
