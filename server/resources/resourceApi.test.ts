import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, type SignedIn, startTestServer, type TestServer } from '../../tests/support/startTestServer';
import { testDatabaseTargets } from '../../tests/support/testDatabases';
import { testDeal, testStage } from '../../tests/support/testEntities';

const EN = { 'accept-language': 'en' };

describe.each(testDatabaseTargets())('the generic resource API on $name', (target) => {
  let t: TestServer;
  let staff: SignedIn;
  let manager: SignedIn;
  let stageIds: number[];
  beforeAll(async () => {
    t = await startTestServer(target, {}, { entities: [testStage(), testDeal()] });
    staff = await t.signIn('staff');
    manager = await t.signIn('manager');
    stageIds = [];
    for (const [i, name] of ['New', 'Proposal', 'Won'].entries()) {
      const res = await t.request({
        method: 'POST',
        url: '/api/cm/test-stage',
        headers: bearer(manager.token),
        payload: { name, sort: i },
      });
      expect(res.statusCode).toBe(201);
      stageIds.push(res.json().data.id);
    }
  });
  afterAll(async () => t.close());

  const as = (who: SignedIn, method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: unknown) =>
    t.request({
      method,
      url,
      headers: { ...bearer(who.token), ...EN },
      ...(payload === undefined ? {} : { payload: payload as string }),
    });

  it('checks the permission of each action: staff may use deals but not manage stages', async () => {
    expect((await as(staff, 'GET', '/api/cm/test-stage')).statusCode).toBe(403);
    expect((await as(staff, 'POST', '/api/cm/test-stage', { name: 'X' })).statusCode).toBe(403);
    expect((await as(staff, 'GET', '/api/cm/test-deal')).statusCode).toBe(200);
    expect((await t.request({ method: 'GET', url: '/api/cm/test-deal' })).statusCode).toBe(401);
  });

  it('creates a row with its version, reference label and allowed actions', async () => {
    const res = await as(staff, 'POST', '/api/cm/test-deal', {
      subject: 'Printer fleet',
      amount: 1200.5,
      stage_id: stageIds[1],
      closes_on: '2026-12-31',
    });
    expect(res.statusCode).toBe(201);
    expect(res.json().data).toMatchObject({
      subject: 'Printer fleet',
      amount: 1200.5,
      stage_id: stageIds[1],
      stage_id_label: 'Proposal',
      status: 'open',
      won: false,
      closes_on: '2026-12-31',
      version: 1,
      deleted_at: null,
      allowedActions: ['view', 'edit', 'delete'],
    });
  });

  it.each([
    ['a missing required field', { amount: 1 }, 'subject'],
    ['an unknown field', { subject: 'x', colour: 'red' }, 'colour'],
    ['a wrong type', { subject: 'x', amount: 'lots' }, 'amount'],
    ['an oversize string', { subject: 'x'.repeat(101) }, 'subject'],
    ['a 100 kB string', { subject: 'x', notes: 'y'.repeat(100_000) }, 'notes'],
    ['an unknown option', { subject: 'x', status: 'maybe' }, 'status'],
    ['a malformed date', { subject: 'x', closes_on: '31/12/2026' }, 'closes_on'],
    ['too many decimals', { subject: 'x', amount: 1.005 }, 'amount'],
    ['a missing reference', { subject: 'x', stage_id: 999999 }, 'stage_id'],
    ['a read-only system column', { subject: 'x', id: 5 }, 'id'],
  ])('refuses %s with 422 on that field', async (_name, payload, field) => {
    const res = await as(staff, 'POST', '/api/cm/test-deal', payload);
    expect(res.statusCode).toBe(422);
    expect(res.json().errors[field]?.[0]).toEqual(expect.any(String));
  });

  it('accepts cents that floating point cannot represent exactly', async () => {
    // 19.99 is not a multiple of 0.01 in binary floating point; the schema's precision allows it.
    const res = await as(staff, 'POST', '/api/cm/test-deal', { subject: 'Cents', amount: 19.99 });
    expect(res.statusCode).toBe(201);
    expect(res.json().data.amount).toBe(19.99);
  });

  it('refuses a duplicate of a unique field with 422 on that field', async () => {
    const res = await as(manager, 'POST', '/api/cm/test-stage', { name: 'New' });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors.name).toEqual(['This cm:test.name is already in use.']);
  });

  it('stores SQL metacharacters as plain text', async () => {
    const subject = "Robert'); drop table test_stages; --";
    const res = await as(staff, 'POST', '/api/cm/test-deal', { subject, notes: '100% _sure_ \\ ok' });
    expect(res.json().data.subject).toBe(subject);
    const list = await as(staff, 'GET', `/api/cm/test-deal?search=${encodeURIComponent('100%')}`);
    expect(list.json().data.map((r: { subject: string }) => r.subject)).toEqual([subject]);
    const underscore = await as(staff, 'GET', `/api/cm/test-deal?search=${encodeURIComponent('_sure_')}`);
    expect(underscore.json().data).toHaveLength(1);
  });

  describe('lists', () => {
    beforeAll(async () => {
      for (let i = 1; i <= 25; i++) {
        await as(staff, 'POST', '/api/cm/test-deal', {
          subject: `Deal ${String(i).padStart(2, '0')}`,
          amount: i * 10,
          status: i % 5 === 0 ? 'won' : 'open',
          stage_id: stageIds[i % 3],
        });
      }
    });

    it('pages, sorts and counts in SQL', async () => {
      const res = await as(staff, 'GET', '/api/cm/test-deal?page=2&per_page=10&sort=amount&search=Deal');
      const body = res.json();
      expect(body.meta).toEqual({
        current_page: 2,
        last_page: 3,
        per_page: 10,
        total: 25,
        total_capped: false,
        next_cursor: expect.any(String),
      });
      expect(body.data.map((r: { amount: number }) => r.amount)).toEqual([
        110, 120, 130, 140, 150, 160, 170, 180, 190, 200,
      ]);
      expect(body.data[0].allowedActions).toEqual(['view', 'edit', 'delete']);
    });

    it('filters by value, several values, ranges and emptiness', async () => {
      const won = await as(staff, 'GET', '/api/cm/test-deal?filter[status]=won&sort=amount');
      expect(won.json().data.map((r: { amount: number }) => r.amount)).toEqual([50, 100, 150, 200, 250]);
      const range = await as(
        staff,
        'GET',
        '/api/cm/test-deal?filter[amount][gte]=200&filter[amount][lte]=230&sort=-amount',
      );
      expect(range.json().data.map((r: { amount: number }) => r.amount)).toEqual([230, 220, 210, 200]);
      const several = await as(
        staff,
        'GET',
        `/api/cm/test-deal?filter[stage_id]=${stageIds[0]},${stageIds[2]}&search=Deal`,
      );
      // Deals 3, 6 … 24 and 2, 5 … 23.
      expect(several.json().meta.total).toBe(16);
      const empty = await as(staff, 'GET', '/api/cm/test-deal?filter[stage_id]=null');
      expect(empty.json().data.every((r: { stage_id: null }) => r.stage_id === null)).toBe(true);
    });

    it.each([
      ['sort=colour', 'sort'],
      ['sort=amount;drop%20table%20test_deals', 'sort'],
      ['sort=a,b,c,d', 'sort'],
      ['filter[notes]=x', 'filter[notes]'],
      ['filter[amount]=1%20or%201=1', 'filter[amount]'],
      ["filter[status]=open'--", 'filter[status]'],
      ['filter[amount][gt]=5', 'filter[amount][gt]'],
      ['page=0', 'page'],
      ['per_page=1000', 'per_page'],
      ['trashed=all', 'trashed'],
    ])('refuses %s with 422', async (query, field) => {
      const res = await as(staff, 'GET', `/api/cm/test-deal?${query}`);
      expect(res.statusCode).toBe(422);
      expect(Object.keys(res.json().errors)).toContain(field);
    });

    it('serves the cached /all list', async () => {
      const res = await as(manager, 'GET', '/api/cm/test-stage/all');
      expect(res.json().data.map((r: { name: string }) => r.name)).toEqual(['New', 'Proposal', 'Won']);
    });
  });

  it('updates with the version, and answers a stale version with 409 and the current row', async () => {
    const created = (await as(staff, 'POST', '/api/cm/test-deal', { subject: 'Versioned' })).json().data;
    const first = await as(staff, 'PUT', `/api/cm/test-deal/${created.id}`, {
      version: 1,
      amount: 50,
      notes: null,
    });
    expect(first.statusCode).toBe(200);
    expect(first.json().data).toMatchObject({ version: 2, amount: 50, subject: 'Versioned' });
    const stale = await as(staff, 'PUT', `/api/cm/test-deal/${created.id}`, { version: 1, amount: 60 });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().data).toMatchObject({ version: 2, amount: 50 });
    expect(stale.json().message).toMatch(/Someone else changed this record/);
    expect((await as(staff, 'PUT', `/api/cm/test-deal/${created.id}`, { amount: 60 })).statusCode).toBe(422);
    expect((await as(staff, 'PUT', '/api/cm/test-deal/999999', { version: 1, amount: 60 })).statusCode).toBe(
      404,
    );
    expect(
      (await as(staff, 'PUT', `/api/cm/test-deal/${created.id}`, { version: 2, subject: null })).statusCode,
    ).toBe(422);
  });

  it('soft-deletes, lists the deleted for those who may restore, restores, and keeps the audit trail', async () => {
    const created = (await as(staff, 'POST', '/api/cm/test-deal', { subject: 'Short-lived' })).json().data;
    const deleted = await as(staff, 'DELETE', `/api/cm/test-deal/${created.id}`);
    expect(deleted.json().data.allowedActions).toEqual(['view', 'restore']);
    expect((await as(staff, 'GET', `/api/cm/test-deal/${created.id}`)).statusCode).toBe(404);
    const trashed = await as(staff, 'GET', '/api/cm/test-deal?trashed=only');
    expect(trashed.json().data.map((r: { id: number }) => r.id)).toContain(created.id);
    expect((await as(staff, 'DELETE', `/api/cm/test-deal/${created.id}`)).statusCode).toBe(404);
    const restored = await as(staff, 'POST', `/api/cm/test-deal/${created.id}/restore`);
    expect(restored.json().data).toMatchObject({ subject: 'Short-lived', deleted_at: null, version: 3 });

    const audit = await as(staff, 'GET', `/api/cm/test-deal/${created.id}/audit`);
    const entries = audit.json().data;
    expect(entries.map((e: { action: string }) => e.action)).toEqual(['restore', 'delete', 'create']);
    expect(entries[2]).toMatchObject({
      user_name: '李小明',
      before: null,
      after: { subject: 'Short-lived' },
    });
    expect(entries[1].before.deleted_at).toBeNull();
    expect(entries[1].after.deleted_at).toEqual(expect.any(String));
  });

  it('bulk-deletes up to 500 ids and ignores ids that are not live', async () => {
    const ids: number[] = [];
    for (const subject of ['Bulk A', 'Bulk B'])
      ids.push((await as(staff, 'POST', '/api/cm/test-deal', { subject })).json().data.id);
    const res = await as(staff, 'POST', '/api/cm/test-deal/bulk-delete', { ids: [...ids, 999999] });
    expect(res.json()).toEqual({ deleted: 2 });
    expect((await as(staff, 'POST', '/api/cm/test-deal/bulk-delete', { ids: [] })).statusCode).toBe(422);
    expect((await as(staff, 'POST', '/api/cm/test-deal/bulk-delete', { ids: ['1'] })).statusCode).toBe(422);
    const tooMany = Array.from({ length: 501 }, (_, i) => i + 1);
    expect((await as(staff, 'POST', '/api/cm/test-deal/bulk-delete', { ids: tooMany })).statusCode).toBe(422);
  });

  it('announces each committed write on the cache channel so open clients revalidate the pick list', async () => {
    const published: Array<{ channels: unknown; event: string; data: unknown }> = [];
    const realtime = t.server.ctx.realtime;
    const original = realtime.publish.bind(realtime);
    realtime.publish = (async (channels: never, event: string, data: unknown, options?: never) => {
      published.push({ channels, event, data });
      return original(channels, event, data, options);
    }) as typeof realtime.publish;
    try {
      await as(manager, 'POST', '/api/cm/test-stage', { name: 'Announced' });
      await as(manager, 'POST', '/api/cm/test-stage', { name: 'Announced' }); // refused: no announcement
      expect(published).toEqual([
        {
          channels: 'cache',
          event: 'App\\Events\\CacheUpdated',
          data: { list: 'cm.testStage', urls: ['/api/cm/test-stage/all'] },
        },
      ]);
    } finally {
      realtime.publish = original;
    }
  });
});
