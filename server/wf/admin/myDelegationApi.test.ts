import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  bearer,
  type SignedIn,
  startTestServer,
  type TestServer,
} from '../../../tests/support/startTestServer';
import { testDatabaseTargets } from '../../../tests/support/testDatabases';

// Issue 13's self-service delegation on issue 14's row scopes: every user names their own agent
// through `wf.myDelegation` (another door to wf_delegations, capped at own rows), while the
// administrators keep the whole table through `wf.delegation`.
describe.each(testDatabaseTargets())('my agents on $name', (target) => {
  let t: TestServer;
  let admin: SignedIn;
  let staff: SignedIn;
  let user07: SignedIn;
  const ids = new Map<string, number>();
  const as = (who: SignedIn, method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: unknown) =>
    t.request({
      method,
      url,
      headers: { ...bearer(who.token), 'accept-language': 'en' },
      ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }),
    });

  beforeAll(async () => {
    t = await startTestServer(target);
    [admin, staff, user07] = await Promise.all([t.signIn('admin'), t.signIn('staff'), t.signIn('user07')]);
    for (const u of await t.server.ctx.db.selectFrom('users').select(['id', 'account']).execute())
      ids.set(u.account, u.id);
  });
  afterAll(async () => t.close());

  it('lets a user name their own agent, and only theirs', async () => {
    const period = { starts_on: '2026-12-01', ends_on: '2026-12-10', reason: 'Year-end leave' };
    const created = await as(staff, 'POST', '/api/wf/my-delegation', {
      agent_id: ids.get('manager'),
      ...period,
    });
    expect(created.statusCode).toBe(201);
    // The delegator is the caller, whatever else is sent: naming someone else is refused.
    expect(created.json().data).toMatchObject({ user_id: ids.get('staff'), agent_id: ids.get('manager') });
    const forOther = await as(staff, 'POST', '/api/wf/my-delegation', {
      user_id: ids.get('user07'),
      agent_id: ids.get('manager'),
      ...period,
    });
    expect(forOther.statusCode).toBe(422);
    const own = await as(user07, 'POST', '/api/wf/my-delegation', { agent_id: ids.get('staff'), ...period });
    expect(own.statusCode).toBe(201);
    // Nobody is their own agent (the same rules as the administrators' list).
    const self = await as(staff, 'POST', '/api/wf/my-delegation', { agent_id: ids.get('staff'), ...period });
    expect(self.statusCode).toBe(422);

    const listed = (await as(staff, 'GET', '/api/wf/my-delegation')).json().data as Array<{
      user_id: number;
    }>;
    expect(listed.map((r) => r.user_id)).toEqual([ids.get('staff')]);
    const theirs = own.json().data.id as number;
    expect((await as(staff, 'GET', `/api/wf/my-delegation/${theirs}`)).statusCode).toBe(404);
    expect(
      (await as(staff, 'PUT', `/api/wf/my-delegation/${theirs}`, { reason: 'x', version: 1 })).statusCode,
    ).toBe(404);
    expect((await as(staff, 'DELETE', `/api/wf/my-delegation/${theirs}`)).statusCode).toBe(404);

    // The administrators see both in the whole table; staff may not open it.
    const all = (await as(admin, 'GET', '/api/wf/delegation?per_page=200')).json().data as Array<{
      id: number;
    }>;
    expect(all.map((r) => r.id)).toEqual(expect.arrayContaining([created.json().data.id, theirs]));
    expect((await as(staff, 'GET', '/api/wf/delegation')).statusCode).toBe(403);

    // Changing and ending their own works.
    const mine = created.json().data as { id: number; version: number };
    const changed = await as(staff, 'PUT', `/api/wf/my-delegation/${mine.id}`, {
      ends_on: '2026-12-12',
      version: mine.version,
    });
    expect(changed.statusCode).toBe(200);
    expect(changed.json().data).toMatchObject({ ends_on: '2026-12-12', user_id: ids.get('staff') });
    expect((await as(staff, 'DELETE', `/api/wf/my-delegation/${mine.id}`)).statusCode).toBe(200);
  });

  it('caps the door at own rows even when a wider scope is granted', async () => {
    const granted = await as(admin, 'PUT', `/api/sc/rights/owner/u${ids.get('user07')}`, {
      paths: ['wf.use.delegation'],
      scopes: { 'wf.use.delegation': 'subtree' },
    });
    expect(granted.statusCode).toBe(200);
    const listed = (await as(user07, 'GET', '/api/wf/my-delegation')).json().data as Array<{
      user_id: number;
    }>;
    expect(listed.length).toBeGreaterThan(0);
    expect(listed.every((r) => r.user_id === ids.get('user07'))).toBe(true);
  });
});
