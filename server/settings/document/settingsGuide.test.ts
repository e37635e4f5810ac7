import { readFileSync } from 'node:fs';
import path from 'node:path';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { catalogueWithEntities } from '../../../schemas/core/permissionCatalogue';
import type { SettingsDescriptor } from '../../../schemas/core/settings/settingsDescriptorSchema';
import { settingsCatalogueEntries } from '../../../schemas/core/settings/settingsPermissions';
import { validateSettingsDescriptors } from '../../../schemas/core/settings/validateSettingsDescriptors';
import { flattenRoutes } from '../../../schemas/routes/flattenRoutes';
import { generalRoutes } from '../../../schemas/routes/generalRoutes';
import { mergeEntityMenus } from '../../../schemas/routes/mergeEntityMenus';
import { mergeSettingsMenus } from '../../../schemas/routes/mergeSettingsMenus';
import {
  bearer,
  type SignedIn,
  startTestServer,
  type TestServer,
} from '../../../tests/support/startTestServer';
import { testDatabaseTargets } from '../../../tests/support/testDatabases';
import { registerAuthGuard } from '../../auth/authGuard';
import type { AppContext } from '../../http/AppContext';
import { registerErrorHandling } from '../../http/registerErrorHandling';
import { pickLanguage } from '../../http/translate';
import { PermissionCache } from '../../permissions/PermissionCache';
import { loadEntityDescriptors } from '../../resources/loadEntityDescriptors';
import { registerSettingsDocumentRoutes } from './registerSettingsDocumentRoutes';

const guide = readFileSync(path.resolve(__dirname, '../../../docs/guide-settings.md'), 'utf8');
const blocks = [...guide.matchAll(/```json\n([\s\S]*?)```/g)].map((m) => JSON.parse(m[1]!));
const example = blocks[0] as SettingsDescriptor;
const messages = blocks[1] as Record<string, Record<string, unknown>>;

function lookup(lang: string, key: string): unknown {
  const [, keyPath = ''] = key.split(':');
  return keyPath
    .split('.')
    .reduce<unknown>((node, step) => (node as Record<string, unknown>)?.[step], messages[lang]);
}

// The worked example of docs/guide-settings.md must stay true: the descriptor is valid,
// its texts are complete, and it gives a menu entry and a checked, versioned API.
describe('the settings guide', () => {
  it('shows a valid descriptor', () => {
    expect(validateSettingsDescriptors([{ file: 'guide', data: example }]).problems).toEqual([]);
  });

  it('translates every text of the example in the four languages', () => {
    const keys = [
      example.title,
      example.intro!,
      ...example.sections.map((s) => s.title),
      ...Object.values(example.fields).flatMap((f) => [f.title, ...(f.hint ? [f.hint] : [])]),
      ...(example.fields.currency?.options ?? []).map((o) => `cm:options.quotationDefaults.currency.${o}`),
    ];
    for (const lang of ['tw', 'en', 'cn', 'jp'])
      for (const key of keys) expect(typeof lookup(lang, key), `${lang} ${key}`).toBe('string');
  });

  it('puts the screen in the menu, guarded by its view right', () => {
    const routes = mergeSettingsMenus(mergeEntityMenus(generalRoutes, loadEntityDescriptors()), [example]);
    const found = flattenRoutes(routes).find((r) => r.route.name === 'cm.admin.more.quotation-defaults');
    expect(found?.fullPath).toBe('/cm/admin/more/quotation-defaults');
    expect(found?.route).toMatchObject({
      screen: 'settings.document',
      settings: 'cm.quotationDefaults',
      permission: 'cm.admin.quotationDefaults.actions.view',
    });
  });
});

describe.each(testDatabaseTargets())('the settings guide example on $name', (target) => {
  let t: TestServer;
  let app: FastifyInstance;
  let manager: SignedIn;
  let staff: SignedIn;
  beforeAll(async () => {
    t = await startTestServer(target);
    const { db } = t.server.ctx;
    // The example is not shipped: this server's rights catalogue and API get it here.
    const ctx: AppContext = {
      ...t.server.ctx,
      permissions: new PermissionCache(
        db,
        catalogueWithEntities([...loadEntityDescriptors(), ...settingsCatalogueEntries([example])]),
      ),
    };
    app = Fastify();
    app.decorateRequest('lang', 'tw');
    app.addHook('onRequest', async (request) => {
      request.lang = pickLanguage(request.headers['accept-language']);
    });
    registerErrorHandling(app);
    registerAuthGuard(app, ctx);
    registerSettingsDocumentRoutes(app, ctx, [example], new Map());
    await app.ready();
    manager = await t.signIn('manager');
    await db
      .insertInto('rights')
      .values({ owner: `u${manager.user.id}`, path: 'cm.admin.quotationDefaults' })
      .execute();
    manager = await t.signIn('manager');
    staff = await t.signIn('staff');
  });
  afterAll(async () => {
    await app.close();
    await t.close();
  });

  const call = (who: SignedIn, method: 'GET' | 'PUT', payload?: unknown) =>
    app.inject({
      method,
      url: '/api/cm/quotation-defaults',
      headers: { ...bearer(who.token), 'accept-language': 'en' },
      ...(payload === undefined ? {} : { payload: payload as string }),
    });

  it('answers the defaults, saves with a version, refuses stale saves and strangers', async () => {
    expect((await call(manager, 'GET')).json()).toEqual({
      data: { validDays: 30, currency: 'TWD', footer: '', version: 0 },
    });
    expect((await call(manager, 'PUT', { validDays: 14, version: 0 })).json().data).toEqual({
      validDays: 14,
      currency: 'TWD',
      footer: '',
      version: 1,
    });
    expect((await call(manager, 'PUT', { validDays: 20, version: 0 })).statusCode).toBe(409);
    // The example's texts are in the guide, not in locales/: the field shows as its key here.
    expect((await call(manager, 'PUT', { currency: 'EUR' })).json().errors).toEqual({
      currency: ['cm:quotationDefaults.fields.currency is not one of the choices.'],
    });
    expect((await call(staff, 'GET')).statusCode).toBe(403);
  });
});
