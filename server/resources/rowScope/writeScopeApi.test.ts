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

const EN = { 'accept-language': 'en' };

/** An entity whose owner the form fills (a salesperson assigned to a deal), owned through it. */
function ownedDeal(): EntityDescriptor {
  return {
    id: 'cm.testOwnedDeal',
    module: 'cm',
    title: 'cm:test.deal',
    api: '/api/cm/test-owned-deal',
    table: 'test_owned_deals',
    permission: 'cm.use.testOwnedDeal',
    actions: ['view', 'create', 'edit', 'delete', 'export', 'import'],
    labelField: 'subject',
    ownership: { users: ['owner_id'] },
    fields: {
      subject: { type: 'string', title: 'cm:test.subject', required: true, maxLength: 100 },
      owner_id: { type: 'reference', title: 'cm:fields.owner', reference: 'sc.user', required: true },
    },
    list: { columns: ['subject', 'owner_id'], defaultSort: 'subject', quickSearch: ['subject'] },
  };
}

// Issue 14: a write may not put a row outside its writer's scope. The demo grants everyone
// customer rights on their own rows and the managers group its department and below
// (server/seed/seedDemo.ts): `staff` sits in 業務一課 under `manager`'s 業務處, `user03` in 研發處.
describe.each(testDatabaseTargets())('writes stay inside the writer’s row scope on $name', (target) => {
  let t: TestServer;
  let manager: SignedIn;
  let staff: SignedIn;
  const ids = new Map<string, number>();
  const API = '/api/cm/test-owned-deal';

  const as = (who: SignedIn, method: 'GET' | 'PUT' | 'POST', url: string, payload?: unknown) =>
    t.request({
      method,
      url,
      headers: { ...bearer(who.token), ...EN },
      ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }),
    });
  const subjects = async () =>
    (
      await t.server.ctx.db
        .selectFrom('test_owned_deals' as never)
        .select(['subject', 'owner_id'] as never)
        .orderBy('subject' as never)
        .execute()
    ).map((r) => {
      const row = r as { subject: string; owner_id: number };
      return [row.subject, row.owner_id];
    });

  beforeAll(async () => {
    t = await startTestServer(target, {}, { entities: [...loadEntityDescriptors(), ownedDeal()] });
    [manager, staff] = await Promise.all([t.signIn('manager'), t.signIn('staff')]);
    for (const u of await t.server.ctx.db.selectFrom('users').select(['id', 'account']).execute())
      ids.set(u.account, u.id);
  });
  afterAll(async () => t.close());

  it('lets a salesperson create and keep their own deals, and refuses to give one to a colleague', async () => {
    const mine = await as(staff, 'POST', API, { subject: 'Mine', owner_id: ids.get('staff') });
    expect(mine.statusCode).toBe(201);
    const given = await as(staff, 'POST', API, { subject: 'Given away', owner_id: ids.get('user03') });
    expect(given.statusCode).toBe(422);
    expect(given.json().errors.owner_id[0]).toContain('outside the records you may manage');
    const { id, version } = mine.json().data as { id: number; version: number };
    const handed = await as(staff, 'PUT', `${API}/${id}`, { owner_id: ids.get('user02'), version });
    expect(handed.statusCode).toBe(422);
    expect(Object.keys(handed.json().errors)).toEqual(['owner_id']);
    // Nothing was written by either refusal.
    expect(await subjects()).toEqual([['Mine', ids.get('staff')]]);
  });

  it('lets a manager assign within their department and below, and not beyond it', async () => {
    const toStaff = await as(manager, 'POST', API, { subject: 'For staff', owner_id: ids.get('staff') });
    expect(toStaff.statusCode).toBe(201);
    const outside = await as(manager, 'POST', API, { subject: 'For R&D', owner_id: ids.get('user03') });
    expect(outside.statusCode).toBe(422);
    expect(outside.json().errors.owner_id).toHaveLength(1);
    const { id, version } = toStaff.json().data as { id: number; version: number };
    const moved = await as(manager, 'PUT', `${API}/${id}`, { owner_id: ids.get('user03'), version });
    expect(moved.statusCode).toBe(422);
    expect((await as(manager, 'GET', `${API}/${id}`)).json().data.owner_id).toBe(ids.get('staff'));
  });

  it('reports an imported row that would leave the scope, in the dry run and the commit, writing nothing', async () => {
    const before = await subjects();
    const csv = `subject,owner_id\nImported mine,${ids.get('staff')}\nImported theirs,${ids.get('user03')}\n`;
    for (const mode of ['dry-run', 'commit']) {
      const res = await t.request({
        method: 'POST',
        url: `${API}/import?mode=${mode}`,
        headers: { ...bearer(staff.token), ...EN, 'content-type': 'text/csv', accept: 'application/json' },
        payload: csv,
      });
      const errors = res.json().errors as Array<{ row: number; field: string; message: string }>;
      expect(errors.map((e) => [e.row, e.field])).toEqual([[3, 'owner_id']]);
      expect(errors[0]!.message).toContain('outside the records you may manage');
    }
    expect(await subjects()).toEqual(before);
  });
});
