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
  parent_id: number | null;
}

describe.each(testDatabaseTargets())('user administration API on $name', (target) => {
  let t: TestServer;
  let admin: SignedIn;
  let manager: SignedIn;
  let staff: SignedIn;
  let departments: Department[];
  let positions: Array<{ id: number; name: string }>;
  let groups: Array<{ id: number; name: string }>;

  const as = (who: SignedIn, method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: unknown) =>
    t.request({
      method,
      url,
      headers: { ...bearer(who.token), 'accept-language': 'en' },
      ...(payload === undefined ? {} : { payload: payload as string }),
    });

  beforeAll(async () => {
    t = await startTestServer(target);
    admin = await t.signIn('admin');
    manager = await t.signIn('manager');
    staff = await t.signIn('staff');
    departments = (await as(admin, 'GET', '/api/sc/department/all')).json().data;
    positions = (await as(admin, 'GET', '/api/sc/job-position')).json().data;
    groups = (await as(admin, 'GET', '/api/sc/user/group-options')).json().data;
  });
  afterAll(async () => t.close());

  const dept = (code: string) =>
    (departments as Array<Department & { code: string }>).find((d) => d.code === code)!;
  const newUser = (account: string, extra: Record<string, unknown> = {}) => ({
    account,
    name: `Name of ${account}`,
    email: `${account}@example.com`,
    phone: '+886 2 1234-5678',
    language: 'en',
    departments: [
      { department_id: dept('SAL').id, is_primary: true, job_position_id: positions[3]!.id },
      { department_id: dept('RND').id, is_primary: false, job_position_id: null },
    ],
    groups: [groups[0]!.id],
    password: 'Secret123',
    password_confirmation: 'Secret123',
    ...extra,
  });

  it('creates a user with a password that then signs in, audited, with departments, positions and groups', async () => {
    const res = await as(admin, 'POST', '/api/sc/user', newUser('amy.chen'));
    expect(res.statusCode).toBe(201);
    const body = res.json();
    expect(body.message).toBe('The user was created.');
    expect(body.data).toMatchObject({
      account: 'amy.chen',
      name: 'Name of amy.chen',
      email: 'amy.chen@example.com',
      language: 'en',
      is_active: true,
      version: 1,
      deleted_at: null,
      departments: [
        { department_id: dept('SAL').id, is_primary: true, job_position_name: positions[3]!.name },
        { department_id: dept('RND').id, is_primary: false, job_position_id: null },
      ],
      groups: [{ id: groups[0]!.id, name: groups[0]!.name }],
    });
    expect(body.data).not.toHaveProperty('password_hash');
    const signedIn = await t.signIn('AMY.CHEN', 'Secret123');
    expect(signedIn.user.id).toBe(body.data.id);
    // The group grants sc.admin.user.actions.view (demo rights): the new member has it at once.
    expect((await as(signedIn, 'GET', `/api/sc/user/${admin.user.id}/edit`)).statusCode).toBe(200);
    const audit = await t.server.ctx.db
      .selectFrom('audit_log')
      .select(['action', 'user_id'])
      .where('entity', '=', 'sc.user')
      .where('record_id', '=', body.data.id)
      .execute();
    expect(audit).toEqual([{ action: 'create', user_id: admin.user.id }]);
    const list = (await as(staff, 'GET', '/api/sc/user/all')).json().data as Array<{ account: string }>;
    expect(list.map((u) => u.account)).toContain('amy.chen');
  });

  it('without a password, mails a single-use link with which the user sets one', async () => {
    const res = await as(
      admin,
      'POST',
      '/api/sc/user',
      newUser('ben.lin', { password: '', password_confirmation: '' }),
    );
    expect(res.statusCode).toBe(201);
    expect(res.json().message).toBe('The user was created and sent a link to set a password.');
    const mail = await t.server.ctx.db
      .selectFrom('mail_outbox')
      .select(['subject', 'body'])
      .where('recipient', '=', 'ben.lin@example.com')
      .executeTakeFirstOrThrow();
    expect(mail.subject).toBe('Your Atrium account');
    const token = /\/reset-password\/(\S+)/.exec(mail.body)?.[1];
    expect(token).toBeDefined();
    const check = await t.request({ method: 'GET', url: `/api/sc/user/check-reset-token?token=${token}` });
    expect(check.json()).toEqual({ valid: true, account: 'ben.lin' });
    const reset = await t.request({
      method: 'POST',
      url: '/api/sc/user/reset-password',
      payload: { token: token!, password: 'Chosen123', password_confirmation: 'Chosen123' },
    });
    expect(reset.statusCode).toBe(200);
    expect((await t.signIn('ben.lin', 'Chosen123')).user.account).toBe('ben.lin');
  });

  it('refuses bad input with 422 and translated messages on each field', async () => {
    const empty = await as(admin, 'POST', '/api/sc/user', {});
    expect(empty.statusCode).toBe(422);
    expect(empty.json().errors).toMatchObject({
      account: ['The account field is required.'],
      name: ['The name field is required.'],
      departments: ['The departments field is required.'],
    });
    const bad = await as(
      admin,
      'POST',
      '/api/sc/user',
      newUser('-bad account', {
        email: 'not-an-address',
        language: 'fr',
        departments: [
          { department_id: dept('SAL').id, is_primary: true },
          { department_id: dept('RND').id, is_primary: true },
        ],
      }),
    );
    expect(bad.statusCode).toBe(422);
    expect(bad.json().errors).toEqual({
      account: ['The account field format is invalid.'],
      email: ['The e-mail field format is invalid.'],
      language: ['The selected language is invalid.'],
      departments: ['Mark exactly one department as the primary one.'],
    });
    const taken = await as(admin, 'POST', '/api/sc/user', newUser('STAFF'));
    expect(taken.json().errors).toEqual({ account: ['This account is already in use.'] });
    const missing = await as(
      admin,
      'POST',
      '/api/sc/user',
      newUser('carl', {
        departments: [{ department_id: 999999, is_primary: true, job_position_id: 999999 }],
      }),
    );
    expect(missing.json().errors).toEqual({
      'departments.0.department_id': ['Choose an existing department.'],
      'departments.0.job_position_id': ['Choose an existing job position.'],
    });
    const noGroup = await as(admin, 'POST', '/api/sc/user', newUser('carl', { groups: [999999] }));
    expect(noGroup.json().errors).toEqual({ 'groups.0': ['Choose an existing group.'] });
    const weak = await as(
      admin,
      'POST',
      '/api/sc/user',
      newUser('dora', { password: 'abc', password_confirmation: 'x' }),
    );
    expect(weak.statusCode).toBe(422);
    expect(weak.json().errors.password).toContain('The password confirmation does not match.');
    const noMail = await as(admin, 'POST', '/api/sc/user', newUser('eve', { email: null, password: null }));
    expect(Object.keys(noMail.json().errors)).toEqual(['email']);
    const tw = await t.request({
      method: 'POST',
      url: '/api/sc/user',
      headers: { ...bearer(admin.token), 'accept-language': 'zh-TW' },
      payload: newUser('staff'),
    });
    expect(tw.json().errors.account).toEqual(['此帳號已被使用。']);
  });

  it('answers 403 to callers without the right, and lets viewers read', async () => {
    const target = (await as(admin, 'POST', '/api/sc/user', newUser('fay'))).json().data;
    expect((await as(staff, 'POST', '/api/sc/user', newUser('gus'))).statusCode).toBe(403);
    expect((await as(manager, 'POST', '/api/sc/user', newUser('gus'))).statusCode).toBe(403);
    expect(
      (await as(manager, 'PUT', `/api/sc/user/${target.id}`, { name: 'X', version: 1 })).statusCode,
    ).toBe(403);
    expect((await as(manager, 'DELETE', `/api/sc/user/${target.id}?version=1`)).statusCode).toBe(403);
    expect((await as(staff, 'GET', `/api/sc/user/${target.id}/edit`)).statusCode).toBe(403);
    expect((await as(manager, 'GET', `/api/sc/user/${target.id}/edit`)).json().data.account).toBe('fay');
    expect(
      (await t.request({ method: 'POST', url: '/api/sc/user', payload: newUser('gus') })).statusCode,
    ).toBe(401);
  });

  it('updates with the version it was read at, and refuses a stale one with 409 and the current record', async () => {
    const created = (await as(admin, 'POST', '/api/sc/user', newUser('hank'))).json().data;
    const res = await as(admin, 'PUT', `/api/sc/user/${created.id}`, {
      version: 1,
      name: 'Hank Huang',
      phone: null,
      language: 'jp',
      departments: [{ department_id: dept('HR').id, is_primary: true, job_position_id: positions[1]!.id }],
      groups: [],
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({
      name: 'Hank Huang',
      phone: null,
      language: 'jp',
      version: 2,
      departments: [{ department_id: dept('HR').id, is_primary: true, job_position_id: positions[1]!.id }],
      groups: [],
    });
    const stale = await as(admin, 'PUT', `/api/sc/user/${created.id}`, { version: 1, name: 'Old copy' });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().data).toMatchObject({ name: 'Hank Huang', version: 2 });
    const badVersion = await as(admin, 'PUT', `/api/sc/user/${created.id}`, { name: 'No version' });
    expect(badVersion.json().errors).toEqual({ version: ['The version field is required.'] });
    const password = await as(admin, 'PUT', `/api/sc/user/${created.id}`, { version: 2, password: 'x' });
    expect(Object.keys(password.json().errors)).toEqual(['password']);
    const rename = await as(admin, 'PUT', `/api/sc/user/${created.id}`, { version: 2, account: 'Admin' });
    expect(rename.json().errors).toEqual({ account: ['This account is already in use.'] });
    expect((await as(admin, 'PUT', '/api/sc/user/999999', { version: 1, name: 'Nobody' })).statusCode).toBe(
      404,
    );
    const actions = await t.server.ctx.db
      .selectFrom('audit_log')
      .select('action')
      .where('entity', '=', 'sc.user')
      .where('record_id', '=', created.id)
      .orderBy('id')
      .execute();
    expect(actions.map((a) => a.action)).toEqual(['create', 'update']);
  });

  it('does not let administrators deactivate or delete themselves', async () => {
    const self = (await as(admin, 'GET', `/api/sc/user/${admin.user.id}/edit`)).json().data;
    const off = await as(admin, 'PUT', `/api/sc/user/${admin.user.id}`, {
      version: self.version,
      is_active: false,
    });
    expect(off.json().errors).toEqual({ is_active: ['You cannot deactivate or delete your own account.'] });
    const gone = await as(admin, 'DELETE', `/api/sc/user/${admin.user.id}?version=${self.version}`);
    expect(gone.statusCode).toBe(422);
  });

  it('soft-deletes (no sign-in, account free again) and restores', async () => {
    const created = (await as(admin, 'POST', '/api/sc/user', newUser('ivy'))).json().data;
    const ivy = await t.signIn('ivy', 'Secret123');
    expect((await as(admin, 'DELETE', `/api/sc/user/${created.id}?version=9`)).statusCode).toBe(409);
    const deleted = await as(admin, 'DELETE', `/api/sc/user/${created.id}?version=1`);
    expect(deleted.statusCode).toBe(200);
    expect(deleted.json().data.deleted_at).not.toBeNull();
    expect((await as(ivy, 'GET', `/api/sc/user/${created.id}`)).statusCode).toBe(401);
    await expect(t.signIn('ivy', 'Secret123')).rejects.toThrow(/401|422/);
    const list = (await as(admin, 'GET', '/api/sc/user/all')).json().data as Array<{ account: string }>;
    expect(list.map((u) => u.account)).not.toContain('ivy');
    const restored = await as(admin, 'POST', `/api/sc/user/${created.id}/restore`);
    expect(restored.statusCode).toBe(200);
    expect(restored.json().data).toMatchObject({ deleted_at: null, version: 3 });
    expect((await t.signIn('ivy', 'Secret123')).user.id).toBe(created.id);
    // A second copy of a deleted account cannot come back while the account is in use again.
    await as(admin, 'DELETE', `/api/sc/user/${created.id}?version=3`);
    await as(admin, 'POST', '/api/sc/user', newUser('IVY'));
    const clash = await as(admin, 'POST', `/api/sc/user/${created.id}/restore`);
    expect(clash.json().errors).toEqual({ account: ['This account is already in use.'] });
  });
});
