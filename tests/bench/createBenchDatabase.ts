import { randomBytes } from 'node:crypto';
import pg from 'pg';

export interface BenchDatabase {
  databaseUrl: string;
  /** Drops the database (forcing out any connection left behind). */
  drop: () => Promise<void>;
}

/**
 * Creates a fresh, empty PostgreSQL database beside the one `adminUrl` names,
 * as tests/support/testDatabases.ts does for tests, so a benchmark never
 * touches rows it did not create.
 */
export async function createBenchDatabase(adminUrl: string): Promise<BenchDatabase> {
  const name = `atrium_bench_${Date.now()}_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    await admin.query(`create database ${name}`);
  } finally {
    await admin.end();
  }
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    databaseUrl: url.toString(),
    drop: async () => {
      const client = new pg.Client({ connectionString: adminUrl });
      await client.connect();
      try {
        await client.query(`drop database if exists ${name} with (force)`);
      } finally {
        await client.end();
      }
    },
  };
}
