import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  bearer,
  type SignedIn,
  startTestServer,
  type TestServer,
} from '../../../tests/support/startTestServer';
import { testDatabaseTargets } from '../../../tests/support/testDatabases';
import { DEFAULT_WF_COMMON_SETTINGS, DEFAULT_WF_NOTIFICATION_SETTINGS } from '../../../schemas/wf/wfSettings';
import { readWfCommonSettings, readWfNotificationSettings } from '../settings/readWfSettings';

const EN = { 'accept-language': 'en' };
const FORM = { fields: [{ key: 'reason', type: 'text', label: { tw: '事由' } }] };

describe.each(testDatabaseTargets())('sign-off administration lists on $name', (target) => {
  let t: TestServer;
  let admin: SignedIn;
  let manager: SignedIn;
  let staff: SignedIn;
  beforeAll(async () => {
    t = await startTestServer(target);
    admin = await t.signIn('admin');
    manager = await t.signIn('manager');
    staff = await t.signIn('staff');
  });
  afterAll(async () => t.close());

  const as = (who: SignedIn, method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: unknown) =>
    t.request({
      method,
      url,
      headers: { ...bearer(who.token), ...EN },
      ...(payload === undefined ? {} : { payload: payload as string }),
    });
  const created = async (url: string, payload: Record<string, unknown>) => {
    const res = await as(admin, 'POST', url, payload);
    expect(res.statusCode, res.body).toBe(201);
    return res.json().data as Record<string, unknown> & { id: number; version: number };
  };
  /** A saved definition, as the designer's save leaves it (a version the template points at). */
  const design = async (templateId: number) => {
    const version = await sql<{ id: number }>`
      insert into wf_template_versions (template_id, version_no, form, flow)
      values (${templateId}, 1, ${JSON.stringify(FORM)}::jsonb, '{"steps":[]}'::jsonb) returning id`.execute(
      t.server.ctx.db,
    );
    await sql`update wf_templates set current_version_id = ${version.rows[0]!.id} where id = ${templateId}`.execute(
      t.server.ctx.db,
    );
    return version.rows[0]!.id;
  };

  it('keeps the admin tables to sign-off administrators: 403 for a user without wf.admin', async () => {
    for (const [method, url] of [
      ['GET', '/api/wf/template/list'],
      ['GET', '/api/wf/template-category/children?parent=null'],
      ['GET', '/api/wf/delegation'],
      ['POST', '/api/wf/template-category'],
    ] as const)
      expect((await as(manager, method, url, method === 'POST' ? { name: 'x' } : undefined)).statusCode).toBe(
        403,
      );
    expect((await as(admin, 'GET', '/api/wf/template/list')).statusCode).toBe(200);
  });

  it('serves the cached lists: every category and template to sign-off users, only what the caller may use per category', async () => {
    const publish = vi.spyOn(t.server.ctx.realtime, 'publish');
    const hr = await created('/api/wf/template-category', { name: 'HR' });
    const leave = await created('/api/wf/template-category', { name: 'Leave', parent_id: hr.id });
    const buying = await created('/api/wf/template-category', { name: 'Buying' });
    expect(publish).toHaveBeenCalledWith('cache', 'App\\Events\\CacheUpdated', {
      list: 'wf.templateCategory',
      urls: ['/api/wf/template-category/all', '/api/wf/template-category', '/api/wf/template-category/user'],
    });
    const open = await created('/api/wf/template', {
      name: { tw: '請假單', en: 'Leave request' },
      category_id: leave.id,
    });
    const mine = await created('/api/wf/template', {
      name: { tw: '主管請購', en: 'Managers’ purchase' },
      category_id: buying.id,
      users: ` U${manager.user.id} `,
    });
    expect(mine.users).toBe(`u${manager.user.id}`);
    const off = await created('/api/wf/template', {
      name: { tw: '停用', en: 'Retired' },
      category_id: leave.id,
      is_active: false,
    });
    await created('/api/wf/template', { name: { tw: '草稿', en: 'Undesigned' }, category_id: buying.id });
    const versionOpen = await design(open.id);
    await design(mine.id);
    await design(off.id);
    expect(publish).toHaveBeenCalledWith('cache', 'App\\Events\\CacheUpdated', {
      list: 'wf.template',
      urls: [
        '/api/wf/template/all',
        '/api/wf/template',
        '/api/wf/template-category',
        '/api/wf/template-category/user',
        '/api/wf/template-definition',
      ],
    });
    publish.mockRestore();

    const categories = (await as(staff, 'GET', '/api/wf/template-category')).json().data;
    expect(categories.map((c: { name: string }) => c.name)).toEqual(
      expect.arrayContaining(['HR', 'Leave', 'Buying']),
    );
    const templates = (await as(staff, 'GET', '/api/wf/template')).json().data as Array<{ id: number }>;
    expect(templates.map((r) => r.id)).toEqual(expect.arrayContaining([open.id, mine.id, off.id]));

    // The demo's own sign-off categories and templates are there too: only this test's are compared.
    const ours = new Set([hr.id, leave.id, buying.id]);
    const categoriesFor = async (who: SignedIn) =>
      ((await as(who, 'GET', '/api/wf/template-category/user')).json().data as Array<{ id: number }>).filter(
        (c) => ours.has(c.id),
      );
    const forStaff = await categoriesFor(staff);
    expect(forStaff).toEqual([
      expect.objectContaining({
        id: leave.id,
        name: 'Leave',
        templates: [expect.objectContaining({ id: open.id })],
      }),
    ]);
    // Roots first (Buying), then the categories below them (Leave, under HR), each in its order.
    const forManager = await categoriesFor(manager);
    expect(forManager.map((c: { id: number }) => c.id)).toEqual([buying.id, leave.id]);

    const definitions = (
      (await as(staff, 'GET', '/api/wf/template-definition')).json().data as Array<{ templateId: number }>
    ).filter((d) => [open.id, mine.id, off.id].includes(d.templateId));
    expect(definitions).toEqual([{ templateId: open.id, versionId: versionOpen, versionNo: 1, form: FORM }]);
  });

  it('asks for sign-off rights on the cached lists: 401 signed out, 403 without wf', async () => {
    expect((await t.request({ method: 'GET', url: '/api/wf/template' })).statusCode).toBe(401);
    const db = t.server.ctx.db;
    const user20 = await db
      .selectFrom('users')
      .select('id')
      .where('account', '=', 'user20')
      .executeTakeFirstOrThrow();
    // user20 (in the research department) keeps wf.use only through the company-wide grant: take it away.
    await db.deleteFrom('user_departments').where('user_id', '=', user20.id).execute();
    t.server.ctx.permissions.clear(user20.id);
    const outsider = await t.signIn('user20');
    for (const url of [
      '/api/wf/template',
      '/api/wf/template-category',
      '/api/wf/template-category/user',
      '/api/wf/template-definition',
    ])
      expect((await as(outsider, 'GET', url)).statusCode).toBe(403);
  });

  it('refuses a template’s unknown owners and keeps its number prefix to capitals and digits', async () => {
    const unknown = await as(admin, 'POST', '/api/wf/template', { name: { tw: 'X' }, users: 'u999999' });
    expect(unknown.statusCode).toBe(422);
    expect(Object.keys(unknown.json().errors)).toEqual(['users']);
    const prefix = await as(admin, 'POST', '/api/wf/template', { name: { tw: 'X' }, number_prefix: 'pr-1' });
    expect(prefix.statusCode).toBe(422);
    expect(Object.keys(prefix.json().errors)).toEqual(['number_prefix']);
  });

  it('deactivates and activates a template with its row actions, which the list offers by state', async () => {
    const template = await created('/api/wf/template', { name: { tw: '出差單', en: 'Trip' } });
    expect(template.allowedActions).toEqual(['view', 'edit', 'delete', 'definition', 'deactivate', 'copy']);
    const off = await as(admin, 'POST', `/api/wf/template/${template.id}/actions/deactivate`, {
      version: template.version,
    });
    expect(off.json().data).toMatchObject({ is_active: false });
    expect(off.json().data.allowedActions).toContain('activate');
    const list = (await as(admin, 'GET', '/api/wf/template/list?filter[is_active]=false')).json().data;
    expect(list.map((r: { id: number }) => r.id)).toContain(template.id);
    const on = await as(admin, 'POST', `/api/wf/template/${template.id}/actions/activate`, {});
    expect(on.json().data.is_active).toBe(true);
    expect(
      (await as(manager, 'POST', `/api/wf/template/${template.id}/actions/deactivate`, {})).statusCode,
    ).toBe(403);
  });

  it('keeps the sign-off settings documents: defaults first, saved by an administrator, read by the engine', async () => {
    expect(await readWfCommonSettings(t.server.ctx.db)).toEqual(DEFAULT_WF_COMMON_SETTINGS);
    const common = (await as(admin, 'GET', '/api/wf/common-settings')).json().data;
    expect(common).toEqual({ ...DEFAULT_WF_COMMON_SETTINGS, version: 0 });
    expect((await as(manager, 'GET', '/api/wf/common-settings')).statusCode).toBe(403);
    expect(
      (await as(manager, 'PUT', '/api/wf/notification-settings', { version: 0, overdue: 'none' })).statusCode,
    ).toBe(403);
    const bad = await as(admin, 'PUT', '/api/wf/common-settings', { version: 0, defaultNumberPrefix: 'pr-' });
    expect(bad.statusCode).toBe(422);
    expect(Object.keys(bad.json().errors)).toEqual(['defaultNumberPrefix']);
    const saved = await as(admin, 'PUT', '/api/wf/common-settings', {
      version: 0,
      numberDigits: 6,
      allowWithdraw: false,
    });
    expect(saved.statusCode).toBe(200);
    expect(await readWfCommonSettings(t.server.ctx.db)).toEqual({
      ...DEFAULT_WF_COMMON_SETTINGS,
      numberDigits: 6,
      allowWithdraw: false,
    });
    await as(admin, 'PUT', '/api/wf/notification-settings', { version: 0, overdue: 'none' });
    expect(await readWfNotificationSettings(t.server.ctx.db)).toEqual({
      ...DEFAULT_WF_NOTIFICATION_SETTINGS,
      overdue: 'none',
    });
  });

  it('records delegations between people: ends on or after it starts, nobody their own agent, names shown', async () => {
    const base = {
      user_id: staff.user.id,
      agent_id: manager.user.id,
      starts_on: '2026-12-01',
      ends_on: '2026-12-05',
    };
    const backwards = await as(admin, 'POST', '/api/wf/delegation', { ...base, ends_on: '2026-11-30' });
    expect(backwards.statusCode).toBe(422);
    expect(backwards.json().errors).toEqual({ ends_on: ['The end date cannot be before the start date.'] });
    const self = await as(admin, 'POST', '/api/wf/delegation', { ...base, agent_id: staff.user.id });
    expect(self.json().errors).toEqual({ agent_id: ['Someone cannot be their own agent.'] });
    const names = await t.server.ctx.db
      .selectFrom('users')
      .select(['id', 'name'])
      .where('id', 'in', [staff.user.id, manager.user.id])
      .execute();
    const nameOf = (id: number) => names.find((n) => n.id === id)!.name;
    const ok = await created('/api/wf/delegation', { ...base, reason: 'Holiday' });
    expect(ok).toMatchObject({
      user_id_label: nameOf(staff.user.id),
      agent_id_label: nameOf(manager.user.id),
    });
    const moved = await as(admin, 'PUT', `/api/wf/delegation/${ok.id}`, {
      version: ok.version,
      starts_on: '2026-12-09',
    });
    expect(moved.statusCode).toBe(422);
    expect(Object.keys(moved.json().errors)).toEqual(['ends_on']);
  });
});
