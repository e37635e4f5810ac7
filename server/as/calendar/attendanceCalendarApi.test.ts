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

const EN = { 'accept-language': 'en' };

// Issue 15: the clock-in calendar's data, the caller's own days recomputed for the window.
describe.each(testDatabaseTargets())('the clock-in calendar on $name', (target) => {
  let t: TestServer;
  let staff: SignedIn;
  let manager: SignedIn;
  const get = (who: SignedIn, query: string) =>
    t.request({ method: 'GET', url: `/api/as/calendar?${query}`, headers: { ...bearer(who.token), ...EN } });

  beforeAll(async () => {
    t = await startTestServer(target);
    [staff, manager] = await Promise.all([t.signIn('staff'), t.signIn('manager')]);
    // The demo's members have no calendar region: their days follow the company's zone, Taipei.
    const at = (date: string, time: string) => new Date(instantOf(`${date}T${time}:00`, 'Asia/Taipei'));
    const { db } = t.server.ctx;
    await sql`insert into as_punches (user_id, punched_at, source) values
      (${staff.user.id}, ${at('2026-11-02', '08:58')}, 'import'),
      (${staff.user.id}, ${at('2026-11-02', '18:01')}, 'import'),
      (${staff.user.id}, ${at('2026-11-03', '09:31')}, 'import'),
      (${manager.user.id}, ${at('2026-11-02', '08:00')}, 'import')`.execute(db);
  });
  afterAll(async () => t.close());

  it('answers the caller’s own days of the window, each with its status, shift and reasons', async () => {
    const res = await get(staff, 'from=2026-11-02&to=2026-11-08');
    expect(res.statusCode).toBe(200);
    const days = res.json().data as Array<{
      date: string;
      status: string;
      shift_code: string | null;
      reasons: Array<{ key: string }>;
    }>;
    expect(days.map((d) => [d.date, d.status, d.shift_code])).toEqual([
      ['2026-11-02', 'normal', 'DAY'],
      ['2026-11-03', 'exception', 'DAY'],
      ['2026-11-04', 'absent', 'DAY'],
      ['2026-11-05', 'absent', 'DAY'],
      ['2026-11-06', 'absent', 'DAY'],
      ['2026-11-07', 'restDay', null],
      ['2026-11-08', 'restDay', null],
    ]);
    expect(days[1]!.reasons.map((r) => r.key)).toEqual(expect.arrayContaining(['late', 'missingOut']));
    // The manager's punch is theirs alone.
    const mine = (await get(manager, 'from=2026-11-02&to=2026-11-02')).json().data;
    expect(mine).toMatchObject([{ date: '2026-11-02', status: 'exception' }]);
  });

  it('refuses a window longer than six weeks or upside down, and a malformed date', async () => {
    expect((await get(staff, 'from=2026-11-01&to=2026-12-31')).statusCode).toBe(422);
    expect((await get(staff, 'from=2026-11-10&to=2026-11-01')).statusCode).toBe(422);
    expect((await get(staff, 'from=2026-13-01&to=2026-11-01')).statusCode).toBe(422);
  });
});
