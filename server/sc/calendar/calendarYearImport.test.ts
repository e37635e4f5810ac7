import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  bearer,
  type SignedIn,
  startTestServer,
  type TestServer,
} from '../../../tests/support/startTestServer';
import { testDatabaseTargets } from '../../../tests/support/testDatabases';

const REGIONS = '/api/sc/calendar-region';
const EVENTS = '/api/sc/calendar-event';

/** Every day of a non-leap year, as ISO dates. */
function daysOf(year: number): string[] {
  return Array.from({ length: 365 }, (_, i) => new Date(Date.UTC(year, 0, 1 + i)).toISOString().slice(0, 10));
}

/**
 * A year of holidays goes through the generic import in a few set-based queries (it used to
 * check and write row by row, and a row-valued IN list of a few hundred pairs hung PGlite's
 * planner at commit): every row's error is still reported with its row, field and message,
 * the commit is all or nothing, and every record gets its own audit entry.
 */
describe.each(testDatabaseTargets())('importing a year of holidays on $name', (target) => {
  let t: TestServer;
  let admin: SignedIn;
  let region: number;
  beforeAll(async () => {
    t = await startTestServer(target);
    admin = await t.signIn('admin');
    const created = await as('POST', REGIONS, { name: 'Holidayland', code: 'HL', time_zone: 'Asia/Taipei' });
    region = created.json().data.id;
  });
  afterAll(async () => t.close());

  function as(method: 'GET' | 'POST', url: string, payload?: unknown) {
    return t.request({
      method,
      url,
      headers: { ...bearer(admin.token), 'accept-language': 'en' },
      ...(payload === undefined ? {} : { payload: payload as string }),
    });
  }
  const upload = (api: string, mode: string, csv: string) =>
    t.request({
      method: 'POST',
      url: `${api}/import?mode=${mode}`,
      headers: { ...bearer(admin.token), 'accept-language': 'en', 'content-type': 'text/csv' },
      payload: csv,
    });
  const storedDays = async () =>
    (
      await sql<{ date: string; year: number; kind: string; id: number }>`
        select id, date::text as date, year, kind from calendar_events
        where region = ${region} and deleted_at is null order by date`.execute(t.server.database.db)
    ).rows;

  const days = daysOf(2029);
  // The region named by code, by name and in other cases, as people write it.
  const spellings = ['HL', 'Holidayland', 'hl'];
  const lines = days.map(
    (day, i) => `${spellings[i % 3]},${day},Day ${i + 1},${i % 7 < 2 ? 'holiday' : 'workday'}`,
  );
  const clean = ['region,date,name,kind', ...lines].join('\n');

  it('reports a repeated date and an unknown region by row, field and message, and writes nothing', async () => {
    // Row 367 repeats 15 June (row 167); row 368 names a region that does not exist.
    const broken = `${clean}\nHL,2029-06-15,Again,holiday\nAtlantis,2029-07-01,Nowhere,holiday`;
    const dry = await upload(EVENTS, 'dry-run', broken);
    expect(dry.statusCode).toBe(200);
    expect(dry.json()).toMatchObject({ mode: 'dry-run', total: 367, committed: false });
    expect(dry.json().errors).toEqual([
      { row: 367, field: 'date', message: 'A record with this Region + Date already exists.' },
      { row: 368, field: 'region', message: 'No Region is named or numbered "Atlantis".' },
    ]);
    const refused = await upload(EVENTS, 'commit', broken);
    expect(refused.statusCode).toBe(422);
    expect(refused.json().errors).toEqual(dry.json().errors);
    expect(await storedDays()).toEqual([]);
  });

  it('commits the clean year: every day lands with its year, each with its own audit record', async () => {
    const dry = await upload(EVENTS, 'dry-run', clean);
    expect(dry.json()).toMatchObject({ total: 365, create: 365, update: 0, errors: [] });
    const committed = await upload(EVENTS, 'commit', clean);
    expect(committed.statusCode).toBe(200);
    expect(committed.json()).toMatchObject({ create: 365, errors: [], committed: true });
    const stored = await storedDays();
    expect(stored.map((d) => d.date)).toEqual(days);
    expect(new Set(stored.map((d) => d.year))).toEqual(new Set([2029]));
    expect(stored.filter((d) => d.kind === 'holiday')).toHaveLength(105);
    const audited = await sql<{ record_id: number; action: string; after: string | null }>`
      select record_id, action, after::text as after from audit_log
      where entity = 'sc.calendarEvent' and record_id in (${sql.join(stored.map((d) => d.id))})`.execute(
      t.server.database.db,
    );
    expect(audited.rows.map((a) => a.record_id).sort((a, b) => a - b)).toEqual(stored.map((d) => d.id));
    expect(new Set(audited.rows.map((a) => a.action))).toEqual(new Set(['import']));
    expect(JSON.parse(audited.rows[0]!.after ?? '{}')).toMatchObject({ region, year: 2029 });
    // The same year again clashes on every day, each reported on its own row.
    const again = await upload(EVENTS, 'dry-run', clean);
    expect(again.json().errors).toHaveLength(365);
    expect(again.json().errors[364]).toEqual({
      row: 366,
      field: 'date',
      message: 'A record with this Region + Date already exists.',
    });
  });

  it('updates the year by id in one go, refusing a date moved onto another day of the region', async () => {
    const stored = await storedDays();
    const renamed = ['id,name', ...stored.map((d) => `${d.id},Renamed ${d.date}`)].join('\n');
    // Row 3 moves 2 January onto 1 January, which row 2 keeps.
    const clash = `id,date\n${stored[0]!.id},2029-01-01\n${stored[1]!.id},2029-01-01`;
    const refused = await upload(EVENTS, 'commit', clash);
    expect(refused.statusCode).toBe(422);
    expect(refused.json().errors).toEqual([
      { row: 3, field: 'date', message: 'A record with this Region + Date already exists.' },
    ]);
    const committed = await upload(EVENTS, 'commit', renamed);
    expect(committed.json()).toMatchObject({ update: 365, errors: [], committed: true });
    const page = await as('GET', `${EVENTS}?filter[region]=${region}&filter[year]=2029&sort=date&per_page=5`);
    expect(page.json().data.map((e: { name: string; version: number }) => [e.name, e.version])).toEqual(
      days.slice(0, 5).map((day) => [`Renamed ${day}`, 2]),
    );
    const updates = await sql<{ n: number }>`
      select count(*)::int as n from audit_log where entity = 'sc.calendarEvent' and action = 'update'
      and record_id in (${sql.join(stored.map((d) => d.id))})`.execute(t.server.database.db);
    expect(updates.rows[0]!.n).toBe(365);
  });

  it("reports a rule's refusal by row in the dry run too, and keeps one default region", async () => {
    // The time zone is a rule of the region (not in its JSON Schema): the dry run runs it too.
    const regions = [
      'name,code,time_zone,is_default',
      'Korea,KR,asia/seoul,true',
      'Mars,MA,Mars/Olympus,false',
      'Thailand,TH,Asia/Bangkok,true',
    ].join('\n');
    const dry = await upload(REGIONS, 'dry-run', regions);
    expect(dry.statusCode).toBe(200);
    expect(dry.json().errors).toEqual([
      { row: 3, field: 'time_zone', message: '“Mars/Olympus” is not a known time zone.' },
    ]);
    const refused = await upload(REGIONS, 'commit', regions);
    expect(refused.statusCode).toBe(422);
    expect(refused.json().errors).toEqual(dry.json().errors);
    const committed = await upload(REGIONS, 'commit', regions.replace('Mars/Olympus', 'Asia/Tokyo'));
    expect(committed.json()).toMatchObject({ create: 3, committed: true });
    // Written in file order, each default clearing the ones before: the last one wins.
    const list = await as('GET', `${REGIONS}?sort=code&per_page=50`);
    const byCode = Object.fromEntries(
      list
        .json()
        .data.map((r: { code: string; time_zone: string; is_default: boolean }) => [
          r.code,
          [r.time_zone, r.is_default],
        ]),
    );
    expect(byCode).toMatchObject({
      KR: ['Asia/Seoul', false],
      MA: ['Asia/Tokyo', false],
      TH: ['Asia/Bangkok', true],
    });
    expect(Object.values(byCode).filter((r) => (r as [string, boolean])[1])).toHaveLength(1);
  });
});
