import { readFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hasPermission } from '../../schemas/core/hasPermission';
import { generalRoutes } from '../../schemas/routes/generalRoutes';
import { mergeEntityMenus } from '../../schemas/routes/mergeEntityMenus';
import type { RouteDescriptor } from '../../schemas/routes/RouteDescriptor';
import { LANGUAGES, translate } from '../http/translate';
import { bearer, startTestServer, type TestServer } from '../../tests/support/startTestServer';
import { testDatabaseTargets } from '../../tests/support/testDatabases';
import { loadEntityDescriptors } from './loadEntityDescriptors';

const repo = path.resolve(__dirname, '../..');
const guide = readFileSync(path.join(repo, 'docs/guide-admin-screen.md'), 'utf8');
const shipped = JSON.parse(
  readFileSync(path.join(repo, 'schemas/cm/entities/lostReason.entity.json'), 'utf8'),
);

function findRoute(
  routes: readonly RouteDescriptor[],
  name: string,
  prefix = '',
): { route: RouteDescriptor; path: string } | undefined {
  for (const route of routes) {
    const full = route.path ? (route.path.startsWith('/') ? route.path : `${prefix}/${route.path}`) : prefix;
    if (route.name === name) return { route, path: full };
    const inner = findRoute(route.children ?? [], name, full);
    if (inner) return inner;
  }
  return undefined;
}

// The guide's worked example (docs/guide-admin-screen.md) must stay true: its descriptor
// is the shipped file, and that one file plus translations gives a menu entry, rights,
// a permission-checked API and all four languages.
describe('the admin screen guide', () => {
  it('shows exactly the shipped descriptor', () => {
    const block = /## 1\. The descriptor[\s\S]*?```json\n([\s\S]*?)```/.exec(guide)?.[1];
    expect(JSON.parse(block!)).toEqual(shipped);
  });

  it('gives the example a menu entry under its section, guarded by its view right', () => {
    const merged = mergeEntityMenus(generalRoutes, loadEntityDescriptors());
    const found = findRoute(merged, 'cm.admin.more.lost-reason');
    expect(found?.path).toBe('/cm/admin/more/lost-reason');
    expect(found?.route).toMatchObject({
      screen: 'entity.list',
      entity: 'cm.lostReason',
      permission: 'cm.admin.lostReason.actions.view',
    });
  });

  it('has every text in all four languages', () => {
    for (const key of [
      'cm:entities.lostReason.title',
      'cm:menu.lostReason',
      'cm:fields.name',
      'cm:fields.isActive',
    ]) {
      for (const lang of LANGUAGES) expect(translate(lang, key)).not.toBe(key);
    }
  });
});

describe.each(testDatabaseTargets())('the guide example on $name', (target) => {
  let t: TestServer;
  beforeAll(async () => {
    t = await startTestServer(target);
  });
  afterAll(async () => t.close());

  it('has its table, its rights and its permission-checked API with no other code', async () => {
    const manager = await t.signIn('manager');
    expect(hasPermission(manager.user.userPermission, 'cm.admin.lostReason.actions.import')).toBe(true);
    const created = await t.request({
      method: 'POST',
      url: '/api/cm/lost-reason',
      headers: bearer(manager.token),
      payload: { name: '價格太高' },
    });
    expect(created.statusCode).toBe(201);
    expect(created.json().data).toMatchObject({ name: '價格太高', sort: 0, is_active: true, version: 1 });
    const list = await t.request({
      method: 'GET',
      url: '/api/cm/lost-reason?search=價格',
      headers: bearer(manager.token),
    });
    expect(list.json().data.map((r: { name: string }) => r.name)).toEqual(['價格太高']);

    const staff = await t.signIn('staff');
    expect(hasPermission(staff.user.userPermission, 'cm.admin.lostReason')).toBe(false);
    expect(
      (await t.request({ method: 'GET', url: '/api/cm/lost-reason', headers: bearer(staff.token) }))
        .statusCode,
    ).toBe(403);
  });
});
