import { readFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { validateEntityDescriptors } from '../../../schemas/core/validateEntityDescriptors';
import { generalRoutes } from '../../../schemas/routes/generalRoutes';
import { mergeEntityMenus } from '../../../schemas/routes/mergeEntityMenus';
import type { RouteDescriptor } from '../../../schemas/routes/RouteDescriptor';
import { bearer, startTestServer, type TestServer } from '../../../tests/support/startTestServer';
import { testDatabaseTargets } from '../../../tests/support/testDatabases';
import { LANGUAGES, translate } from '../../http/translate';
import { loadEntityDescriptors } from '../loadEntityDescriptors';

const repo = path.resolve(__dirname, '../../..');
const guide = readFileSync(path.join(repo, 'docs/guide-calendar.md'), 'utf8');
const descriptorFile = path.join(repo, 'schemas/sc/entities/calendarEvent.entity.json');
const shipped = JSON.parse(readFileSync(descriptorFile, 'utf8'));

function findRoute(
  routes: readonly RouteDescriptor[],
  name: string,
  prefix = '',
): { route: RouteDescriptor; path: string } | undefined {
  for (const route of routes) {
    const full = route.path ? (route.path.startsWith('/') ? route.path : `${prefix}/${route.path}`) : prefix;
    if (route.name === name) return { route, path: full };
    const inner = findRoute(route.children ?? [], name, full);
    if (inner) return inner;
  }
  return undefined;
}

const block = (heading: string) =>
  new RegExp(`## ${heading}[\\s\\S]*?\`\`\`json\\n([\\s\\S]*?)\`\`\``).exec(guide)?.[1] ?? '';

// The calendar guide's worked example (docs/guide-calendar.md) must stay true: its calendar
// section and route are the shipped ones, they pass the descriptor checks, and they give a
// permission-checked calendar API with nothing else written.
describe('the calendar guide', () => {
  it('shows exactly the shipped calendar section, which passes the descriptor checks', () => {
    expect(JSON.parse(`{${block('1\\. The calendar section')}}`)).toEqual({ calendar: shipped.calendar });
    const checked = validateEntityDescriptors(
      loadEntityDescriptors().map((data) => ({ file: `${data.id}.entity.json`, data })),
    );
    expect(checked.problems).toEqual([]);
  });

  it('shows exactly the shipped route, beside the list that keeps its own path', () => {
    const merged = mergeEntityMenus(generalRoutes, loadEntityDescriptors());
    const calendar = findRoute(merged, 'sc.calendarEvent.calendar');
    expect(calendar?.path).toBe('/sc/calendar-event/calendar');
    expect(JSON.parse(block('2\\. The route'))).toEqual(calendar?.route);
    const events = findRoute(merged, 'sc.calendarEvent');
    expect(events?.route.children?.find((child) => child.index)).toMatchObject({
      screen: 'entity.list',
      entity: 'sc.calendarEvent',
    });
  });

  it('has the route title in all four languages, as the guide quotes it', () => {
    for (const lang of LANGUAGES)
      expect(translate(lang, 'sc:calendarView.title')).not.toBe('sc:calendarView.title');
    for (const text of [
      translate('tw', 'sc:calendarView.title'),
      translate('en', 'sc:calendarView.title'),
      translate('cn', 'sc:calendarView.title'),
      translate('jp', 'sc:calendarView.title'),
    ])
      expect(guide).toContain(text);
  });
});

describe.each(testDatabaseTargets())('the calendar guide example on $name', (target) => {
  let t: TestServer;
  beforeAll(async () => {
    t = await startTestServer(target);
  });
  afterAll(async () => t.close());

  it('answers the calendar call for the holidays with no other code, to those who may view them', async () => {
    const admin = await t.signIn('admin');
    const as = (token: string, method: 'GET' | 'POST', url: string, payload?: object) =>
      t.request({
        method,
        url,
        headers: { ...bearer(token), 'accept-language': 'en' },
        ...(payload ? { payload } : {}),
      });
    const region = await as(admin.token, 'POST', '/api/sc/calendar-region', { name: 'Taiwan', code: 'TW' });
    await as(admin.token, 'POST', '/api/sc/calendar-event', {
      region: region.json().data.id,
      date: '2026-10-10',
      name: 'National Day',
    });
    const month = await as(
      admin.token,
      'GET',
      '/api/sc/calendar-event/calendar?start=2026-09-27&end=2026-11-08',
    );
    expect(month.statusCode).toBe(200);
    expect(month.json().data).toEqual([expect.objectContaining({ name: 'National Day', kind: 'holiday' })]);
    expect(month.json().meta).toMatchObject({ all_day: true, time_zone: 'Asia/Taipei', capped: false });
    const staff = await t.signIn('staff');
    expect(
      (await as(staff.token, 'GET', '/api/sc/calendar-event/calendar?start=2026-09-27&end=2026-11-08'))
        .statusCode,
    ).toBe(403);
  });
});
