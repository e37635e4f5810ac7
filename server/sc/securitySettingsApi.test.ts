import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, type SignedIn, startTestServer, type TestServer } from '../../tests/support/startTestServer';
import { testDatabaseTargets } from '../../tests/support/testDatabases';

describe.each(testDatabaseTargets())('security settings API on $name', (target) => {
  let t: TestServer;
  let admin: SignedIn;
  let viewer: SignedIn;
  beforeAll(async () => {
    t = await startTestServer(target);
    admin = await t.signIn('admin');
    // A user who may look at the security settings but not change them.
    const user = await t.server.ctx.db
      .selectFrom('users')
      .select('id')
      .where('account', '=', 'user21')
      .executeTakeFirstOrThrow();
    await t.server.ctx.db
      .insertInto('rights')
      .values({ owner: `u${user.id}`, path: 'sc.admin.security.actions.view' })
      .execute();
    viewer = await t.signIn('user21');
  });
  afterAll(async () => t.close());

  const get = (who: SignedIn) =>
    t.request({ method: 'GET', url: '/api/sc/security/settings', headers: bearer(who.token) });
  const put = (who: SignedIn, payload: unknown, lang = 'en') =>
    t.request({
      method: 'PUT',
      url: '/api/sc/security',
      headers: { ...bearer(who.token), 'accept-language': lang },
      payload: payload as string,
    });
  const stored = async () => (await get(admin)).json().data as Record<string, unknown>;
  const audits = () =>
    t.server.ctx.db
      .selectFrom('audit_log')
      .selectAll()
      .where('entity', '=', 'sc.securitySettings')
      .orderBy('id')
      .execute();

  it('shows the whole document with its version to whoever may view it, and saves only for editors', async () => {
    const seen = await get(viewer);
    expect(seen.statusCode).toBe(200);
    expect(seen.json().data).toMatchObject({ autoLogoutEnabled: false, lockMinutes: 15, version: 0 });
    expect((await put(viewer, { lockMinutes: 30 })).statusCode).toBe(403);
    expect(await audits()).toEqual([]);
  });

  it('audit-logs every save with who, before and after', async () => {
    const res = await put(admin, { autoLogoutEnabled: true, autoLogoutDuration: 0.5, version: 0 });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ autoLogoutEnabled: true, autoLogoutDuration: 0.5, version: 1 });
    const [entry, ...more] = await audits();
    expect(more).toEqual([]);
    expect(entry).toMatchObject({ record_id: 1, action: 'update', user_id: admin.user.id });
    expect(entry?.before).toMatchObject({ autoLogoutEnabled: false, autoLogoutDuration: 8, lockMinutes: 15 });
    expect(entry?.after).toMatchObject({ autoLogoutEnabled: true, autoLogoutDuration: 0.5, lockMinutes: 15 });
    // The session timers read the public subset.
    const open = await t.request({ method: 'GET', url: '/api/sc/security' });
    expect(open.json()).toMatchObject({ autoLogoutEnabled: true, autoLogoutDuration: 0.5 });
  });

  it('refuses a save based on an outdated version with 409, the stored document, and no audit entry', async () => {
    const now = await stored();
    const stale = await put(admin, { lockMinutes: 60, version: 0 });
    expect(stale.statusCode).toBe(409);
    expect(stale.json()).toEqual({
      message: 'Someone else changed these settings while you were editing them.',
      data: now,
    });
    expect(await stored()).toEqual(now);
    expect(await audits()).toHaveLength(1);
  });

  it('lets only one of two saves based on the same version win', async () => {
    const { version } = await stored();
    const [a, b] = await Promise.all([
      put(admin, { lockMinutes: 20, version }),
      put(admin, { lockMinutes: 25, version }),
    ]);
    expect([a.statusCode, b.statusCode].sort()).toEqual([200, 409]);
    const winner = a.statusCode === 200 ? 20 : 25;
    expect(await stored()).toMatchObject({ lockMinutes: winner, version: (version as number) + 1 });
  });

  it('still saves without a version (scripts), with an audit entry', async () => {
    const before = (await audits()).length;
    const res = await put(admin, { passwordHistory: 5 });
    expect(res.statusCode).toBe(200);
    expect(await audits()).toHaveLength(before + 1);
  });

  it.each([
    [{ autoLogoutDuration: 0.05 }, 'autoLogoutDuration', 'Idle time (hours) must be at least 0.1.'],
    [{ autoLogoutDuration: 721 }, 'autoLogoutDuration', 'Idle time (hours) may not be greater than 720.'],
    [{ lockMinutes: 0 }, 'lockMinutes', 'Lock duration (minutes) must be at least 1.'],
    [
      { captchaAfterFailures: 2.5 },
      'captchaAfterFailures',
      'Failed sign-ins before a captcha must be a whole number.',
    ],
    [{ passwordMinLength: 3 }, 'passwordMinLength', 'Minimum password length must be at least 4.'],
    [{ passwordRequireDigit: 'yes' }, 'passwordRequireDigit', 'A digit has the wrong type.'],
    [{ passwordExpiryDays: -1 }, 'passwordExpiryDays', 'Days before a password expires must be at least 0.'],
    [{ sessionColour: 'blue' }, 'sessionColour', '“sessionColour” is not a setting.'],
    [{ version: 'latest' }, 'version', 'The version is invalid; reload the page.'],
  ])('refuses %j with 422 on that field', async (payload, field, message) => {
    const before = await stored();
    const res = await put(admin, payload);
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toEqual({ [field]: [message] });
    expect(await stored()).toEqual(before);
  });

  it('names the field in the caller’s language', async () => {
    const res = await put(admin, { lockMinutes: 0 }, 'jp');
    expect(res.json().errors.lockMinutes).toEqual(['ロック時間（分）は 1 以上にしてください。']);
  });
});
