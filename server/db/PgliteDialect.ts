import type { PGlite } from '@electric-sql/pglite';
import {
  type CompiledQuery,
  type DatabaseConnection,
  type Dialect,
  type Driver,
  type Kysely,
  PostgresAdapter,
  PostgresIntrospector,
  PostgresQueryCompiler,
  type QueryResult,
} from 'kysely';
import { Mutex } from './Mutex';

/**
 * Kysely dialect for PGlite that serialises its single session.
 *
 * PGlite is one PostgreSQL backend with one session: two Kysely transactions
 * running at once would interleave their statements in that one session, and a
 * ROLLBACK of one could undo the other's work. So the driver hands out its one
 * connection under a mutex: a transaction holds it from BEGIN to COMMIT/ROLLBACK,
 * a single query holds it for that query.
 *
 * Consequence for callers: inside `db.transaction().execute(trx => ...)` use
 * `trx`, never the outer `db`, or the call waits for the lock it already holds.
 */
export class PgliteDialect implements Dialect {
  constructor(private readonly pglite: PGlite) {}
  createAdapter() {
    return new PostgresAdapter();
  }
  createDriver(): Driver {
    return new PgliteDriver(this.pglite);
  }
  createQueryCompiler() {
    return new PostgresQueryCompiler();
  }
  createIntrospector(db: Kysely<unknown>) {
    return new PostgresIntrospector(db);
  }
}

class PgliteDriver implements Driver {
  private readonly lock = new Mutex();
  private readonly connection: PgliteConnection;
  constructor(private readonly pglite: PGlite) {
    this.connection = new PgliteConnection(pglite);
  }
  async init(): Promise<void> {
    await this.pglite.waitReady;
  }
  async acquireConnection(): Promise<DatabaseConnection> {
    await this.lock.acquire();
    return this.connection;
  }
  async releaseConnection(): Promise<void> {
    this.lock.release();
  }
  async beginTransaction(conn: DatabaseConnection): Promise<void> {
    await conn.executeQuery({ sql: 'begin', parameters: [] } as unknown as CompiledQuery);
  }
  async commitTransaction(conn: DatabaseConnection): Promise<void> {
    await conn.executeQuery({ sql: 'commit', parameters: [] } as unknown as CompiledQuery);
  }
  async rollbackTransaction(conn: DatabaseConnection): Promise<void> {
    await conn.executeQuery({ sql: 'rollback', parameters: [] } as unknown as CompiledQuery);
  }
  async destroy(): Promise<void> {
    // Wait for whoever holds the session, then close: PGlite flushes to disk on close.
    await this.lock.acquire();
    try {
      if (!this.pglite.closed) await this.pglite.close();
    } finally {
      this.lock.release();
    }
  }
}

class PgliteConnection implements DatabaseConnection {
  constructor(private readonly pglite: PGlite) {}
  async executeQuery<R>(compiled: CompiledQuery): Promise<QueryResult<R>> {
    const result = await this.pglite.query<R>(compiled.sql, [...compiled.parameters]);
    const kind = compiled.query?.kind;
    const writes = kind === 'InsertQueryNode' || kind === 'UpdateQueryNode' || kind === 'DeleteQueryNode';
    return {
      rows: result.rows,
      ...(writes || result.affectedRows ? { numAffectedRows: BigInt(result.affectedRows ?? 0) } : {}),
    };
  }
  // biome-ignore lint/correctness/useYield: streaming is not supported by PGlite; the generator only throws.
  async *streamQuery<R>(): AsyncIterableIterator<QueryResult<R>> {
    throw new Error('PGlite does not support streaming queries; page through results instead');
  }
}
