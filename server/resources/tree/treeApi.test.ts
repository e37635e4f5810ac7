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
const API = '/api/bb/category';

/** A record that points at a bulletin category, to filter by subtree from another entity. */
function testNotice(): EntityDescriptor {
  return {
    id: 'cm.testNotice',
    module: 'cm',
    title: 'cm:test.deal',
    api: '/api/cm/test-notice',
    table: 'test_notices',
    permission: 'cm.use.testNotice',
    actions: ['view', 'create', 'edit', 'delete'],
    labelField: 'subject',
    fields: {
      subject: { type: 'string', title: 'cm:test.subject', required: true, maxLength: 100 },
      category_id: { type: 'reference', title: 'cm:test.stage', reference: 'bb.category' },
    },
    list: { columns: ['subject'], defaultSort: 'subject' },
  };
}

describe.each(testDatabaseTargets())('the tree API of bb.category on $name', (target) => {
  let t: TestServer;
  let manager: SignedIn;
  let staff: SignedIn;
  const ids: Record<string, number> = {};
  const as = (who: SignedIn, method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: unknown) =>
    t.request({
      method,
      url,
      headers: { ...bearer(who.token), ...EN },
      ...(payload === undefined ? {} : { payload: payload as string }),
    });
  const create = async (name: string, parent?: string) => {
    const res = await as(manager, 'POST', API, { name, ...(parent ? { parent_id: ids[parent] } : {}) });
    expect(res.statusCode).toBe(201);
    ids[name] = res.json().data.id;
    return res.json().data;
  };
  const children = async (parent: string | null) => {
    const res = await as(manager, 'GET', `${API}/children?parent=${parent === null ? 'null' : ids[parent]}`);
    expect(res.statusCode).toBe(200);
    return (res.json().data as Array<{ name: string; sort: number; child_count: number }>).filter((r) =>
      r.name.startsWith('T-'),
    );
  };
  const row = async (name: string) => (await as(manager, 'GET', `${API}/${ids[name]}`)).json().data;
  const move = async (name: string, parent: string | null, position: number, version?: number) =>
    as(manager, 'POST', `${API}/${ids[name]}/move`, {
      parent: parent === null ? null : ids[parent],
      position,
      version: version ?? (await row(name)).version,
    });

  beforeAll(async () => {
    t = await startTestServer(target, {}, { entities: [...loadEntityDescriptors(), testNotice()] });
    manager = await t.signIn('manager');
    staff = await t.signIn('staff');
    // T-A ─┬ T-A1 ── T-A1a
    //      └ T-A2
    // T-B
    await create('T-A');
    await create('T-B');
    await create('T-A1', 'T-A');
    await create('T-A2', 'T-A');
    await create('T-A1a', 'T-A1');
  });
  afterAll(async () => t.close());

  it('starts with the demo categories, in their order', async () => {
    const roots = (await as(manager, 'GET', `${API}/children?parent=null`)).json().data;
    expect(
      roots.slice(0, 3).map((r: { name: string; child_count: number }) => [r.name, r.child_count]),
    ).toEqual([
      ['公司公告', 2],
      ['部門公告', 2],
      ['福利活動', 0],
    ]);
  });

  it('lists one level at a time, in order, each node with its number of children', async () => {
    expect((await children(null)).map((r) => [r.name, r.child_count])).toEqual([
      ['T-A', 2],
      ['T-B', 0],
    ]);
    expect((await children('T-A')).map((r) => [r.name, r.sort, r.child_count])).toEqual([
      ['T-A1', 0, 1],
      ['T-A2', 1, 0],
    ]);
  });

  it('reorders siblings: the moved node and every sibling whose place changed get a new version', async () => {
    const a1 = await row('T-A1');
    const res = await move('T-A2', 'T-A', 0);
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ name: 'T-A2', parent_id: ids['T-A'], sort: 0 });
    expect((await children('T-A')).map((r) => r.name)).toEqual(['T-A2', 'T-A1']);
    expect(await row('T-A1')).toMatchObject({ sort: 1, version: a1.version + 1 });
    const audit = (await as(manager, 'GET', `${API}/${ids['T-A1']}/audit`)).json().data;
    expect(audit[0]).toMatchObject({ action: 'update', user_id: manager.user.id });
  });

  it('moves a branch under another node, its children with it', async () => {
    const res = await move('T-A1', 'T-B', 5);
    expect(res.statusCode).toBe(200);
    expect((await children('T-B')).map((r) => [r.name, r.child_count])).toEqual([['T-A1', 1]]);
    expect((await children('T-A')).map((r) => r.name)).toEqual(['T-A2']);
    expect((await children('T-A1')).map((r) => r.name)).toEqual(['T-A1a']);
  });

  it('refuses a move under the node itself or one of its descendants with 422 in the caller language', async () => {
    const under = await move('T-B', 'T-A1a', 0);
    expect(under.statusCode).toBe(422);
    expect(under.json().message).toMatch(/cannot be moved under itself/);
    expect(under.json().errors.parent_id[0]).toMatch(/Parent category/);
    const self = await move('T-B', 'T-B', 0);
    expect(self.statusCode).toBe(422);
    // The edit form writes the parent too: the same check.
    const b = await row('T-B');
    const put = await t.request({
      method: 'PUT',
      url: `${API}/${ids['T-B']}`,
      headers: { ...bearer(manager.token), 'accept-language': 'tw' },
      payload: { version: b.version, parent_id: ids['T-A1'] },
    });
    expect(put.statusCode).toBe(422);
    expect(put.json().message).toContain('無法把節點移到自己');
    expect((await row('T-B')).parent_id).toBeNull();
  });

  it('lets only one of two crossing moves through (X under Y and Y under X at once)', async () => {
    await create('T-X');
    await create('T-Y');
    const [xy, yx] = await Promise.all([move('T-X', 'T-Y', 0), move('T-Y', 'T-X', 0)]);
    expect([xy.statusCode, yx.statusCode].sort()).toEqual([200, 422]);
    const x = await row('T-X');
    const y = await row('T-Y');
    // Exactly one is the other's parent; never both.
    expect([x.parent_id === ids['T-Y'], y.parent_id === ids['T-X']].filter(Boolean)).toHaveLength(1);
  });

  it('answers a stale move with 409 and leaves the tree as it was', async () => {
    const a2 = await row('T-A2');
    const res = await move('T-A2', null, 0, a2.version - 1);
    expect(res.statusCode).toBe(409);
    expect((await row('T-A2')).parent_id).toBe(ids['T-A']);
  });

  it('appends a new node after its last sibling', async () => {
    const created = await create('T-A3', 'T-A');
    expect(created.sort).toBe(1);
  });

  it('places nodes created in a batch (seeding) after their siblings, in the batch order', async () => {
    const service = t.server.ctx.resources.services.get('bb.category')!;
    const created = await t.server.ctx.db
      .transaction()
      .execute((trx) =>
        service.createManyIn(
          trx,
          [{ name: 'T-B1', parent_id: ids['T-B'] }, { name: 'T-C' }, { name: 'T-B2', parent_id: ids['T-B'] }],
          { userId: manager.user.id, lang: 'en' },
        ),
      );
    const before = (await children('T-B')).length - 2;
    expect(created.map((r) => [r.name, r.sort])).toEqual([
      ['T-B1', before],
      ['T-C', expect.any(Number)],
      ['T-B2', before + 1],
    ]);
    expect((await children('T-B')).map((r) => r.name).slice(-2)).toEqual(['T-B1', 'T-B2']);
    // Out of the way of the tests below.
    for (const r of created)
      expect((await as(manager, 'DELETE', `${API}/${r.id as number}`)).statusCode).toBe(200);
  });

  it('filters any list by subtree: [under] on a reference to the tree and on the tree itself', async () => {
    for (const [subject, category] of [
      ['in B', 'T-B'],
      ['in A1a', 'T-A1a'],
      ['in A2', 'T-A2'],
    ] as const)
      expect(
        (await as(staff, 'POST', '/api/cm/test-notice', { subject, category_id: ids[category] })).statusCode,
      ).toBe(201);
    const under = await as(staff, 'GET', `/api/cm/test-notice?filter[category_id][under]=${ids['T-B']}`);
    expect(under.statusCode).toBe(200);
    expect(
      under
        .json()
        .data.map((r: { subject: string }) => r.subject)
        .sort(),
    ).toEqual(['in A1a', 'in B']);
    const subtree = await as(manager, 'GET', `${API}?filter[id][under]=${ids['T-B']}&sort=name`);
    expect(subtree.json().data.map((r: { name: string }) => r.name)).toEqual(['T-A1', 'T-A1a', 'T-B']);
    // Only references to a tree entity take [under].
    expect((await as(staff, 'GET', '/api/cm/test-notice?filter[subject][under]=1')).statusCode).toBe(422);
    expect((await as(staff, 'GET', '/api/cm/lead?filter[pipeline_id][under]=1')).statusCode).toBe(422);
  });

  it('searches and returns each match with its ancestors, root first', async () => {
    const res = await as(manager, 'GET', `${API}/tree-search?search=T-A1a`);
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toHaveLength(1);
    expect(res.json().data[0].path.map((p: { label: string }) => p.label)).toEqual(['T-B', 'T-A1']);
  });

  it('refuses to delete a node with children, and deletes a leaf', async () => {
    const refused = await as(manager, 'DELETE', `${API}/${ids['T-A1']}`);
    expect(refused.statusCode).toBe(422);
    expect(refused.json().message).toBe('"T-A1" still has 1 sub-item: move or delete it first.');
    expect((await as(manager, 'DELETE', `${API}/${ids['T-A1a']}`)).statusCode).toBe(200);
    expect((await as(manager, 'DELETE', `${API}/${ids['T-A1']}`)).statusCode).toBe(200);
    // The child cannot come back under its deleted parent.
    const restore = await as(manager, 'POST', `${API}/${ids['T-A1a']}/restore`);
    expect(restore.statusCode).toBe(422);
    expect((await as(manager, 'POST', `${API}/${ids['T-A1']}/restore`)).statusCode).toBe(200);
  });

  it('checks the same rights as the list: staff may neither read nor move categories', async () => {
    expect((await as(staff, 'GET', `${API}/children?parent=null`)).statusCode).toBe(403);
    expect((await as(staff, 'GET', `${API}/tree-search?search=T`)).statusCode).toBe(403);
    expect(
      (await as(staff, 'POST', `${API}/${ids['T-B']}/move`, { parent: null, position: 0, version: 1 }))
        .statusCode,
    ).toBe(403);
    expect((await t.request({ method: 'GET', url: `${API}/children` })).statusCode).toBe(401);
  });

  it('refuses malformed move bodies with 422', async () => {
    const res = await as(manager, 'POST', `${API}/${ids['T-B']}/move`, { parent: 'x', position: -1 });
    expect(res.statusCode).toBe(422);
    const gone = await as(manager, 'POST', `${API}/${ids['T-B']}/move`, {
      parent: 999999,
      position: 0,
      version: (await row('T-B')).version,
    });
    expect(gone.statusCode).toBe(422);
    expect(gone.json().errors.parent_id[0]).toMatch(/does not exist/);
  });
});
