import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../../tests/support/startTestServer';
import { testDatabaseTargets } from '../../../tests/support/testDatabases';
import { seedDemoPunches } from './seedDemoPunches';

// npm start seeds the demo's last weeks of punches once (test servers start without them).
describe('the demo punches', () => {
  let t: TestServer;
  beforeAll(async () => {
    t = await startTestServer(testDatabaseTargets()[0]!);
  });
  afterAll(async () => t.close());

  it('punches three weeks up to yesterday once, with some exceptions, and recomputes those days', async () => {
    const db = t.server.ctx.db;
    const count = await seedDemoPunches(db);
    expect(count).toBeGreaterThan(100);
    expect(await seedDemoPunches(db)).toBe(0);
    const days = await sql<{ status: string; n: number }>`
      select d.status, count(*)::int as n from as_attendance_days d
      where d.user_id in (select distinct user_id from as_punches) and d.kind = 'workday'
        and d.work_date < current_date - 1 group by d.status`.execute(db);
    const by = Object.fromEntries(days.rows.map((r) => [r.status, r.n]));
    expect(by.normal).toBeGreaterThan(50);
    expect(by.exception).toBeGreaterThan(0);
    expect(by.absent).toBeGreaterThan(0);
  });
});
