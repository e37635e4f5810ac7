import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hasPermission } from '../../../schemas/core/hasPermission';
import { bearer, startTestServer, type TestServer } from '../../../tests/support/startTestServer';
import { testDatabaseTargets } from '../../../tests/support/testDatabases';

describe.each(testDatabaseTargets())('groups API on $name', (target) => {
  let t: TestServer;
  let admin: string;
  let staff: string;
  let userId: number;

  beforeAll(async () => {
    t = await startTestServer(target);
    admin = (await t.signIn('admin')).token;
    staff = (await t.signIn('staff')).token;
    userId = (
      await t.server.ctx.db
        .selectFrom('users')
        .select('id')
        .where('account', '=', 'user22')
        .executeTakeFirstOrThrow()
    ).id;
  });
  afterAll(async () => t.close());

  const send = (method: 'POST' | 'PUT' | 'DELETE' | 'GET', url: string, payload?: unknown, token = admin) =>
    t.request({
      method,
      url,
      payload: payload as object,
      headers: { ...bearer(token), 'accept-language': 'en' },
    });
  const create = async (name: string, members: string[] = []) => {
    const answer = await send('POST', '/api/sc/group', { name, description: `${name} team`, members });
    expect(answer.statusCode).toBe(201);
    return answer.json().data as { id: number; version: number };
  };

  it('creates, reads, updates with a version check, deletes and restores a group, with audit', async () => {
    const group = await create('Auditors', [`u${userId}`]);
    const read = await send('GET', `/api/sc/group/${group.id}`);
    expect(read.json().data).toMatchObject({
      name: 'Auditors',
      description: 'Auditors team',
      version: 1,
      deleted_at: null,
      members: [{ owner: `u${userId}`, name: expect.stringContaining('(user22)') }],
    });
    const updated = await send('PUT', `/api/sc/group/${group.id}`, {
      name: 'Internal auditors',
      description: null,
      members: [],
      version: 1,
    });
    expect(updated.statusCode).toBe(200);
    expect(updated.json().data).toMatchObject({
      name: 'Internal auditors',
      description: null,
      version: 2,
      members: [],
    });
    const stale = await send('PUT', `/api/sc/group/${group.id}`, { name: 'Late', members: [], version: 1 });
    expect(stale.statusCode).toBe(409);
    expect(stale.json()).toMatchObject({
      message: expect.stringContaining('Someone else changed'),
      data: { version: 2 },
    });

    expect((await send('DELETE', `/api/sc/group/${group.id}?version=1`)).statusCode).toBe(409);
    expect((await send('DELETE', `/api/sc/group/${group.id}?version=2`)).statusCode).toBe(200);
    const all = await send('GET', '/api/sc/group/all', undefined, staff);
    expect(all.json().data.map((g: { name: string }) => g.name)).not.toContain('Internal auditors');
    const trashed = await send('GET', '/api/sc/group?trashed=only&search=auditor');
    expect(trashed.json()).toMatchObject({ data: [{ id: group.id, member_count: 0 }], meta: { total: 1 } });
    expect((await send('POST', `/api/sc/group/${group.id}/restore`)).statusCode).toBe(200);
    expect((await send('POST', `/api/sc/group/${group.id}/restore`)).statusCode).toBe(404);
    const live = await send('GET', '/api/sc/group?search=auditor');
    expect(live.json().data).toEqual([
      expect.objectContaining({ id: group.id, version: 4, deleted_at: null }),
    ]);

    const actions = await t.server.ctx.db
      .selectFrom('audit_log')
      .select('action')
      .where('entity', '=', 'sc.group')
      .where('record_id', '=', group.id)
      .orderBy('id')
      .execute();
    expect(actions.map((a) => a.action)).toEqual(['create', 'update', 'delete', 'restore']);
  });

  it('refuses a group that would contain itself, directly or through nested groups', async () => {
    const a = await create('Cycle A');
    const b = await create('Cycle B', [`g${a.id}`]);
    const c = await create('Cycle C', [`g${b.id}`]);
    const self = await send('PUT', `/api/sc/group/${a.id}`, {
      name: 'Cycle A',
      members: [`g${a.id}`],
      version: 1,
    });
    expect(self.statusCode).toBe(422);
    expect(self.json()).toEqual({
      message: expect.any(String),
      errors: { 'members.0': ['A group cannot contain itself.'] },
    });
    const direct = await send('PUT', `/api/sc/group/${a.id}`, {
      name: 'Cycle A',
      members: [`g${b.id}`],
      version: 1,
    });
    expect(direct.statusCode).toBe(422);
    expect(direct.json().errors).toEqual({
      'members.0': ['“Cycle B” already contains this group, so it cannot be a member of it.'],
    });
    const nested = await send('PUT', `/api/sc/group/${a.id}`, {
      name: 'Cycle A',
      members: [`u${userId}`, `g${c.id}`],
      version: 1,
    });
    expect(nested.statusCode).toBe(422);
    expect(nested.json().errors).toEqual({
      'members.1': ['“Cycle C” already contains this group, so it cannot be a member of it.'],
    });
    const tw = await t.request({
      method: 'PUT',
      url: `/api/sc/group/${a.id}`,
      payload: { name: 'Cycle A', members: [`g${c.id}`], version: 1 },
      headers: { ...bearer(admin), 'accept-language': 'tw' },
    });
    expect(tw.json().errors['members.0']).toEqual(['「Cycle C」已包含此群組，不能成為它的成員。']);
    // A deleted group still counts, so restoring it can never bring a loop back.
    expect((await send('DELETE', `/api/sc/group/${c.id}?version=1`)).statusCode).toBe(200);
    const viaDeleted = await send('PUT', `/api/sc/group/${a.id}`, {
      name: 'Cycle A',
      members: [`g${b.id}`],
      version: 1,
    });
    expect(viaDeleted.statusCode).toBe(422);
    // Nothing was changed by the refusals.
    expect((await send('GET', `/api/sc/group/${a.id}`)).json().data).toMatchObject({
      version: 1,
      members: [],
    });
  });

  it('refuses bad input with translated 422s', async () => {
    const taken = await send('POST', '/api/sc/group', { name: ' internal AUDITORS ', members: [] });
    expect(taken.statusCode).toBe(422);
    expect(taken.json().errors).toEqual({ name: ['A group with this name already exists.'] });
    const empty = await send('POST', '/api/sc/group', { name: '  ', members: ['x1', 'd999999', 'u1'] });
    expect(empty.statusCode).toBe(422);
    expect(empty.json().errors).toEqual({
      name: ['The name is required.'],
      'members.0': ['“x1” is not a department, group or user.'],
      'members.1': ['The member “d999999” does not exist or was deleted.'],
    });
    expect((await send('POST', '/api/sc/group', { name: 'No members' })).statusCode).toBe(422);
    expect((await send('POST', '/api/sc/group', { name: 7, members: [] })).statusCode).toBe(422);
    expect((await send('PUT', '/api/sc/group/1', { name: 'x', members: [] })).statusCode).toBe(422);
    expect((await send('GET', '/api/sc/group/abc')).statusCode).toBe(422);
    expect((await send('GET', '/api/sc/group/999999')).statusCode).toBe(404);
    expect(
      (await send('PUT', '/api/sc/group/999999', { name: 'x', members: [], version: 1 })).statusCode,
    ).toBe(404);
  });

  it('refuses staff with 403 but lets them read the group names', async () => {
    expect((await send('GET', '/api/sc/group', undefined, staff)).statusCode).toBe(403);
    expect((await send('POST', '/api/sc/group', { name: 'Mine', members: [] }, staff)).statusCode).toBe(403);
    expect((await send('DELETE', '/api/sc/group/1?version=1', undefined, staff)).statusCode).toBe(403);
    const names = await send('GET', '/api/sc/group/all', undefined, staff);
    expect(names.statusCode).toBe(200);
    expect(Object.keys(names.json().data[0]).sort()).toEqual(['description', 'id', 'name']);
  });

  it('changes rights at the next request when membership changes', async () => {
    const user = await t.signIn('user22');
    expect(hasPermission(user.user.userPermission, 'fa.admin')).toBe(false);
    const group = await create('Accountants');
    expect((await send('PUT', `/api/sc/rights/owner/g${group.id}`, { paths: ['fa.admin'] })).statusCode).toBe(
      200,
    );
    const me = () => send('GET', `/api/sc/user/${userId}`, undefined, user.token);
    expect(hasPermission((await me()).json().data.userPermission, 'fa.admin')).toBe(false);
    await send('PUT', `/api/sc/group/${group.id}`, {
      name: 'Accountants',
      members: [`u${userId}`],
      version: 1,
    });
    expect(hasPermission((await me()).json().data.userPermission, 'fa.admin.account.actions.edit')).toBe(
      true,
    );
    await send('DELETE', `/api/sc/group/${group.id}?version=2`);
    expect(hasPermission((await me()).json().data.userPermission, 'fa.admin')).toBe(false);
  });
});
