import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hasPermission } from '../../../schemas/core/hasPermission';
import { bearer, startTestServer, type TestServer } from '../../../tests/support/startTestServer';
import { testDatabaseTargets } from '../../../tests/support/testDatabases';

interface PreviewNode {
  path: string;
  children?: PreviewNode[];
  sources?: unknown[];
  notInEffect?: string;
}

/** The action paths of a preview answer, split by whether the preview says they are in effect. */
function previewLeaves(nodes: readonly PreviewNode[]): { inEffect: string[]; notInEffect: string[] } {
  const out = { inEffect: [] as string[], notInEffect: [] as string[] };
  const walk = (list: readonly PreviewNode[]) => {
    for (const node of list) {
      if (node.children) walk(node.children);
      else (node.notInEffect ? out.notInEffect : out.inEffect).push(node.path);
    }
  };
  walk(nodes);
  return { inEffect: out.inEffect.sort(), notInEffect: out.notInEffect.sort() };
}

/** Every action path a userPermission tree holds (module › area › [{name, actions}]). */
function permissionLeaves(tree: Record<string, Record<string, Array<{ name: string; actions: string[] }>>>) {
  return Object.entries(tree)
    .flatMap(([module, areas]) =>
      Object.entries(areas).flatMap(([area, items]) =>
        items.flatMap((item) =>
          item.actions.map((action) => `${module}.${area}.${item.name}.actions.${action}`),
        ),
      ),
    )
    .sort();
}

