import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  bearer,
  type SignedIn,
  startTestServer,
  type TestServer,
} from '../../../tests/support/startTestServer';
import { testDatabaseTargets } from '../../../tests/support/testDatabases';

describe.each(testDatabaseTargets())('user departments API on $name', (target) => {
  let t: TestServer;
  let admin: SignedIn;
  let manager: SignedIn;
  const as = (who: SignedIn, method: 'GET' | 'PUT', url: string, payload?: unknown) =>
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
  });
  afterAll(async () => t.close());

  it('reads, replaces with a version and audits a user’s departments', async () => {
    const id = manager.user.id;
    const read = await as(admin, 'GET', `/api/sc/user-departments?user_id=${id}`);
    expect(read.statusCode).toBe(200);
    const { memberships, version } = read.json().data;
    expect(
      memberships.map((m: { department_name: string; is_primary: boolean }) => [
        m.department_name,
        m.is_primary,
      ]),
    ).toEqual([
      ['業務處', true],
      ['人力資源課', false],
    ]);
    const swapped = memberships.map(
      (m: { department_id: number; is_primary: boolean; job_position_id: number }) => ({
        department_id: m.department_id,
        job_position_id: m.job_position_id,
        is_primary: !m.is_primary,
      }),
    );
    const userVersion = (await as(admin, 'GET', `/api/sc/user/${id}/edit`)).json().data.version;
    const saved = await as(admin, 'PUT', `/api/sc/user-departments/${id}`, { memberships: swapped, version });
    expect(saved.statusCode).toBe(200);
    // A user page opened before this change may not save over it.
    const fromStalePage = await as(admin, 'PUT', `/api/sc/user/${id}`, {
      version: userVersion,
      name: 'Manager',
    });
    expect(fromStalePage.statusCode).toBe(409);
    expect(saved.json().data.memberships[0]).toMatchObject({
      department_name: '人力資源課',
      is_primary: true,
    });
    const stale = await as(admin, 'PUT', `/api/sc/user-departments/${id}`, { memberships: swapped, version });
    expect(stale.statusCode).toBe(409);
    const users = await as(admin, 'GET', '/api/sc/user?search=manager');
    expect(users.json().data[0]).toMatchObject({ department_name: '人力資源課' });
  });

  it('answers 422 with translated messages on a bad set, and 403 to a viewer', async () => {
    const id = manager.user.id;
    const { version } = (await as(admin, 'GET', `/api/sc/user-departments?user_id=${id}`)).json().data;
    const none = await as(admin, 'PUT', `/api/sc/user-departments/${id}`, { memberships: [], version });
    expect(none.json().errors.memberships).toEqual(['A user needs at least one department.']);
    const twoPrimaries = await as(admin, 'PUT', `/api/sc/user-departments/${id}`, {
      memberships: [
        { department_id: 1, is_primary: true },
        { department_id: 2, is_primary: true },
      ],
      version,
    });
    expect(twoPrimaries.json().errors.memberships).toEqual(['Choose exactly one primary department.']);
    const missing = await as(admin, 'PUT', `/api/sc/user-departments/${id}`, {
      memberships: [{ department_id: 99999, is_primary: true, job_position_id: 99999 }],
      version,
    });
    expect(missing.statusCode).toBe(422);
    expect(missing.json().errors).toEqual({
      'memberships.0.department_id': ['Choose an existing department.'],
      'memberships.0.job_position_id': ['Choose an existing job position.'],
    });
    // The manager may view users (managers group) but not edit them.
    expect((await as(manager, 'GET', `/api/sc/user-departments?user_id=${id}`)).statusCode).toBe(200);
    const refused = await as(manager, 'PUT', `/api/sc/user-departments/${id}`, {
      memberships: [{ department_id: 1, is_primary: true }],
      version,
    });
    expect(refused.statusCode).toBe(403);
    expect((await as(admin, 'GET', '/api/sc/user-departments?user_id=99999')).statusCode).toBe(404);
  });
});
