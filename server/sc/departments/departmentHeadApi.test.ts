import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  bearer,
  type SignedIn,
  startTestServer,
  type TestServer,
} from '../../../tests/support/startTestServer';
import { testDatabaseTargets } from '../../../tests/support/testDatabases';

describe.each(testDatabaseTargets())('department head on $name', (target) => {
  let t: TestServer;
  let admin: SignedIn;
  let manager: SignedIn;
  beforeAll(async () => {
    t = await startTestServer(target);
    admin = await t.signIn('admin');
    manager = await t.signIn('manager');
  });
  afterAll(async () => t.close());

  const as = (method: 'GET' | 'POST' | 'PUT', url: string, payload?: unknown) =>
    t.request({
      method,
      url,
      headers: { ...bearer(admin.token), 'accept-language': 'en' },
      ...(payload === undefined ? {} : { payload: payload as string }),
    });

  it('names a department’s head, shows the name with it, and clears it', async () => {
    const created = await as('POST', '/api/sc/department', {
      name: 'Purchasing',
      head_user_id: manager.user.id,
    });
    expect(created.statusCode).toBe(201);
    const id = created.json().data.id as number;
    const read = (await as('GET', `/api/sc/department/${id}`)).json().data;
    const managerName = (
      await t.server.ctx.db
        .selectFrom('users')
        .select('name')
        .where('id', '=', manager.user.id)
        .executeTakeFirstOrThrow()
    ).name;
    expect(read).toMatchObject({ head_user_id: manager.user.id, head_name: managerName });
    const cleared = await as('PUT', `/api/sc/department/${id}`, {
      head_user_id: null,
      version: read.version,
    });
    expect(cleared.statusCode).toBe(200);
    expect(cleared.json().data.head_user_id).toBeNull();
  });

  it('refuses a head who is not an active user', async () => {
    const db = t.server.ctx.db;
    const gone = await db
      .selectFrom('users')
      .select('id')
      .where('account', '=', 'user27')
      .executeTakeFirstOrThrow();
    await db.updateTable('users').set({ is_active: false }).where('id', '=', gone.id).execute();
    for (const head of [gone.id, 999999, 'x']) {
      const res = await as('POST', '/api/sc/department', { name: `Bad ${String(head)}`, head_user_id: head });
      expect(res.statusCode).toBe(422);
      expect(res.json().errors).toEqual({ head_user_id: ['Choose an active user as the head.'] });
    }
  });
});