describe.each(testDatabaseTargets())('rights settings API on $name', (target) => {
  let t: TestServer;
  let admin: string;
  /** user20 moved into a fresh department chain: Top › Middle › Team, outside the demo tree. */
  let userId: number;
  let top: number;
  let middle: number;
  let team: number;
  let inner: number;
  let outer: number;

  beforeAll(async () => {
    t = await startTestServer(target);
    admin = (await t.signIn('admin')).token;
    const { db } = t.server.ctx;
    userId = (
      await db.selectFrom('users').select('id').where('account', '=', 'user20').executeTakeFirstOrThrow()
    ).id;
    const dept = async (name: string, parent: number | null) =>
      (
        await db
          .insertInto('departments')
          .values({ name, parent_id: parent, level_id: null, code: null, deleted_at: null })
          .returning('id')
          .executeTakeFirstOrThrow()
      ).id;
    top = await dept('Top', null);
    middle = await dept('Middle', top);
    team = await dept('Team', middle);
    await db.deleteFrom('user_departments').where('user_id', '=', userId).execute();
    await db
      .insertInto('user_departments')
      .values({ user_id: userId, department_id: team, is_primary: true, job_position_id: null })
      .execute();
    const group = async (name: string) =>
      (
        await db
          .insertInto('groups')
          .values({ name, description: null, deleted_at: null })
          .returning('id')
          .executeTakeFirstOrThrow()
      ).id;
    inner = await group('Inner');
    outer = await group('Outer');
    // Inner holds the Middle department (an ancestor of the user's Team); Outer holds Inner.
    await db
      .insertInto('group_members')
      .values([
        { group_id: inner, member: `d${middle}` },
        { group_id: outer, member: `g${inner}` },
      ])
      .execute();
  });
  afterAll(async () => t.close());

  const put = (owner: string, paths: unknown, token = admin, lang = 'en') =>
    t.request({
      method: 'PUT',
      url: `/api/sc/rights/owner/${owner}`,
      payload: { paths },
      headers: { ...bearer(token), 'accept-language': lang },
    });

  it('grants through ancestor departments and nested groups, with the exact tree and sources', async () => {
    expect((await put(`d${top}`, ['bb.use'])).statusCode).toBe(200);
    expect(
      (await put(`g${outer}`, ['vs.admin.event.actions.view', 'vs.admin.event.actions.create'])).statusCode,
    ).toBe(200);
    expect((await put(`u${userId}`, ['sc.admin.user.actions.view'])).statusCode).toBe(200);

    const signedIn = await t.signIn('user20');
    expect(signedIn.user.userPermission).toEqual({
      bb: { use: [{ name: 'bulletin', actions: ['view', 'create'] }] },
      vs: { admin: [{ name: 'event', actions: ['view', 'create'] }] },
      sc: { admin: [{ name: 'user', actions: ['view'] }] },
    });

    const effective = await t.request({
      method: 'GET',
      url: `/api/sc/rights/effective/${userId}`,
      headers: bearer(admin),
    });
    expect(effective.statusCode).toBe(200);
    const data = effective.json().data;
    expect(data.user).toMatchObject({ id: userId, account: 'user20' });
    expect(data.owners).toEqual([
      { owner: `u${userId}`, name: expect.stringContaining('(user20)'), kind: 'user', via: [] },
      { owner: `d${team}`, name: 'Team', kind: 'department', via: [] },
      {
        owner: `d${middle}`,
        name: 'Middle',
        kind: 'ancestorDepartment',
        via: [{ owner: `d${team}`, name: 'Team' }],
      },
      {
        owner: `d${top}`,
        name: 'Top',
        kind: 'ancestorDepartment',
        via: [{ owner: `d${team}`, name: 'Team' }],
      },
      {
        owner: `g${inner}`,
        name: 'Inner',
        kind: 'group',
        via: [
          { owner: `d${middle}`, name: 'Middle' },
          { owner: `d${team}`, name: 'Team' },
        ],
      },
      {
        owner: `g${outer}`,
        name: 'Outer',
        kind: 'nestedGroup',
        via: [
          { owner: `g${inner}`, name: 'Inner' },
          { owner: `d${middle}`, name: 'Middle' },
          { owner: `d${team}`, name: 'Team' },
        ],
      },
    ]);
    const bb = { owner: `d${top}`, grant: 'bb.use' };
    expect(data.rights).toEqual([
      {
        path: 'sc',
        label: 'common:modules.sc',
        children: [
          {
            path: 'sc.admin',
            label: 'sc:rights.areas.admin',
            children: [
              {
                path: 'sc.admin.user',
                label: 'sc:rights.items.sc.admin.user',
                children: [
                  {
                    path: 'sc.admin.user.actions.view',
                    label: 'sc:rights.actions.view',
                    sources: [{ owner: `u${userId}`, grant: 'sc.admin.user.actions.view' }],
                  },
                ],
              },
            ],
          },
        ],
      },
      {
        path: 'bb',
        label: 'common:modules.bb',
        children: [
          {
            path: 'bb.use',
            label: 'sc:rights.areas.use',
            children: [
              {
                path: 'bb.use.bulletin',
                label: 'sc:rights.items.bb.use.bulletin',
                children: [
                  { path: 'bb.use.bulletin.actions.view', label: 'sc:rights.actions.view', sources: [bb] },
                  {
                    path: 'bb.use.bulletin.actions.create',
                    label: 'sc:rights.actions.create',
                    sources: [bb],
                  },
                ],
              },
            ],
          },
        ],
      },
      {
        path: 'vs',
        label: 'common:modules.vs',
        children: [
          {
            path: 'vs.admin',
            label: 'sc:rights.areas.admin',
            children: [
              {
                path: 'vs.admin.event',
                label: 'sc:rights.items.vs.admin.event',
                children: ['view', 'create'].map((action) => ({
                  path: `vs.admin.event.actions.${action}`,
                  label: `sc:rights.actions.${action}`,
                  sources: [{ owner: `g${outer}`, grant: `vs.admin.event.actions.${action}` }],
                })),
              },
            ],
          },
        ],
      },
    ]);
  });

  it('shows a rights change at the next request, without signing in again', async () => {
    const user = await t.signIn('user20');
    const readUsers = () =>
      t.request({ method: 'GET', url: '/api/sc/department?status=inactive', headers: bearer(user.token) });
    expect((await readUsers()).statusCode).toBe(403);
    expect((await put(`d${middle}`, ['sc.admin.department.actions.view'])).statusCode).toBe(200);
    expect((await readUsers()).statusCode).toBe(200);
    const me = await t.request({ method: 'GET', url: `/api/sc/user/${userId}`, headers: bearer(user.token) });
    expect(me.json().data.userPermission.sc).toEqual({
      admin: [
        { name: 'user', actions: ['view'] },
        { name: 'department', actions: ['view'] },
      ],
    });
    // Taking it away works the same way.
    expect((await put(`d${middle}`, [])).statusCode).toBe(200);
    expect((await readUsers()).statusCode).toBe(403);
  });

  it('reads, normalises and audits an owner’s grants', async () => {
    const saved = await put(`g${inner}`, ['cm.use', 'cm.use.lead.actions.view', 'cm.use', 'fa']);
    expect(saved.json()).toEqual({ data: { owner: `g${inner}`, paths: ['cm.use', 'fa'], scopes: {} } });
    const read = await t.request({
      method: 'GET',
      url: `/api/sc/rights/owner/g${inner}`,
      headers: bearer(admin),
    });
    expect(read.json()).toEqual({
      data: { owner: `g${inner}`, name: 'Inner', paths: ['cm.use', 'fa'], scopes: {} },
    });
    const audit = await t.server.ctx.db
      .selectFrom('audit_log')
      .select(['action', 'before', 'after'])
      .where('entity', '=', 'sc.groupRights')
      .where('record_id', '=', inner)
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    expect(audit).toMatchObject({ action: 'update', after: { owner: `g${inner}`, paths: ['cm.use', 'fa'] } });
  });

  it('refuses unknown rights and owners with translated 422s, missing owners with 404', async () => {
    const bad = await put(`u${userId}`, ['sc.admin.user', 'sc.admin.nothing'], admin, 'en');
    expect(bad.statusCode).toBe(422);
    expect(bad.json().errors).toEqual({ 'paths.1': ['“sc.admin.nothing” is not a right the product has.'] });
    const tw = await put(`u${userId}`, ['nope'], admin, 'tw');
    expect(tw.json().errors['paths.0']).toEqual(['「nope」不是系統中的權限。']);
    const owner = await put('x1', ['sc'], admin);
    expect(owner.statusCode).toBe(422);
    expect(owner.json().errors).toEqual({ owner: ['The owner must be a department, a group or a user.'] });
    expect((await put('g999999', ['sc'])).statusCode).toBe(404);
    expect((await put(`u${userId}`, 'sc')).statusCode).toBe(422);
    expect((await put(`u${userId}`, [7])).statusCode).toBe(422);
    const effectiveMissing = await t.request({
      method: 'GET',
      url: '/api/sc/rights/effective/999999',
      headers: bearer(admin),
    });
    expect(effectiveMissing.statusCode).toBe(404);
    const malformed = await t.request({
      method: 'GET',
      url: '/api/sc/rights/effective/abc',
      headers: bearer(admin),
    });
    expect(malformed.statusCode).toBe(422);
  });

  it('refuses staff with 403 on every rights endpoint', async () => {
    const staff = (await t.signIn('staff')).token;
    for (const [method, url] of [
      ['GET', '/api/sc/rights/catalogue'],
      ['GET', `/api/sc/rights/owner/u${userId}`],
      ['GET', `/api/sc/rights/effective/${userId}`],
    ] as const) {
      expect((await t.request({ method, url, headers: bearer(staff) })).statusCode).toBe(403);
    }
    expect((await put(`u${userId}`, ['sc'], staff)).statusCode).toBe(403);
  });

  it('serves the catalogue tree with every descriptor’s rights', async () => {
    const answer = await t.request({
      method: 'GET',
      url: '/api/sc/rights/catalogue',
      headers: bearer(admin),
    });
    const tree = answer.json().data as Array<{
      path: string;
      children: Array<{ path: string; children: unknown[] }>;
    }>;
    expect(tree.map((m) => m.path)).toEqual(['sc', 'wf', 'dm', 'as', 'bb', 'vs', 'fa', 'am', 'cm']);
    const cmAdmin = tree.find((m) => m.path === 'cm')?.children.find((a) => a.path === 'cm.admin');
    expect(cmAdmin?.children).toContainEqual(
      expect.objectContaining({ path: 'cm.admin.tag', label: 'cm:entities.tag.title' }),
    );
  });

  it('marks rights in a module the licence switches off as granted but not in effect, as userPermission lacks them', async () => {
    const licence = async (modules: string[]) => {
      const current = await t.request({
        method: 'GET',
        url: '/api/sc/license/settings',
        headers: bearer(admin),
      });
      const saved = await t.request({
        method: 'PUT',
        url: '/api/sc/license',
        payload: { modules, version: current.json().data.version },
        headers: bearer(admin),
      });
      expect(saved.statusCode).toBe(200);
    };
    const preview = async () => {
      const answer = await t.request({
        method: 'GET',
        url: `/api/sc/rights/effective/${userId}`,
        headers: bearer(admin),
      });
      expect(answer.statusCode).toBe(200);
      return answer.json().data.rights as PreviewNode[];
    };
    const user = await t.signIn('user20');
    const userPermission = async () =>
      (await t.request({ method: 'GET', url: `/api/sc/user/${userId}`, headers: bearer(user.token) })).json()
        .data.userPermission;

    await licence(['sc', 'wf', 'dm', 'as', 'bb', 'vs', 'am', 'cm']);
    // Granting in a switched-off module works (the grant is kept for when it is switched on).
    expect((await put(`d${team}`, ['fa.use.voucher.actions.view', 'am.use'])).statusCode).toBe(200);
    const off = await preview();
    const fa = off.find((m) => m.path === 'fa');
    expect(fa?.notInEffect).toBe('moduleNotLicensed');
    expect(fa?.children?.[0]).toMatchObject({ path: 'fa.use', notInEffect: 'moduleNotLicensed' });
    // Every granted accounting right (this one, and Inner's whole `fa` from an earlier test) and nothing else.
    expect(previewLeaves(off).notInEffect).toContain('fa.use.voucher.actions.view');
    expect(previewLeaves(off).notInEffect.every((path) => path.startsWith('fa.'))).toBe(true);
    expect(previewLeaves(off).inEffect.some((path) => path.startsWith('fa.'))).toBe(false);
    // Licensed modules stay in effect, unmarked at every level.
    expect(off.filter((m) => m.notInEffect).map((m) => m.path)).toEqual(['fa']);
    expect(JSON.stringify(off.find((m) => m.path === 'am'))).not.toContain('notInEffect');
    const offPermission = await userPermission();
    expect(offPermission).not.toHaveProperty('fa');
    expect(hasPermission(offPermission, 'fa.use.voucher.actions.view')).toBe(false);
    expect(offPermission.am.use).toContainEqual({ name: 'appointment', actions: ['view', 'create'] });
    // Exactly what the user holds: the preview's in-effect rights are userPermission's.
    expect(previewLeaves(off).inEffect).toEqual(permissionLeaves(offPermission));

    await licence(['sc', 'wf', 'dm', 'as', 'bb', 'vs', 'fa', 'am', 'cm']);
    const on = await preview();
    expect(previewLeaves(on).notInEffect).toEqual([]);
    expect(previewLeaves(on).inEffect).toContain('fa.use.voucher.actions.view');
    const onPermission = await userPermission();
    expect(hasPermission(onPermission, 'fa.use.voucher.actions.view')).toBe(true);
    expect(previewLeaves(on).inEffect).toEqual(permissionLeaves(onPermission));
    expect((await put(`d${team}`, [])).statusCode).toBe(200);
  });
});
