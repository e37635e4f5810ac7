import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { EntityDescriptor } from '../../../schemas/core/entityDescriptorSchema';
import {
  bearer,
  type SignedIn,
  startTestServer,
  type TestServer,
} from '../../../tests/support/startTestServer';
import { testDatabaseTargets } from '../../../tests/support/testDatabases';
import { loadEntityDescriptors } from '../loadEntityDescriptors';
import { CALENDAR_LIMIT } from './registerCalendarRoute';

/** Leave by whole days: an inclusive date range, the end optional. */
function testLeave(): EntityDescriptor {
  return {
    id: 'sc.testLeave',
    module: 'sc',
    title: 'sc:test.leave',
    api: '/api/sc/test-leave',
    table: 'test_leaves',
    permission: 'sc.admin.testLeave',
    actions: ['view', 'create', 'edit', 'delete', 'import'],
    labelField: 'name',
    fields: {
      name: { type: 'string', title: 'sc:test.name', required: true, maxLength: 50 },
      from_day: { type: 'date', title: 'sc:test.from', required: true },
      to_day: { type: 'date', title: 'sc:test.to' },
    },
    list: { columns: ['name'], defaultSort: 'from_day', quickSearch: ['name'] },
    calendar: { start: 'from_day', end: 'to_day' },
  };
}

/** Room bookings by the minute: instants, shown in the organisation's time zone. */
function testBooking(): EntityDescriptor {
  return {
    id: 'sc.testBooking',
    module: 'sc',
    title: 'sc:test.booking',
    api: '/api/sc/test-booking',
    table: 'test_bookings',
    permission: 'sc.admin.testBooking',
    actions: ['view', 'create', 'edit', 'delete'],
    labelField: 'name',
    fields: {
      name: { type: 'string', title: 'sc:test.name', required: true, maxLength: 50 },
      room: { type: 'enum', title: 'sc:test.room', options: ['a', 'b'], default: 'a' },
      starts_at: { type: 'datetime', title: 'sc:test.startsAt', required: true },
      ends_at: { type: 'datetime', title: 'sc:test.endsAt' },
    },
    list: { columns: ['name'], defaultSort: 'starts_at', quickSearch: ['name'], filters: ['room'] },
    calendar: { start: 'starts_at', end: 'ends_at', color: 'room' },
  };
}

const names = (res: { json: () => { data: Array<{ name: string }> } }) => res.json().data.map((r) => r.name);

