import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import pg from 'pg';
import { openTestDatabase, testDatabaseTargets } from '../../tests/support/testDatabases';
import { type OpenedDatabase, openDatabase } from './openDatabase';

// PGlite has one session; without the driver's lock, a rollback in one
// transaction would undo statements another transaction had already committed.
describe.each(testDatabaseTargets())('concurrent transactions on $name', (target) => {
  let opened: OpenedDatabase;
  beforeAll(async () => {
    opened = await openTestDatabase(target);
    await sql`create table iso_probe (id serial primary key, label text not null)`.execute(opened.db);
  });
  afterAll(async () => opened.close());

  it('a rollback never removes rows another transaction committed meanwhile', async () => {
    const { db } = opened;
    const tick = () => new Promise((r) => setTimeout(r, 5));
    const failing = db.transaction().execute(async (trx) => {
      await sql`insert into iso_probe (label) values ('doomed')`.execute(trx);
      await tick();
      throw new Error('abort on purpose');
    });
    const committing = Array.from({ length: 10 }, (_, i) =>
      db.transaction().execute(async (trx) => {
        await tick();
        await sql`insert into iso_probe (label) values (${`kept-${i}`})`.execute(trx);
      }),
    );
    const results = await Promise.allSettled([failing, ...committing]);
    expect(results[0]?.status).toBe('rejected');
    expect(results.slice(1).every((r) => r.status === 'fulfilled')).toBe(true);

    const rows = await sql<{ label: string }>`select label from iso_probe order by label`.execute(db);
    const labels = rows.rows.map((r) => r.label);
    expect(labels).not.toContain('doomed');
    expect(labels).toHaveLength(10);
  });

  it('a transaction does not see the uncommitted rows of another', async () => {
    const { db } = opened;
    let seenInside = -1;
    const writer = db.transaction().execute(async (trx) => {
      await sql`insert into iso_probe (label) values ('pending')`.execute(trx);
      await new Promise((r) => setTimeout(r, 20));
      throw new Error('roll back');
    });
    const reader = db.transaction().execute(async (trx) => {
      const r = await sql<{
        n: number;
      }>`select count(*)::int as n from iso_probe where label = 'pending'`.execute(trx);
      seenInside = r.rows[0]?.n ?? -1;
    });
    await Promise.allSettled([writer, reader]);
    expect(seenInside).toBe(0);
  });
});

// A PostgreSQL restart kills idle pooled connections; the server must log it and carry on.
const postgresTargets = testDatabaseTargets().filter((t) => t.name === 'postgres');

describe.each(postgresTargets)('an idle connection dying on $name', (target) => {
  it('is reported, not thrown, and the pool serves the next query', async () => {
    const errors: Error[] = [];
    const { databaseUrl, drop } = await target.create();
    const opened = await openDatabase({
      databaseUrl: databaseUrl!,
      dataDir: 'memory://',
      onIdleError: (e) => errors.push(e),
    });
    try {
      await opened.db.selectNoFrom((eb) => eb.lit(1).as('one')).execute();
      const admin = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
      await admin.connect();
      const dbName = new URL(databaseUrl!).pathname.slice(1);
      await admin.query(
        'select pg_terminate_backend(pid) from pg_stat_activity where datname = $1 and pid <> pg_backend_pid()',
        [dbName],
      );
      await admin.end();
      for (let i = 0; i < 50 && errors.length === 0; i++) await new Promise((r) => setTimeout(r, 20));
      expect(errors.length).toBeGreaterThan(0);
      const again = await opened.db.selectNoFrom((eb) => eb.lit(2).as('two')).execute();
      expect(again).toEqual([{ two: 2 }]);
    } finally {
      await opened.close();
      await drop();
    }
  });
});
