import type { Kysely } from 'kysely';
import type { Logger } from 'pino';
import type { AccessTokens } from '../auth/AccessTokens';
import type { Captchas } from '../auth/Captchas';
import type { LoginThrottle } from '../auth/LoginThrottle';
import type { RefreshSessions } from '../auth/RefreshSessions';
import type { AppConfig } from '../config/loadConfig';
import type { Secrets } from '../config/loadSecrets';
import type { Database } from '../db/DatabaseSchema';
import type { FileStore } from '../files/FileStore';
import type { JobWorker } from '../jobs/JobWorker';
import type { Mailer } from '../mail/Mailer';
import type { PermissionCache } from '../permissions/PermissionCache';
import type { Realtime } from '../realtime/Realtime';
import type { Resources } from '../resources/buildResources';

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
  /** Every entity descriptor and its service (the generic resource runtime). */
  resources: Resources;
  /** Publishing to WebSocket channels on every instance (server/realtime). */
  realtime: Realtime;
  /** Where uploaded files' bytes live (server/files). */
  files: FileStore;
  /** Runs the background jobs of `jobQueue` entities (server/jobs); modules register handlers. */
  jobs: JobWorker;
}
