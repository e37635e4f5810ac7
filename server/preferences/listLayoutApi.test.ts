import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, type SignedIn, startTestServer, type TestServer } from '../../tests/support/startTestServer';
import { testDatabaseTargets } from '../../tests/support/testDatabases';

const url = (entityId: string) => `/api/me/list-layout/${entityId}`;
const LAYOUT = {
  columns: [
    { colId: 'organization_id', width: 220 },
    { colId: 'subject', width: 320 },
    { colId: 'status', hide: true },
    { colId: '__actions', width: 180 },
  ],
  sort: [{ colId: 'expected_amount', sort: 'desc' }],
};

describe.each(testDatabaseTargets())('list layout API on $name', (target) => {
  let t: TestServer;
  let manager: SignedIn;
  let staff: SignedIn;

  const call = (
    who: SignedIn,
    method: 'GET' | 'PUT' | 'DELETE',
    entityId: string,
    body?: unknown,
    lang = 'en',
  ) =>
    t.request({
      method,
      url: url(entityId),
      headers: { 'accept-language': lang, ...bearer(who.token) },
      ...(body === undefined ? {} : { payload: body as object }),
    });

  beforeAll(async () => {
    t = await startTestServer(target);
    [manager, staff] = await Promise.all([t.signIn('manager'), t.signIn('staff')]);
  });
  afterAll(async () => t.close());

  it('keeps a layout per user: saved, read back, replaced and reset to none', async () => {
    expect((await call(manager, 'GET', 'cm.lead')).json()).toEqual({ data: null, version: 0 });
    const saved = await call(manager, 'PUT', 'cm.lead', LAYOUT);
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json()).toEqual({ data: LAYOUT, version: 1 });
    expect((await call(manager, 'GET', 'cm.lead')).json()).toEqual({ data: LAYOUT, version: 1 });
    // Another user's layout of the same list is their own.
    expect((await call(staff, 'GET', 'cm.lead')).json()).toEqual({ data: null, version: 0 });

    const narrower = { ...LAYOUT, columns: [{ colId: 'subject', width: 150 }], sort: [] };
    expect((await call(manager, 'PUT', 'cm.lead', narrower)).json()).toEqual({ data: narrower, version: 2 });
    expect((await call(manager, 'GET', 'cm.lead')).json().data).toEqual(narrower);

    expect((await call(manager, 'DELETE', 'cm.lead')).statusCode).toBe(204);
    expect((await call(manager, 'GET', 'cm.lead')).json()).toEqual({ data: null, version: 0 });
  });

  it('refuses a list the caller may not view (403), before looking at the body', async () => {
    for (const method of ['GET', 'PUT', 'DELETE'] as const) {
      const res = await call(staff, method, 'sc.jobPosition', method === 'PUT' ? { bad: 1 } : undefined);
      expect(res.statusCode, `${method} ${res.body}`).toBe(403);
    }
    expect((await call(manager, 'GET', 'cm.nothing')).statusCode).toBe(404);
  });

  it('refuses a list the caller may not view (403) even when the body is not JSON', async () => {
    const putRaw = (who: SignedIn, entityId: string) =>
      t.request({
        method: 'PUT',
        url: url(entityId),
        headers: { 'accept-language': 'en', 'content-type': 'application/json', ...bearer(who.token) },
        payload: '{"columns": [',
      });
    const refused = await putRaw(staff, 'sc.jobPosition');
    expect(refused.statusCode, refused.body).toBe(403);
    // A caller who may view the list is told the body does not parse.
    const malformed = await putRaw(manager, 'cm.lead');
    expect(malformed.statusCode, malformed.body).toBe(422);
  });

  it('refuses bad bodies with 422 and field errors in the caller’s language', async () => {
    const cases: Array<[unknown, string]> = [
      [{ columns: [{ colId: 'password' }], sort: [] }, 'columns.0.colId'],
      [{ columns: [{ colId: 'subject' }, { colId: 'subject' }], sort: [] }, 'columns.1.colId'],
      [{ columns: [{ colId: 'subject', width: 12.5 }], sort: [] }, 'columns.0.width'],
      [{ columns: [{ colId: 'subject', width: 5000 }], sort: [] }, 'columns.0.width'],
      [{ columns: [], sort: [{ colId: 'subject', sort: 'up' }] }, 'sort.0.sort'],
      [{ columns: [], sort: [{ colId: 'tag_ids', sort: 'asc' }] }, 'sort.0.colId'],
      [{ columns: [], sort: [{ colId: '__actions', sort: 'asc' }] }, 'sort.0.colId'],
      [{ columns: Array.from({ length: 65 }, () => ({ colId: 'subject' })), sort: [] }, 'columns'],
      [{ columns: [], sort: [], extra: 1 }, 'extra'],
      [{ columns: [] }, 'sort'],
    ];
    for (const [body, field] of cases) {
      const res = await call(manager, 'PUT', 'cm.lead', body);
      expect(res.statusCode, JSON.stringify(body)).toBe(422);
      expect(Object.keys(res.json().errors), JSON.stringify(body)).toContain(field);
    }
    const zh = await call(manager, 'PUT', 'cm.lead', { columns: [{ colId: 'nope' }], sort: [] }, 'zh-TW');
    expect(zh.json().message).not.toBe('The given data was invalid.');
    expect(zh.json().errors['columns.0.colId'][0]).toMatch(/columns\.0\.colId/);
    expect((await call(manager, 'GET', 'cm.lead')).json().data).toBeNull();
  });
});
