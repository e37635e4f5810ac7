import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SettingsDescriptor } from '../../../schemas/core/settings/settingsDescriptorSchema';
import { validateSettingsDescriptors } from '../../../schemas/core/settings/validateSettingsDescriptors';
import {
  bearer,
  type SignedIn,
  startTestServer,
  type TestServer,
} from '../../../tests/support/startTestServer';
import { testDatabaseTargets } from '../../../tests/support/testDatabases';
import { registerAuthGuard } from '../../auth/authGuard';
import { registerErrorHandling } from '../../http/registerErrorHandling';
import { pickLanguage, translate } from '../../http/translate';
import { registerSettingsDocumentRoutes } from './registerSettingsDocumentRoutes';
import type { SettingsRules } from './SettingsRules';

// Two documents only this test has: each signed-in user's own preferences, and a
// department's leave policy with a rule registered by id.
const PREFERENCES: SettingsDescriptor = {
  id: 'sc.testPreferences',
  module: 'sc',
  title: 'sc:security.fields.lockMinutes',
  api: '/api/sc/test-preferences',
  permission: { view: 'authenticated', edit: 'authenticated' },
  scope: 'user',
  fields: {
    lockMinutes: {
      type: 'integer',
      title: 'sc:security.fields.lockMinutes',
      required: true,
      minimum: 1,
      maximum: 1440,
      default: 15,
    },
    captchaEnabled: { type: 'boolean', title: 'sc:security.fields.captchaEnabled', default: false },
  },
  sections: [{ title: 'sc:security.sections.signIn', fields: ['lockMinutes', 'captchaEnabled'] }],
};

const LEAVE_POLICY: SettingsDescriptor = {
  id: 'sc.testLeavePolicy',
  module: 'sc',
  title: 'sc:company.fields.name',
  api: '/api/sc/test-leave-policy',
  readApi: '/api/sc/test-leave-policy/settings',
  permission: { view: 'sc.admin.department.actions.view', edit: 'sc.admin.department.actions.edit' },
  scope: 'department',
  fields: {
    name: {
      type: 'string',
      title: 'sc:company.fields.name',
      required: true,
      maxLength: 100,
      default: 'Policy',
    },
  },
  sections: [{ title: 'sc:company.sections.identity', fields: ['name'] }],
  rules: 'sc.testLeavePolicy',
};

