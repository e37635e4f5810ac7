import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { instantOf } from '../../../schemas/core/zonedTime';
import {
  bearer,
  type SignedIn,
  startTestServer,
  type TestServer,
} from '../../../tests/support/startTestServer';
import { testDatabaseTargets } from '../../../tests/support/testDatabases';
import { memberZone } from '../days/memberZone';

// A Tuesday on the demo's day shift, before today.
const DAY = '2026-11-03';

describe.each(testDatabaseTargets())('punches imported from a device file on $name', (target) => {
  let t: TestServer;
  let admin: SignedIn;
  let staffId: number;
  let card: string;

  beforeAll(async () => {
    t = await startTestServer(target);
    admin = await t.signIn('admin');
    const row = (
      await sql<{ user_id: number; card_number: string }>`
        select m.user_id, m.card_number from as_members m join users u on u.id = m.user_id
        where u.account = 'staff'`.execute(t.server.ctx.db)
    ).rows[0]!;
    staffId = row.user_id;
    card = row.card_number;
  });
  afterAll(async () => t?.close());

  const upload = (mode: string, csv: string) =>
    t.request({
      method: 'POST',
      url: `/api/as/punch/import?mode=${mode}`,
      headers: {
        ...bearer(admin.token),
        'accept-language': 'en',
        'content-type': 'text/csv',
        accept: 'application/json',
      },
      payload: csv,
    });

  it('names employees by card number, reads times on the organisation’s clock, and recomputes their days', async () => {
    const refused = await upload(
      'dry-run',
      `user_id,punched_at,source\n${card},${DAY} 09:02,device\nX-NOBODY,${DAY} 09:03,device\n`,
    );
    expect(refused.statusCode).toBe(200);
    expect(refused.json().errors).toEqual([expect.objectContaining({ row: 3, field: 'user_id' })]);

    const file = `user_id,punched_at,source\n${card.toLowerCase()},${DAY} 09:02,device\n${card},${DAY} 18:05,device\n`;
    const res = await upload('commit', file);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ committed: true, create: 2 });
    const zone = (await memberZone(t.server.ctx.db, staffId))!;
    const punches = await sql<{ punched_at: Date }>`
      select punched_at from as_punches where user_id = ${staffId} and source = 'device' order by punched_at`.execute(
      t.server.ctx.db,
    );
    expect(punches.rows.map((p) => new Date(p.punched_at).toISOString())).toEqual([
      instantOf(`${DAY}T09:02:00`, zone),
      instantOf(`${DAY}T18:05:00`, zone),
    ]);
    const day = await sql<{ status: string; worked_minutes: number }>`
      select status, worked_minutes from as_attendance_days where user_id = ${staffId} and work_date = ${DAY}`.execute(
      t.server.ctx.db,
    );
    // Two minutes late are within the day shift's grace: a normal day of 478 minutes' presence.
    expect(day.rows[0]).toMatchObject({ status: 'normal' });
    expect(day.rows[0]!.worked_minutes).toBeGreaterThan(470);
  });
});
