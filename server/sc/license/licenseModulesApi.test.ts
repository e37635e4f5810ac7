import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  bearer,
  type SignedIn,
  startTestServer,
  type TestServer,
} from '../../../tests/support/startTestServer';
import { testDatabaseTargets } from '../../../tests/support/testDatabases';
import { PermissionCache } from '../../permissions/PermissionCache';

const CM_OFF = { message: "Customer management is not enabled in this installation's licence." };
const ALL_BUT_CM = ['sc', 'wf', 'dm', 'as', 'bb', 'vs', 'fa', 'am'];

describe.each(testDatabaseTargets())('modules switched off in the licence on $name', (target) => {
  let t: TestServer;
  let admin: SignedIn;
  let staff: SignedIn;
  let version = 0;
  let lead: { id: number; version: number; subject: string };
  beforeAll(async () => {
    t = await startTestServer(target);
    admin = await t.signIn('admin');
    staff = await t.signIn('staff');
  });
  afterAll(async () => t.close());

  const as = (who: SignedIn, method: 'GET' | 'PUT' | 'POST' | 'DELETE', url: string, payload?: unknown) =>
    t.request({
      method,
      url,
      headers: { ...bearer(who.token), 'accept-language': 'en' },
      ...(payload === undefined ? {} : { payload: payload as string }),
    });
  const saveModules = async (modules: string[]) => {
    const res = await as(admin, 'PUT', '/api/sc/license', { modules, version });
    if (res.statusCode === 200) version = res.json().data.version;
    return res;
  };
  const permissionOf = async (who: SignedIn) =>
    (await as(who, 'GET', `/api/sc/user/${who.user.id}`)).json().data.userPermission as Record<
      string,
      unknown
    >;

  /** The customer-management calls every test tries: its own screens and the generic API. */
  const cmCalls = async (who: SignedIn, lead: { id: number; version: number }) => [
    await as(who, 'GET', '/api/cm/lead'),
    await as(who, 'POST', '/api/cm/lead', { subject: 'While switched off' }),
    await as(who, 'GET', `/api/cm/lead/${lead.id}`),
    await as(who, 'PUT', `/api/cm/lead/${lead.id}`, { subject: 'Renamed', version: lead.version }),
    await as(who, 'DELETE', `/api/cm/lead/${lead.id}`),
    await as(who, 'GET', '/api/cm/organization?per_page=5'),
    // Pick lists (ids and labels for whoever writes a quotation): the licence closes them too.
    await as(who, 'GET', '/api/cm/tax-category/all'),
    await as(who, 'GET', '/api/cm/lead/export?format=csv'),
  ];

  it('refuses every customer-management call to the administrator and staff once cm is off', async () => {
    lead = (await as(staff, 'GET', '/api/cm/lead?per_page=1')).json().data[0];
    expect(lead.id).toBeGreaterThan(0);
    expect(await permissionOf(admin)).toHaveProperty('cm');
    expect(await permissionOf(staff)).toHaveProperty('cm');

    const saved = await saveModules(ALL_BUT_CM);
    expect(saved.statusCode).toBe(200);
    expect(saved.json().data.modules).toEqual(ALL_BUT_CM);

    for (const who of [admin, staff]) {
      for (const res of await cmCalls(who, lead)) {
        expect(res.statusCode, `${res.raw.req.method} ${res.raw.req.url}`).toBe(403);
        expect(res.json()).toEqual({ ...CM_OFF, reason: 'module_not_licensed', module: 'cm' });
      }
      // The same tokens, no new sign-in: userPermission (what the web's menus read) lacks cm.
      const tree = await permissionOf(who);
      expect(tree).not.toHaveProperty('cm');
      expect(tree).toHaveProperty('wf');
    }
    expect((await as(staff, 'GET', '/api/sc/license')).json().data).toContainEqual({
      module: 'cm',
      enabled: false,
    });
  });

  it('keeps system settings and the general routes working, and answers in the caller’s language', async () => {
    expect((await as(admin, 'GET', '/api/sc/department/all')).statusCode).toBe(200);
    expect((await as(admin, 'GET', '/api/sc/license/settings')).statusCode).toBe(200);
    expect((await as(staff, 'GET', '/api/sc/user-notification?type=1&page=1')).statusCode).toBe(200);
    expect((await as(staff, 'GET', '/api/wf/nothing-here')).statusCode).toBe(404);
    const tw = await t.request({
      method: 'GET',
      url: '/api/cm/lead',
      headers: { ...bearer(staff.token), 'accept-language': 'tw' },
    });
    expect(tw.statusCode).toBe(403);
    expect(tw.json().message).toBe('本系統的授權未啟用「客戶管理」模組。');
    // Signed out, a caller learns nothing about the licence.
    expect((await t.request({ method: 'GET', url: '/api/cm/lead' })).statusCode).toBe(401);
  });

  it('never switches system settings off', async () => {
    const refused = await saveModules(['wf', 'cm']);
    expect(refused.statusCode).toBe(422);
    expect(refused.json().errors.modules).toEqual(['System settings cannot be switched off.']);
    expect((await saveModules([])).statusCode).toBe(422);
    const stored = (await as(admin, 'GET', '/api/sc/license/settings')).json().data;
    expect(stored.modules).toEqual(ALL_BUT_CM);
    expect(stored.version).toBe(version);
  });

  it('restores access when cm is switched on again, without signing in again', async () => {
    expect((await saveModules([...ALL_BUT_CM, 'cm'])).statusCode).toBe(200);
    // The stages' outcomes as their viewer reads them (staff's pick list has ids and labels).
    const stages = (await as(admin, 'GET', '/api/cm/pipeline-stage/all')).json().data as Array<{
      id: number;
      outcome: string;
    }>;
    const open = stages.find((s) => s.outcome === 'open')!;
    const created = await as(staff, 'POST', '/api/cm/lead', {
      subject: 'Back on',
      pipeline_stage_id: open.id,
    });
    expect(created.statusCode).toBe(201);
    // The edit and the delete tried while it was off changed nothing.
    const kept = await as(staff, 'GET', `/api/cm/lead/${lead.id}`);
    expect(kept.statusCode).toBe(200);
    expect(kept.json().data).toMatchObject({ subject: lead.subject, version: lead.version });
    expect((await as(admin, 'GET', '/api/cm/lead?per_page=1')).statusCode).toBe(200);
    expect((await as(admin, 'GET', '/api/cm/tax-category/all')).statusCode).toBe(200);
    expect(await permissionOf(staff)).toHaveProperty('cm');
    expect(await permissionOf(admin)).toHaveProperty('cm');
  });

  it('reaches another instance’s cache once it expires', async () => {
    const { db } = t.server.ctx;
    const other = new PermissionCache(db, t.server.ctx.permissions.catalogue, 0);
    expect(await other.get(staff.user.id)).toHaveProperty('cm');
    expect((await saveModules(ALL_BUT_CM)).statusCode).toBe(200);
    expect(await other.get(staff.user.id)).not.toHaveProperty('cm');
    expect([...(await other.licensedModules())].sort()).toEqual([...ALL_BUT_CM].sort());
    expect((await saveModules([...ALL_BUT_CM, 'cm'])).statusCode).toBe(200);
    expect(await other.get(staff.user.id)).toHaveProperty('cm');
  });
});