describe.each(testDatabaseTargets())('the settings-document API on $name', (target) => {
  let t: TestServer;
  let app: FastifyInstance;
  let admin: SignedIn;
  let staff: SignedIn;
  const saves: number[] = [];
  const rules: SettingsRules = {
    check({ lang }, changes, errors) {
      if (changes.name === 'Forbidden') errors.name = [translate(lang, 'validation:failed')];
    },
    answerExtras: async () => ({ kind: 'leave' }),
    async afterSave(_ctx, saved) {
      saves.push(saved.version);
    },
  };

  beforeAll(async () => {
    expect(
      validateSettingsDescriptors([
        { file: 'test', data: PREFERENCES },
        { file: 'test2', data: LEAVE_POLICY },
      ]).problems,
    ).toEqual([]);
    t = await startTestServer(target);
    // The settings runtime on the real server's context, with this test's descriptors.
    app = Fastify();
    app.decorateRequest('lang', 'tw');
    app.addHook('onRequest', async (request) => {
      request.lang = pickLanguage(request.headers['accept-language']);
    });
    registerErrorHandling(app);
    registerAuthGuard(app, t.server.ctx);
    registerSettingsDocumentRoutes(
      app,
      t.server.ctx,
      [PREFERENCES, LEAVE_POLICY],
      new Map([['sc.testLeavePolicy', rules]]),
    );
    await app.ready();
    admin = await t.signIn('admin');
    staff = await t.signIn('staff');
  });
  afterAll(async () => {
    await app.close();
    await t.close();
  });

  const call = (who: SignedIn, method: 'GET' | 'PUT', url: string, payload?: unknown, lang = 'en') =>
    app.inject({
      method,
      url,
      headers: { ...bearer(who.token), 'accept-language': lang },
      ...(payload === undefined ? {} : { payload: payload as string }),
    });

  it('keeps one document per user: each reads and saves their own, audited under their id', async () => {
    expect((await call(staff, 'GET', '/api/sc/test-preferences')).json()).toEqual({
      data: { lockMinutes: 15, captchaEnabled: false, version: 0 },
    });
    const mine = await call(staff, 'PUT', '/api/sc/test-preferences', { lockMinutes: 30, version: 0 });
    expect(mine.json()).toEqual({ data: { lockMinutes: 30, captchaEnabled: false, version: 1 } });
    expect((await call(admin, 'GET', '/api/sc/test-preferences')).json().data).toEqual({
      lockMinutes: 15,
      captchaEnabled: false,
      version: 0,
    });
    expect(
      (await call(admin, 'PUT', '/api/sc/test-preferences', { captchaEnabled: true, version: 0 })).statusCode,
    ).toBe(200);
    expect((await call(staff, 'GET', '/api/sc/test-preferences')).json().data.lockMinutes).toBe(30);
    const audit = await t.server.ctx.db
      .selectFrom('audit_log')
      .select(['record_id', 'user_id'])
      .where('entity', '=', 'sc.testPreferences')
      .orderBy('id')
      .execute();
    expect(audit).toEqual([
      { record_id: staff.user.id, user_id: staff.user.id },
      { record_id: admin.user.id, user_id: admin.user.id },
    ]);
    const rows = await t.server.ctx.db
      .selectFrom('settings')
      .select('key')
      .where('key', 'like', 'sc.testPreferences%')
      .orderBy('key')
      .execute();
    expect(rows.map((r) => r.key).sort()).toEqual(
      [`sc.testPreferences@u${admin.user.id}`, `sc.testPreferences@u${staff.user.id}`].sort(),
    );
  });

  it('refuses what the fields’ JSON Schema refuses with 422 per field, in the caller’s language', async () => {
    const res = await call(staff, 'PUT', '/api/sc/test-preferences', {
      lockMinutes: 0,
      captchaEnabled: 'yes',
      colour: 1,
    });
    expect(res.statusCode).toBe(422);
    expect(res.json()).toEqual({
      message: 'The given data was invalid.',
      errors: {
        lockMinutes: ['Lock duration (minutes) must be at least 1.'],
        captchaEnabled: ['Always ask for a captcha has the wrong type.'],
        colour: ['“colour” is not a setting.'],
      },
    });
    const jp = await call(staff, 'PUT', '/api/sc/test-preferences', { lockMinutes: 1.5 }, 'jp');
    expect(jp.json().errors).toEqual({ lockMinutes: ['ロック時間（分）は整数で入力してください。'] });
    expect((await call(staff, 'GET', '/api/sc/test-preferences')).json().data.lockMinutes).toBe(30);
  });

  it('answers a stale save with 409 and the document as stored now', async () => {
    const stale = await call(staff, 'PUT', '/api/sc/test-preferences', { lockMinutes: 45, version: 0 });
    expect(stale.statusCode).toBe(409);
    expect(stale.json()).toEqual({
      message: 'Someone else changed these settings while you were editing them.',
      data: { lockMinutes: 30, captchaEnabled: false, version: 1 },
    });
  });

  it('checks the permission on every call, and keeps one document per department', async () => {
    const departments = await t.server.ctx.db
      .selectFrom('departments')
      .select('id')
      .where('deleted_at', 'is', null)
      .orderBy('id')
      .limit(2)
      .execute();
    const [a, b] = departments.map((d) => d.id);
    const url = (id: number | string) => `/api/sc/test-leave-policy?department=${id}`;
    expect((await call(staff, 'GET', `/api/sc/test-leave-policy/settings?department=${a}`)).statusCode).toBe(
      403,
    );
    expect((await call(staff, 'PUT', url(a!), { name: 'Mine' })).statusCode).toBe(403);
    const saved = await call(admin, 'PUT', url(a!), { name: 'Sales policy', version: 0 });
    expect(saved.json()).toEqual({ data: { name: 'Sales policy', version: 1, kind: 'leave' } });
    expect(saves).toEqual([1]);
    expect(
      (await call(admin, 'GET', `/api/sc/test-leave-policy/settings?department=${b}`)).json().data,
    ).toEqual({
      name: 'Policy',
      version: 0,
      kind: 'leave',
    });
    const ruled = await call(admin, 'PUT', url(a!), { name: 'Forbidden' });
    expect(ruled.json().errors).toEqual({ name: ['The given data was invalid.'] });
    const nowhere = await call(admin, 'PUT', url(999999), { name: 'X' });
    expect(nowhere.json().errors).toEqual({ department: ['Choose a department that exists.'] });
    expect((await call(admin, 'GET', '/api/sc/test-leave-policy/settings')).statusCode).toBe(422);
  });

  it('refuses anyone not signed in', async () => {
    expect((await app.inject({ method: 'GET', url: '/api/sc/test-preferences' })).statusCode).toBe(401);
  });
});
