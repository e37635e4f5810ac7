import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, startTestServer, type TestServer } from '../../tests/support/startTestServer';
import { testDatabaseTargets } from '../../tests/support/testDatabases';
import { fillEntity } from './fillEntity';

describe.each(testDatabaseTargets())('fillEntity on $name', (target) => {
  let t: TestServer;
  beforeAll(async () => {
    t = await startTestServer(target);
  });
  afterAll(async () => t.close());

  it('adds valid rows in chunks, pointing at live rows of referenced entities', async () => {
    const progress: number[] = [];
    await fillEntity(t.server.ctx.db, t.server.ctx.resources, 'cm.lead', 2500, (done) => progress.push(done));
    expect(progress).toEqual([1000, 2000, 2500]);
    const admin = await t.signIn('admin');
    const page = await t.request({
      method: 'GET',
      url: '/api/cm/lead?per_page=5&sort=-id',
      headers: bearer(admin.token),
    });
    expect(page.json().meta.total).toBe(2520);
    const lead = page.json().data[0];
    expect(lead.pipeline_stage_id_label).toEqual(expect.any(String));
    expect(['open', 'won', 'lost']).toContain(lead.status);
    // Analysed at the end: the planner knows the table holds 2,520 rows, not the 20 of the demo.
    const stats = await sql<{ reltuples: number }>`
      select reltuples::int as reltuples from pg_class where relname = 'cm_leads'`.execute(t.server.ctx.db);
    expect(stats.rows[0]?.reltuples).toBe(2520);
    await expect(fillEntity(t.server.ctx.db, t.server.ctx.resources, 'cm.nothing', 1)).rejects.toThrow(
      /unknown entity/,
    );
  });
});
