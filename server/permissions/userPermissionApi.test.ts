import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hasPermission } from '../../schemas/core/hasPermission';
import { bearer, startTestServer, type TestServer } from '../../tests/support/startTestServer';
import { testDatabaseTargets } from '../../tests/support/testDatabases';
import { loadUserPermission, ownersOfUser } from './loadUserPermission';

const ALL = ['view', 'create', 'edit', 'delete', 'export', 'import'];

describe.each(testDatabaseTargets())('userPermission on $name', (target) => {
  let t: TestServer;
  beforeAll(async () => {
    t = await startTestServer(target);
  });
  afterAll(async () => t.close());

  const ids = async (account: string) =>
    (
      await t.server.ctx.db
        .selectFrom('users')
        .select('id')
        .where('account', '=', account)
        .executeTakeFirstOrThrow()
    ).id;

  it('gives staff exactly the company-wide user areas, through the root department', async () => {
    const staff = await t.signIn('staff');
    expect(Object.keys(staff.user.userPermission).sort()).toEqual(['am', 'as', 'bb', 'cm', 'dm', 'vs', 'wf']);
    expect(staff.user.userPermission).toEqual({
      // Sign-off, and their own agents (wf.myDelegation, capped at their own rows).
      wf: {
        use: [
          { name: 'signoff', actions: ['view', 'create'] },
          { name: 'delegation', actions: ['view', 'create', 'edit', 'delete'] },
        ],
      },
      // Documents: the static file right, and the folder and document descriptors' rights (what
      // each person reaches of them is their folders' access lists, docs/guide-access-lists.md),
      // and their own share links (dm.share, their own rows only).
      dm: {
        use: [
          { name: 'file', actions: ['view', 'create', 'edit', 'delete'] },
          { name: 'document', actions: ['view', 'create', 'edit', 'delete', 'export'] },
          { name: 'folder', actions: ['view', 'create', 'edit', 'delete'] },
          { name: 'share', actions: ['view', 'edit'] },
        ],
      },
      // Clocking, their own leave records and balances (as.myLeave, as.myLeaveBalance) and their
      // own overtime records and schedule (as.myOvertime, as.mySchedule).
      as: {
        use: [
          { name: 'clocking', actions: ['view', 'create'] },
          { name: 'dayoff', actions: ['view', 'export'] },
          { name: 'leave', actions: ['view'] },
          { name: 'overtime', actions: ['view', 'export'] },
          { name: 'schedule', actions: ['view', 'export'] },
        ],
      },
      bb: { use: [{ name: 'bulletin', actions: ['view', 'create'] }] },
      vs: { use: [{ name: 'event', actions: ['view'] }] },
      am: { use: [{ name: 'appointment', actions: ['view', 'create'] }] },
      // The user side of customer management: every cm.use entity descriptor's rights.
      cm: {
        use: ['lead', 'organization', 'person', 'product', 'quotation'].map((name) => ({
          name,
          actions: ALL,
        })),
      },
    });
  });

  it('adds the managers group rights to the manager', async () => {
    const manager = await t.signIn('manager');
    const tree = manager.user.userPermission;
    expect(hasPermission(tree, 'as.admin.shiftManagement.actions.edit')).toBe(true);
    expect(hasPermission(tree, 'cm.admin.settings')).toBe(true);
    expect(hasPermission(tree, 'sc.admin.user.actions.view')).toBe(true);
    expect(hasPermission(tree, 'sc.admin.user.actions.edit')).toBe(false);
    // The manager's second department is HR, below Administration: accounting comes with it.
    expect(hasPermission(tree, 'fa.use')).toBe(true);
    expect(hasPermission(tree, 'fa.admin')).toBe(false);
    expect(hasPermission(tree, 'sc.admin.security')).toBe(false);
  });

  it('gives batch leave and batch overtime to the HR section and the managers only', async () => {
    const batches = ['as.use.batchDayoff.actions.create', 'as.use.batchOvertime.actions.create'];
    for (const account of ['user04', 'manager'])
      for (const path of batches)
        expect(hasPermission((await t.signIn(account)).user.userPermission, path)).toBe(true);
    const staff = await t.signIn('staff');
    for (const path of batches) expect(hasPermission(staff.user.userPermission, path)).toBe(false);
  });

  it('gives the Administration division (and its sections) accounting', async () => {
    // user04 sits in the HR section, below the Administration division.
    const hrMember = await t.signIn('user04');
    expect(hasPermission(hrMember.user.userPermission, 'fa.use.voucher.actions.create')).toBe(true);
  });

  it('gives admin every module', async () => {
    const admin = await t.signIn('admin');
    expect(Object.keys(admin.user.userPermission).sort()).toEqual([
      'am',
      'as',
      'bb',
      'cm',
      'dm',
      'fa',
      'sc',
      'vs',
      'wf',
    ]);
  });

  it('follows nested groups and survives membership cycles', async () => {
    const { db } = t.server.ctx;
    const userId = await ids('user20');
    const inner = await db
      .insertInto('groups')
      .values({ name: 'inner', description: null, deleted_at: null })
      .returning('id')
      .executeTakeFirstOrThrow();
    const outer = await db
      .insertInto('groups')
      .values({ name: 'outer', description: null, deleted_at: null })
      .returning('id')
      .executeTakeFirstOrThrow();
    await db
      .insertInto('group_members')
      .values([
        { group_id: inner.id, member: `u${userId}` },
        { group_id: outer.id, member: `g${inner.id}` },
        { group_id: inner.id, member: `g${outer.id}` },
      ])
      .execute();
    await db
      .insertInto('rights')
      .values({ owner: `g${outer.id}`, path: 'vs.admin.event.actions.create' })
      .execute();
    const owners = await ownersOfUser(db, userId);
    expect(owners.has(`g${inner.id}`)).toBe(true);
    expect(owners.has(`g${outer.id}`)).toBe(true);
    const tree = await loadUserPermission(db, userId);
    expect(hasPermission(tree, 'vs.admin.event.actions.create')).toBe(true);
    expect(hasPermission(tree, 'vs.admin.event.actions.delete')).toBe(false);
  });

  it('lets a user read their own record but not others without the right', async () => {
    const staff = await t.signIn('staff');
    const adminId = await ids('admin');
    const own = await t.request({
      method: 'GET',
      url: `/api/sc/user/${staff.user.id}`,
      headers: bearer(staff.token),
    });
    expect(own.statusCode).toBe(200);
    expect(own.json().data).toMatchObject({
      account: 'staff',
      departments: [{ name: '業務一課', is_primary: true }],
    });
    expect(own.json().data.userPermission.wf).toBeTruthy();
    const other = await t.request({
      method: 'GET',
      url: `/api/sc/user/${adminId}`,
      headers: bearer(staff.token),
    });
    expect(other.statusCode).toBe(403);

    const manager = await t.signIn('manager');
    const allowed = await t.request({
      method: 'GET',
      url: `/api/sc/user/${adminId}`,
      headers: bearer(manager.token),
    });
    expect(allowed.statusCode).toBe(200);
    const missing = await t.request({
      method: 'GET',
      url: '/api/sc/user/999999',
      headers: bearer(manager.token),
    });
    expect(missing.statusCode).toBe(404);
    const malformed = await t.request({
      method: 'GET',
      url: "/api/sc/user/1'%20or%201=1",
      headers: bearer(manager.token),
    });
    expect(malformed.statusCode).toBe(422);
  });

  it('guards declared permissions with 403 {message}', async () => {
    const staff = await t.signIn('staff');
    const admin = await t.signIn('admin');
    const put = (token: string) =>
      t.request({
        method: 'PUT',
        url: '/api/sc/security',
        payload: { autoLogoutEnabled: true },
        headers: { ...bearer(token), 'accept-language': 'en' },
      });
    const refused = await put(staff.token);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual({ message: 'You do not have permission to do this.' });
    const done = await put(admin.token);
    expect(done.statusCode).toBe(200);
    expect((await t.request({ method: 'GET', url: '/api/sc/security' })).json().autoLogoutEnabled).toBe(true);
    const invalid = await t.request({
      method: 'PUT',
      url: '/api/sc/security',
      payload: { autoLogoutDuration: 'soon' },
      headers: bearer(admin.token),
    });
    expect(invalid.statusCode).toBe(422);
  });

  it('shows a rights change at the next refresh at the latest', async () => {
    const user = await t.signIn('user21');
    expect(hasPermission(user.user.userPermission, 'bb.admin')).toBe(false);
    await t.server.ctx.db
      .insertInto('rights')
      .values({ owner: `u${user.user.id}`, path: 'bb.admin' })
      .execute();
    const refreshed = await t.request({
      method: 'POST',
      url: '/api/sc/user/refresh',
      cookies: { atrium_refresh: user.refreshCookie },
    });
    const me = await t.request({
      method: 'GET',
      url: `/api/sc/user/${user.user.id}`,
      headers: bearer(refreshed.json().access_token),
    });
    expect(hasPermission(me.json().data.userPermission, 'bb.admin.category.actions.delete')).toBe(true);
  });

  it('lists departments and users for any signed-in user: names for pickers, never e-mails or password hashes', async () => {
    const staff = await t.signIn('staff');
    const departments = await t.request({
      method: 'GET',
      url: '/api/sc/department/all',
      headers: bearer(staff.token),
    });
    expect(departments.json().data).toHaveLength(6);
    expect(departments.json().data[0]).toMatchObject({ parent_id: null, level_name: '公司', depth: 1 });
    const users = await t.request({ method: 'GET', url: '/api/sc/user/all', headers: bearer(staff.token) });
    expect(users.json().data).toHaveLength(30);
    expect(users.body).not.toContain('argon2');
    // A picker's entry (issue 14): who it is and where they sit, not how to reach them.
    expect(Object.keys(users.json().data[0]).sort()).toEqual([
      'account',
      'department_id',
      'id',
      'is_active',
      'name',
    ]);
    expect(users.body).not.toContain('@');
    expect((await t.request({ method: 'GET', url: '/api/sc/user/all' })).statusCode).toBe(401);
  });
});