describe.each(testDatabaseTargets())('the calendar window query on $name', (target) => {
  let t: TestServer;
  let admin: SignedIn;
  let staff: SignedIn;
  beforeAll(async () => {
    t = await startTestServer(
      target,
      {},
      { entities: [...loadEntityDescriptors(), testLeave(), testBooking()] },
    );
    admin = await t.signIn('admin');
    staff = await t.signIn('staff');
  });
  afterAll(async () => t.close());

  const as = (who: SignedIn, method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: unknown) =>
    t.request({
      method,
      url,
      headers: { ...bearer(who.token), 'accept-language': 'en' },
      ...(payload === undefined ? {} : { payload: payload as string }),
    });
  const create = async (api: string, values: Record<string, unknown>) => {
    const res = await as(admin, 'POST', api, values);
    expect(res.statusCode, res.body).toBe(201);
    return res.json().data as { id: number; version: number };
  };

  it('finds date rows overlapping a window, the end inclusive, open-ended rows as their one day', async () => {
    const leave = '/api/sc/test-leave';
    for (const [name, from_day, to_day] of [
      ['spans in', '2026-11-01', '2026-11-03'],
      ['ends on the first day', '2026-10-28', '2026-11-01'],
      ['starts on the last day', '2026-11-30', '2026-12-02'],
      ['starts at the end', '2026-12-01', '2026-12-05'],
      ['ends the day before', '2026-10-20', '2026-10-31'],
      ['open, inside', '2026-11-10', null],
      ['open, before', '2026-10-15', null],
      ['covers it all', '2026-10-01', '2027-01-31'],
    ] as const)
      await create(leave, { name, from_day, to_day });
    const res = await as(admin, 'GET', `${leave}/calendar?start=2026-11-01&end=2026-12-01`);
    expect(res.statusCode).toBe(200);
    expect(names(res)).toEqual([
      'covers it all',
      'ends on the first day',
      'spans in',
      'open, inside',
      'starts on the last day',
    ]);
    expect(res.json().data[2]).toMatchObject({
      from_day: '2026-11-01',
      to_day: '2026-11-03',
      allowedActions: ['view', 'edit', 'delete'],
    });
    expect(res.json().meta).toMatchObject({ all_day: true, capped: false, limit: CALENDAR_LIMIT });
    // The quick search of the list narrows the calendar too.
    expect(
      names(await as(admin, 'GET', `${leave}/calendar?start=2026-11-01&end=2026-12-01&search=open`)),
    ).toEqual(['open, inside']);
  });

  it('refuses a row that ends before it starts, on create, update and import alike', async () => {
    const bad = await as(admin, 'POST', '/api/sc/test-leave', {
      name: 'backwards',
      from_day: '2026-11-05',
      to_day: '2026-11-04',
    });
    expect(bad.statusCode).toBe(422);
    expect(bad.json().errors).toEqual({ to_day: ['sc:test.to cannot be before sc:test.from.'] });
    const row = await create('/api/sc/test-leave', { name: 'fine', from_day: '2026-11-05' });
    const moved = await as(admin, 'PUT', `/api/sc/test-leave/${row.id}`, {
      to_day: '2026-11-01',
      version: row.version,
    });
    expect(moved.statusCode).toBe(422);
    expect(Object.keys(moved.json().errors)).toEqual(['to_day']);
    const imported = await t.request({
      method: 'POST',
      url: '/api/sc/test-leave/import?mode=commit',
      headers: { ...bearer(admin.token), 'accept-language': 'en', 'content-type': 'text/csv' },
      payload: 'name,from_day,to_day\nfine too,2026-11-06,2026-11-07\nbackwards,2026-11-06,2026-11-05\n',
    });
    expect(imported.statusCode).toBe(422);
    expect(imported.json().errors).toEqual([
      { row: 3, field: 'to_day', message: 'sc:test.to cannot be before sc:test.from.' },
    ]);
  });

  it('reads instants in the organisation time zone, ends exclusive, instants at the start included', async () => {
    const booking = '/api/sc/test-booking';
    for (const [name, starts_at, ends_at, room] of [
      ['1 am Taipei', '2026-11-01T17:00:00Z', '2026-11-01T18:00:00Z', 'a'],
      ['over midnight', '2026-11-02T15:00:00Z', '2026-11-02T17:00:00Z', 'b'],
      ['ends at the start', '2026-11-01T15:00:00Z', '2026-11-01T16:00:00Z', 'a'],
      ['instant the evening before', '2026-11-01T12:00:00Z', null, 'a'],
      ['instant at the end', '2026-11-02T16:00:00Z', null, 'a'],
      ['instant at the start', '2026-11-01T16:00:00Z', null, 'a'],
      ['all month', '2026-10-01T00:00:00Z', '2026-12-01T00:00:00Z', 'b'],
    ] as const)
      await create(booking, { name, starts_at, ends_at, room });

    // The demo organisation is in Asia/Taipei (UTC+8): 2 November there is 1 Nov 16:00 to 2 Nov 16:00 UTC.
    const local = await as(admin, 'GET', `${booking}/calendar?start=2026-11-02&end=2026-11-03`);
    expect(local.json().meta).toMatchObject({ time_zone: 'Asia/Taipei', all_day: false });
    const taipeiDay = ['all month', 'instant at the start', '1 am Taipei', 'over midnight'];
    expect(names(local)).toEqual(taipeiDay);
    expect(local.json().data[2]).toMatchObject({ starts_at: '2026-11-01T17:00:00.000Z' });
    // The same window as instants, and as local times with a clock.
    expect(
      names(
        await as(admin, 'GET', `${booking}/calendar?start=2026-11-01T16:00:00Z&end=2026-11-02T16:00:00Z`),
      ),
    ).toEqual(taipeiDay);
    expect(
      names(await as(admin, 'GET', `${booking}/calendar?start=2026-11-02T00:00&end=2026-11-02T23:59:59.999`)),
    ).toEqual(taipeiDay);
    // The list's filters apply.
    expect(
      names(await as(admin, 'GET', `${booking}/calendar?start=2026-11-02&end=2026-11-03&filter[room]=b`)),
    ).toEqual(['all month', 'over midnight']);

    // Moved to UTC, the same local window is another span of time.
    const company = await as(admin, 'GET', '/api/sc/company-setup');
    const saved = await as(admin, 'PUT', '/api/sc/company-setup', {
      timeZone: 'UTC',
      version: company.json().data.version,
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const utc = await as(admin, 'GET', `${booking}/calendar?start=2026-11-02&end=2026-11-03`);
    expect(utc.json().meta.time_zone).toBe('UTC');
    expect(names(utc)).toEqual(['all month', 'over midnight', 'instant at the end']);
  });

  it('answers 403 without the view right, as the list does, and never shows deleted rows', async () => {
    const leave = '/api/sc/test-leave';
    expect((await as(staff, 'GET', `${leave}/calendar?start=2026-11-01&end=2026-12-01`)).statusCode).toBe(
      403,
    );
    expect((await as(staff, 'GET', leave)).statusCode).toBe(403);
    const gone = await create(leave, { name: 'deleted one', from_day: '2026-11-20' });
    expect((await as(admin, 'DELETE', `${leave}/${gone.id}`)).statusCode).toBe(200);
    const res = await as(admin, 'GET', `${leave}/calendar?start=2026-11-01&end=2026-12-01&trashed=only`);
    expect(names(res)).not.toContain('deleted one');
    expect(names(res)).toContain('open, inside');
  });

  it('refuses a malformed, backwards or too wide window and filters the list does not offer', async () => {
    const leave = '/api/sc/test-leave';
    const errorsOf = async (query: string) => {
      const res = await as(admin, 'GET', `${leave}/calendar?${query}`);
      expect(res.statusCode).toBe(422);
      return Object.keys(res.json().errors);
    };
    expect(await errorsOf('end=2026-12-01')).toEqual(['start']);
    expect(await errorsOf('start=2026-02-30&end=2026-03-02')).toEqual(['start']);
    expect(await errorsOf('start=2026-11-01T00:00:00Z&end=2026-12-01')).toEqual(['start']);
    expect(await errorsOf('start=2026-12-01&end=2026-11-01')).toEqual(['end']);
    expect(await errorsOf('start=2026-01-01&end=2027-06-01')).toEqual(['end']);
    expect(await errorsOf('start=2026-11-01&end=2026-12-01&filter[name]=x')).toEqual(['filter[name]']);
    const wide = await as(admin, 'GET', `${leave}/calendar?start=2026-12-01&end=2026-11-01`);
    expect(wide.json().errors.end).toEqual([
      'Ask for a window whose start is before its end and at most 400 days long.',
    ]);
  });

  it('stops at its limit and says so, reading through a GiST index on the rows spans', async () => {
    const db = t.server.ctx.db;
    await sql`
      insert into test_leaves (name, from_day, to_day)
      select 'bulk ' || n, date '2025-03-01', date '2025-03-02' from generate_series(1, ${CALENDAR_LIMIT + 1}) as n`.execute(
      db,
    );
    const res = await as(admin, 'GET', '/api/sc/test-leave/calendar?start=2025-03-02&end=2025-03-03');
    expect(res.json().data).toHaveLength(CALENDAR_LIMIT);
    expect(res.json().meta.capped).toBe(true);
    const indexes = await sql<{ indexdef: string }>`
      select indexdef from pg_indexes where indexname = 'test_leaves_from_day_to_day_span'`.execute(db);
    expect(indexes.rows[0]?.indexdef).toMatch(/USING gist/);
  });

  it('shows the company holidays (sc.calendarEvent) by day, filtered by region', async () => {
    const region = await create('/api/sc/calendar-region', {
      name: 'Taiwan',
      code: 'TW',
      time_zone: 'Asia/Taipei',
    });
    const other = await create('/api/sc/calendar-region', {
      name: 'Japan',
      code: 'JP',
      time_zone: 'Asia/Tokyo',
    });
    await create('/api/sc/calendar-event', { region: region.id, date: '2026-10-10', name: 'National Day' });
    await create('/api/sc/calendar-event', { region: other.id, date: '2026-10-12', name: 'Sports Day' });
    await create('/api/sc/calendar-event', { region: region.id, date: '2026-11-01', name: 'Next month' });
    const base = '/api/sc/calendar-event/calendar?start=2026-09-27&end=2026-11-01';
    expect(names(await as(admin, 'GET', base))).toEqual(['National Day', 'Sports Day']);
    const taiwan = await as(admin, 'GET', `${base}&filter[region]=${region.id}`);
    expect(taiwan.json().data).toEqual([
      expect.objectContaining({
        name: 'National Day',
        date: '2026-10-10',
        year: 2026,
        region_label: 'Taiwan',
      }),
    ]);
  });
});
