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

describe.each(testDatabaseTargets())('calendar regions and events on $name', (target) => {
  let t: TestServer;
  let admin: SignedIn;
  let staff: SignedIn;
  let taiwan: number;
  let japan: number;
  beforeAll(async () => {
    t = await startTestServer(target);
    admin = await t.signIn('admin');
    staff = await t.signIn('staff');
  });
  afterAll(async () => t.close());

  const as = (who: SignedIn, method: 'GET' | 'POST' | 'PUT', url: string, payload?: unknown) =>
    t.request({
      method,
      url,
      headers: { ...bearer(who.token), 'accept-language': 'en' },
      ...(payload === undefined ? {} : { payload: payload as string }),
    });
  const upload = (mode: string, csv: string) =>
    t.request({
      method: 'POST',
      url: `${EVENTS}/import?mode=${mode}`,
      headers: { ...bearer(admin.token), 'accept-language': 'en', 'content-type': 'text/csv' },
      payload: csv,
    });

  it('creates regions with a canonical time zone and keeps one default', async () => {
    const tw = await as(admin, 'POST', REGIONS, {
      name: 'Taiwan',
      code: 'TW',
      time_zone: 'asia/taipei',
      is_default: true,
    });
    expect(tw.statusCode).toBe(201);
    expect(tw.json().data).toMatchObject({ time_zone: 'Asia/Taipei', is_default: true });
    taiwan = tw.json().data.id;
    const jp = await as(admin, 'POST', REGIONS, {
      name: 'Japan',
      code: 'JP',
      time_zone: 'Asia/Tokyo',
      is_default: true,
    });
    japan = jp.json().data.id;
    const list = await as(admin, 'GET', `${REGIONS}?sort=code`);
    expect(
      list.json().data.map((r: { code: string; is_default: boolean }) => [r.code, r.is_default]),
    ).toEqual([
      ['JP', true],
      ['TW', false],
    ]);
    const bad = await as(admin, 'POST', REGIONS, { name: 'Mars', code: 'MA', time_zone: 'Mars/Olympus' });
    expect(bad.statusCode).toBe(422);
    expect(bad.json().errors.time_zone[0]).toContain('Mars/Olympus');
    expect((await as(staff, 'GET', REGIONS)).statusCode).toBe(403);
  });

  it('refuses a second event on the same region and date with 422 on the date, derives the year', async () => {
    const first = await as(admin, 'POST', EVENTS, {
      region: taiwan,
      date: '2026-10-10',
      name: 'National Day',
      kind: 'holiday',
    });
    expect(first.statusCode).toBe(201);
    expect(first.json().data).toMatchObject({ year: 2026, region_label: 'Taiwan' });
    const again = await as(admin, 'POST', EVENTS, {
      region: taiwan,
      date: '2026-10-10',
      name: 'Again',
      kind: 'holiday',
    });
    expect(again.statusCode).toBe(422);
    expect(again.json().errors).toEqual({ date: ['A record with this Region + Date already exists.'] });
    // The same date in another region is fine; moving it onto a taken date is not.
    const other = await as(admin, 'POST', EVENTS, {
      region: japan,
      date: '2026-10-10',
      name: 'Weekday',
      kind: 'workday',
    });
    expect(other.statusCode).toBe(201);
    const moved = await as(admin, 'PUT', `${EVENTS}/${other.json().data.id}`, { region: taiwan, version: 1 });
    expect(moved.statusCode).toBe(422);
    expect(Object.keys(moved.json().errors)).toEqual(['date']);
    const bad = await as(admin, 'POST', EVENTS, {
      region: taiwan,
      date: '2026-02-30',
      name: 'X',
      kind: 'party',
    });
    expect(bad.statusCode).toBe(422);
  });

  it('imports a year from CSV naming the region by code or name: dry run, then commit', async () => {
    const csv = [
      'region,date,name,kind,note',
      'TW,2027-01-01,New Year,holiday,',
      'taiwan,2027-02-05,Lunar New Year,holiday,',
      'Taiwan,2027-02-20,Make-up workday,workday,for 2027-02-08',
      'Atlantis,2027-03-01,Nowhere,holiday,',
      'TW,2027-01-01,Twice,holiday,',
    ].join('\n');
    const dry = await upload('dry-run', csv);
    expect(dry.statusCode).toBe(200);
    expect(dry.json().errors).toEqual([
      { row: 5, field: 'region', message: 'No Region is named or numbered "Atlantis".' },
      { row: 6, field: 'date', message: 'A record with this Region + Date already exists.' },
    ]);
    const refused = await upload('commit', csv);
    expect(refused.statusCode).toBe(422);
    const good = csv.split('\n').slice(0, 4).join('\n');
    const committed = await upload('commit', good);
    expect(committed.statusCode).toBe(200);
    expect(committed.json()).toMatchObject({ create: 3, committed: true });
    const year = await as(admin, 'GET', `${EVENTS}?filter[region]=${taiwan}&filter[year]=2027&sort=date`);
    expect(year.json().data.map((e: { date: string; kind: string }) => `${e.date} ${e.kind}`)).toEqual([
      '2027-01-01 holiday',
      '2027-02-05 holiday',
      '2027-02-20 workday',
    ]);
    // Importing the same file again clashes with the stored dates.
    const twice = await upload('dry-run', good);
    expect(twice.json().errors.map((e: { row: number; field: string }) => `${e.row}:${e.field}`)).toEqual([
      '2:date',
      '3:date',
      '4:date',
    ]);
  });

  it('exports a region year as CSV and tells everyone the default region’s next days', async () => {
    const csv = await as(
      admin,
      'GET',
      `${EVENTS}/export?format=csv&filter[region]=${taiwan}&filter[year]=2027&sort=date`,
    );
    expect(csv.statusCode).toBe(200);
    expect(csv.body).toContain('Lunar New Year');
    expect(csv.body).not.toContain('National Day');
    await as(admin, 'PUT', `${REGIONS}/${taiwan}`, { is_default: true, version: 2 });
    const upcoming = await as(staff, 'GET', '/api/sc/calendar/upcoming');
    expect(upcoming.statusCode).toBe(200);
    expect(upcoming.json().region).toEqual({ id: taiwan, name: 'Taiwan' });
    expect(upcoming.json().data.length).toBeGreaterThan(0);
  });
});
