import { describe, expect, it } from 'vitest';
import { flattenRoutes } from './flattenRoutes';
import { mergeSettingsMenus, settingsRouteProblems } from './mergeSettingsMenus';
import { testAppRoutes, testSettings } from './testInputs';

const PREFERENCES = {
  id: 'cm.preferences',
  title: 'cm:entities.lostReason.title',
  permission: { view: 'cm.admin.preferences.actions.view', edit: 'cm.admin.preferences.actions.edit' },
  menu: { parent: 'cm.admin.more', path: 'preferences', order: 5 },
};

describe('mergeSettingsMenus', () => {
  it('adds a settings document’s screen under its menu parent, guarded by its view right', () => {
    const merged = flattenRoutes(mergeSettingsMenus(testAppRoutes, [PREFERENCES]));
    const found = merged.find((r) => r.route.name === 'cm.admin.more.preferences');
    expect(found?.fullPath).toBe('/cm/admin/more/preferences');
    expect(found?.route).toEqual({
      path: 'preferences',
      name: 'cm.admin.more.preferences',
      breadcrumb: 'cm:entities.lostReason.title',
      permission: 'cm.admin.preferences.actions.view',
      screen: 'settings.document',
      settings: 'cm.preferences',
    });
  });

  it('finds settings routes naming no document, and menus under no route', () => {
    const file = (id: string) => `${id}.settings.json`;
    expect(settingsRouteProblems(testAppRoutes, testSettings, file)).toEqual([]);
    const lost = { ...PREFERENCES, menu: { parent: 'cm.nowhere', path: 'x' } };
    expect(settingsRouteProblems(testAppRoutes, [...testSettings, lost], file)).toEqual([
      {
        file: 'cm.preferences.settings.json',
        pointer: '/menu/parent',
        message: 'names the route "cm.nowhere" as its menu parent, but no route has that name',
      },
    ]);
    expect(settingsRouteProblems(testAppRoutes, [], file).map((p) => p.pointer)).toEqual(
      expect.arrayContaining(['/sc.securitySettings/settings', '/sc.license/settings']),
    );
  });
});
