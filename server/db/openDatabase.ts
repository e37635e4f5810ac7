import { existsSync, mkdirSync } from 'node:fs';
import path from 'node:path';
import { Kysely, PostgresDialect } from 'kysely';
import pg from 'pg';
import type { Database } from './DatabaseSchema';
import { PgliteDialect } from './PgliteDialect';
import { openPglite } from './pgliteTemplate';
import { copySchemaTemplate } from './schemaTemplate';

export type DatabaseKind = 'pglite' | 'postgres';
export interface OpenedDatabase {
  db: Kysely<Database>;
  kind: DatabaseKind;
  /** Closes the pool or flushes and closes the embedded database. */
  close: () => Promise<void>;
}

/**
 * Opens PostgreSQL when a URL is given, else the embedded PGlite database in
 * `dataDir/pgdata` (or in memory when `dataDir` is 'memory://', for tests).
 */
export async function openDatabase(options: {
  databaseUrl?: string;
  dataDir: string;
  /** Told about errors of idle pooled connections (logged by the server). */
  onIdleError?: (error: Error) => void;
  /** A schema template (schemaTemplate.ts) to start a new embedded database from. */
  schemaTemplate?: string | undefined;
}): Promise<OpenedDatabase> {
  if (options.databaseUrl) {
    const pool = new pg.Pool({ connectionString: options.databaseUrl, max: 10 });
    // An idle client can die (a database restart, a dropped connection). pg emits that on the
    // pool; unhandled, it would crash the process. The pool replaces the client on next use.
    pool.on('error', (error) => options.onIdleError?.(error));
    // Fail at start, with the reason, rather than at the first request.
    const client = await pool.connect();
    client.release();
    const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
    return { db, kind: 'postgres', close: () => db.destroy() };
  }
  let location: string | undefined;
  if (options.dataDir !== 'memory://') {
    location = path.join(options.dataDir, 'pgdata');
    if (options.schemaTemplate && !existsSync(path.join(location, 'PG_VERSION'))) {
      copySchemaTemplate(options.schemaTemplate, location);
    }
    mkdirSync(location, { recursive: true });
  }
  const pglite = await openPglite(location);
  const db = new Kysely<Database>({ dialect: new PgliteDialect(pglite) });
  return { db, kind: 'pglite', close: () => db.destroy() };
}
