import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  bearer,
  type SignedIn,
  startTestServer,
  type TestServer,
} from '../../../tests/support/startTestServer';
import { testDatabaseTargets } from '../../../tests/support/testDatabases';

interface Department {
  id: number;
  name: string;
  code: string | null;
  parent_id: number | null;
  level_id: number | null;
  depth: number | null;
  is_active: boolean;
  version: number;
  user_count: number;
}

describe.each(testDatabaseTargets())('departments API on $name', (target) => {
  let t: TestServer;
  let admin: SignedIn;
  let staff: SignedIn;
  let byCode: Map<string, Department>;
  let levels: Map<number, number>;

  const as = (who: SignedIn, method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: unknown) =>
    t.request({
      method,
      url,
      headers: { ...bearer(who.token), 'accept-language': 'en' },
      ...(payload === undefined ? {} : { payload: payload as string }),
    });
  const tree = async () => {
    const res = await as(admin, 'GET', '/api/sc/department/all');
    return new Map((res.json().data as Department[]).map((d) => [d.code ?? String(d.id), d]));
  };
  const dept = (code: string) => byCode.get(code)!;

  beforeAll(async () => {
    t = await startTestServer(target);
    admin = await t.signIn('admin');
    staff = await t.signIn('staff');
    byCode = await tree();
    const res = await as(admin, 'GET', '/api/sc/department-level?sort=depth');
    levels = new Map((res.json().data as Array<{ id: number; depth: number }>).map((l) => [l.depth, l.id]));
  });
  afterAll(async () => t.close());

  it('lists the tree with versions and user counts per department', async () => {
    expect(dept('HQ')).toMatchObject({ parent_id: null, depth: 1, version: 1, user_count: 1 });
    expect(dept('SE')).toMatchObject({ parent_id: dept('SAL').id, depth: 3, user_count: 6 });
    // The manager sits in HR too: counted there as well.
    expect(dept('HR').user_count).toBe(6);
  });

  it('creates a department under another, audited, and edits it with its version', async () => {
    const created = await as(admin, 'POST', '/api/sc/department', {
      name: '  業務二課 ',
      code: 'SW',
      parent_id: dept('SAL').id,
      level_id: levels.get(3),
      sort: 5,
    });
    expect(created.statusCode).toBe(201);
    const row = created.json().data;
    expect(row).toMatchObject({ name: '業務二課', code: 'SW', parent_name: '業務處', depth: 3, version: 1 });
    expect(row.created_by).toBe(admin.user.id);
    const edited = await as(admin, 'PUT', `/api/sc/department/${row.id}`, { name: 'Sales West', version: 1 });
    expect(edited.statusCode).toBe(200);
    expect(edited.json().data).toMatchObject({ name: 'Sales West', code: 'SW', version: 2 });

    const stale = await as(admin, 'PUT', `/api/sc/department/${row.id}`, { name: 'Too late', version: 1 });
    expect(stale.statusCode).toBe(409);
    expect(stale.json()).toMatchObject({
      message: expect.any(String),
      data: { name: 'Sales West', version: 2 },
    });

    const audit = await as(admin, 'GET', `/api/sc/department/${row.id}/audit`);
    expect(audit.json().data.map((a: { action: string }) => a.action)).toEqual(['update', 'create']);
    expect(audit.json().data[0]).toMatchObject({
      before: { name: '業務二課' },
      after: { name: 'Sales West' },
    });
  });

  it('refuses to move a department under itself or a descendant, with a translated 422', async () => {
    const sales = dept('SAL');
    for (const parent of [sales.id, dept('SE').id]) {
      const res = await as(admin, 'PUT', `/api/sc/department/${sales.id}`, {
        parent_id: parent,
        level_id: null,
        version: sales.version,
      });
      expect(res.statusCode).toBe(422);
      expect(res.json().errors.parent_id).toEqual([
        'A department cannot be moved under itself or one of its sub-departments.',
      ]);
    }
    const tw = await t.request({
      method: 'PUT',
      url: `/api/sc/department/${sales.id}`,
      headers: { ...bearer(admin.token), 'accept-language': 'tw' },
      payload: { parent_id: dept('SE').id, version: sales.version },
    });
    expect(tw.json().errors.parent_id).toEqual(['部門不可移到自己或其下層部門之下。']);
    expect((await tree()).get('SAL')).toMatchObject({ parent_id: dept('HQ').id, version: sales.version });
  });

  it('moves a section to another division when the levels allow it', async () => {
    const hr = dept('HR');
    const moved = await as(admin, 'PUT', `/api/sc/department/${hr.id}`, {
      parent_id: dept('RND').id,
      version: hr.version,
    });
    expect(moved.statusCode).toBe(200);
    expect(moved.json().data).toMatchObject({ parent_id: dept('RND').id, parent_name: '研發處' });
    byCode = await tree();
  });

  it('keeps levels deeper than the parent and above the children', async () => {
    const underHq = await as(admin, 'POST', '/api/sc/department', {
      name: 'Same level as HQ',
      parent_id: dept('HQ').id,
      level_id: levels.get(1),
    });
    expect(underHq.statusCode).toBe(422);
    expect(underHq.json().errors.level_id).toEqual([
      "The level must be deeper than the parent department's level (depth 1).",
    ]);
    const sales = dept('SAL');
    const belowChildren = await as(admin, 'PUT', `/api/sc/department/${sales.id}`, {
      level_id: levels.get(3),
      version: sales.version,
    });
    expect(belowChildren.statusCode).toBe(422);
    expect(belowChildren.json().errors.level_id).toEqual([
      "The level must be above its sub-departments' level (depth 3).",
    ]);
    const usedLevel = await as(admin, 'DELETE', `/api/sc/department-level/${levels.get(3)}`);
    expect(usedLevel.statusCode).toBe(422);
    const flipped = await as(admin, 'PUT', `/api/sc/department-level/${levels.get(3)}`, {
      depth: 9,
      version: 1,
    });
    expect(flipped.statusCode).toBe(200);
    const tooShallow = await as(admin, 'PUT', `/api/sc/department-level/${levels.get(3)}`, {
      depth: 1,
      version: 2,
    });
    expect(tooShallow.statusCode).toBe(422);
  });

  it('answers 422 on bad input and on a taken code, never 500', async () => {
    const bad = await as(admin, 'POST', '/api/sc/department', {
      name: '',
      code: 'x'.repeat(31),
      parent_id: 'one',
      sort: -1,
      is_active: 'yes',
      colour: 'red',
    });
    expect(bad.statusCode).toBe(422);
    expect(Object.keys(bad.json().errors).sort()).toEqual([
      'code',
      'colour',
      'is_active',
      'name',
      'parent_id',
      'sort',
    ]);
    expect(bad.json().errors.name).toEqual(['Enter the department name.']);
    const taken = await as(admin, 'POST', '/api/sc/department', { name: 'Copy', code: 'hq' });
    expect(taken.json().errors.code).toEqual(['Another department already uses this code.']);
    const missingParent = await as(admin, 'POST', '/api/sc/department', { name: 'Orphan', parent_id: 99999 });
    expect(missingParent.json().errors.parent_id).toEqual(['The parent department does not exist.']);
    expect((await as(admin, 'PUT', `/api/sc/department/${dept('HQ').id}`, { name: 'x' })).statusCode).toBe(
      422,
    );
    expect((await as(admin, 'GET', '/api/sc/department/99999')).statusCode).toBe(404);
    expect((await as(admin, 'GET', '/api/sc/department/abc')).statusCode).toBe(422);
  });

  it('refuses staff with 403 on every department write and on the user list', async () => {
    const hq = dept('HQ');
    const calls: Array<[method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, body?: unknown]> = [
      ['POST', '/api/sc/department', { name: 'Nope' }],
      ['PUT', `/api/sc/department/${hq.id}`, { name: 'Nope', version: hq.version }],
      ['POST', `/api/sc/department/${hq.id}/deactivate`, { version: hq.version }],
      ['DELETE', `/api/sc/department/${hq.id}?version=${hq.version}`],
      ['GET', '/api/sc/department?status=inactive'],
      ['GET', '/api/sc/user'],
      ['GET', `/api/sc/user-departments?user_id=${staff.user.id}`],
      ['PUT', `/api/sc/user-departments/${staff.user.id}`, { memberships: [], version: 'x' }],
    ];
    for (const [method, url, body] of calls)
      expect((await as(staff, method, url, body)).statusCode).toBe(403);
  });

  it('deactivates leaves first, lists them as inactive and reactivates them', async () => {
    const sales = dept('SAL');
    const refused = await as(admin, 'POST', `/api/sc/department/${sales.id}/deactivate`, {
      version: sales.version,
    });
    expect(refused.statusCode).toBe(422);
    expect(refused.json().errors.is_active).toEqual(['Deactivate its active sub-departments first.']);

    const east = dept('SE');
    const off = await as(admin, 'POST', `/api/sc/department/${east.id}/deactivate`, {
      version: east.version,
    });
    expect(off.statusCode).toBe(200);
    expect(off.json().data).toMatchObject({ is_active: false, version: east.version + 1 });
    const inactive = await as(admin, 'GET', '/api/sc/department?status=inactive');
    expect(inactive.json().data.map((d: Department) => d.code)).toEqual(['SE']);
    expect(inactive.json().meta).toMatchObject({ total: 1, current_page: 1, last_page: 1 });

    const childOfInactive = await as(admin, 'POST', '/api/sc/department', {
      name: 'Under SE',
      parent_id: east.id,
    });
    expect(childOfInactive.json().errors.parent_id).toEqual([
      'The parent department is inactive; reactivate it first.',
    ]);
    const stale = await as(admin, 'POST', `/api/sc/department/${east.id}/activate`, {
      version: east.version,
    });
    expect(stale.statusCode).toBe(409);
    const on = await as(admin, 'POST', `/api/sc/department/${east.id}/activate`, {
      version: east.version + 1,
    });
    expect(on.json().data).toMatchObject({ is_active: true });
    expect((await as(admin, 'GET', '/api/sc/department?status=inactive')).json().data).toEqual([]);
  });

  it('deletes only an empty department, and restores it', async () => {
    const rd = (await tree()).get('RND')!;
    const refused = await as(admin, 'DELETE', `/api/sc/department/${rd.id}?version=${rd.version}`);
    expect(refused.statusCode).toBe(422);
    expect(Object.keys(refused.json().errors).sort()).toEqual(['children', 'users']);
    const empty = (await as(admin, 'POST', '/api/sc/department', { name: 'Empty', parent_id: rd.id })).json()
      .data;
    const deleted = await as(admin, 'DELETE', `/api/sc/department/${empty.id}?version=1`);
    expect(deleted.statusCode).toBe(200);
    expect((await tree()).has(String(empty.id))).toBe(false);
    const restored = await as(admin, 'POST', `/api/sc/department/${empty.id}/restore`);
    expect(restored.json().data).toMatchObject({ name: 'Empty', deleted_at: null });
  });

  it('pages the users of a department, with or without its sub-departments, and searches them', async () => {
    const sales = dept('SAL');
    const direct = await as(admin, 'GET', `/api/sc/user?department_id=${sales.id}&per_page=5`);
    expect(direct.statusCode).toBe(200);
    expect(direct.json().meta).toMatchObject({ total: 7, per_page: 5, last_page: 2 });
    const names = direct.json().data.map((u: { name: string }) => u.name);
    expect(names).toEqual([...names].sort());
    expect(direct.json().data[0]).toMatchObject({ department_id: sales.id, department_name: '業務處' });
    const page2 = await as(admin, 'GET', `/api/sc/user?department_id=${sales.id}&per_page=5&page=2`);
    expect(page2.json().data).toHaveLength(2);
    const withSub = await as(admin, 'GET', `/api/sc/user?department_id=${sales.id}&include_sub=1`);
    expect(withSub.json().meta.total).toBe(13);
    const searched = await as(admin, 'GET', `/api/sc/user?search=STAFF`);
    expect(searched.json().data.map((u: { account: string }) => u.account)).toEqual(['staff']);
    const literal = await as(admin, 'GET', `/api/sc/user?search=${encodeURIComponent('%')}`);
    expect(literal.json().meta.total).toBe(0);
    expect((await as(admin, 'GET', '/api/sc/user?per_page=500')).statusCode).toBe(422);
  });
});
