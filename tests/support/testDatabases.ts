import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { type OpenedDatabase, openDatabase } from '../../server/db/openDatabase';

/**
 * The databases server tests run on: the embedded PGlite always, and a real
 * PostgreSQL when TEST_DATABASE_URL is set (each call gets a fresh database
 * there, dropped on close, so test files never see each other's rows).
 */
export interface TestDatabaseTarget {
  name: 'pglite' | 'postgres';
  /** A connection string for `openDatabase`/`startServer`, or undefined for PGlite. */
  create: () => Promise<{ databaseUrl: string | undefined; drop: () => Promise<void> }>;
}

/**
 * Creates a fresh, empty PostgreSQL database beside the one `adminUrl` names
 * (tests and benchmarks never touch rows they did not create); `drop` removes it,
 * forcing out any connection left behind.
 */
export async function createPostgresDatabase(adminUrl: string, prefix = 'atrium_test') {
  const name = `${prefix}_${Date.now()}_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    databaseUrl: url.toString(),
    drop: async () => {
      const client = new pg.Client({ connectionString: adminUrl });
      await client.connect();
      await client.query(`drop database if exists ${name} with (force)`);
      await client.end();
    },
  };
}

export function testDatabaseTargets(): TestDatabaseTarget[] {
  const targets: TestDatabaseTarget[] = [
    { name: 'pglite', create: async () => ({ databaseUrl: undefined, drop: async () => undefined }) },
  ];
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (adminUrl) targets.push({ name: 'postgres', create: () => createPostgresDatabase(adminUrl) });
  return targets;
}

/** Opens a fresh, empty database of the given target. */
export async function openTestDatabase(target: TestDatabaseTarget): Promise<OpenedDatabase> {
  const { databaseUrl, drop } = await target.create();
  const opened = await openDatabase(
    databaseUrl ? { databaseUrl, dataDir: 'memory://' } : { dataDir: 'memory://' },
  );
  return {
    ...opened,
    close: async () => {
      await opened.close();
      await drop();
    },
  };
}
