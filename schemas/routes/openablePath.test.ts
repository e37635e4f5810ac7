import { describe, expect, it } from 'vitest';
import { MODULES } from '../core/modules';
import { buildPermissionTree, catalogueWithEntities } from '../core/permissionCatalogue';
import { settingsCatalogueEntries } from '../core/settings/settingsPermissions';
import { flattenRoutes } from './flattenRoutes';
import { menuChildren, openablePath } from './openablePath';
import type { RouteDescriptor } from './RouteDescriptor';
import { testAppRoutes, testEntities, testParamsDescriptors, testSettings } from './testInputs';

// The whole app's tree and the rights the server builds userPermission from (entities and
// settings documents, tasks and reports included, as startServer adds them).
const flat = flattenRoutes(testAppRoutes);
const catalogue = catalogueWithEntities([
  ...testEntities,
  ...settingsCatalogueEntries([...testSettings, ...testParamsDescriptors]),
]);
const treeOf = (grants: string[]) => buildPermissionTree(grants, catalogue);
const byName = (name: string) => {
  const found = flat.find((at) => at.route.name === name);
  if (!found) throw new Error(`no route ${name}`);
  return found;
};
/** Each page of System settings a menu may list, with where it leads this user (null: left out). */
const scMenu = (tree: unknown) =>
  Object.fromEntries(
    menuChildren(flat, byName('sc')).map((at) => [at.fullPath, openablePath(flat, at.fullPath, tree)]),
  );
const open = (menu: Record<string, string | null>) => Object.keys(menu).filter((path) => menu[path] !== null);

const CALENDAR_VIEWER = ['sc.admin.calendarRegion.actions.view', 'sc.admin.calendarEvent.actions.view'];

describe('openablePath on the app’s routes', () => {
  it('gives a calendar-only user the calendar pages of System settings and nothing else', () => {
    const tree = treeOf(CALENDAR_VIEWER);
    expect(open(scMenu(tree))).toEqual(['/sc/calendar-region', '/sc/calendar-event', '/sc/calendar-year']);
    // /sc redirects to /sc/list, closed to them: the entry leads to their first page instead.
    expect(openablePath(flat, '/sc', tree)).toBe('/sc/calendar-region');
    expect(openablePath(flat, '/sc/list', tree)).toBeNull();
    for (const module of MODULES.filter((m) => m !== 'sc'))
      expect(openablePath(flat, `/${module}`, tree)).toBeNull();
  });

  it('gives a user without any System settings right no page of it', () => {
    const tree = treeOf(['wf.use', 'cm.use', 'bb.admin']);
    expect(open(scMenu(tree))).toEqual([]);
    expect(openablePath(flat, '/sc', tree)).toBeNull();
    expect(openablePath(flat, '/wf', tree)).toBe('/wf');
  });

  it('gives the administrator every page a menu may list, each at its own path', () => {
    const tree = treeOf([...MODULES]);
    const menu = scMenu(tree);
    expect(Object.values(menu).every((to) => to !== null)).toBe(true);
    for (const [path, to] of Object.entries(menu)) expect(to).toBe(path);
    for (const module of MODULES) {
      const root = byName(module);
      expect(openablePath(flat, root.fullPath, tree)).toBe(`/${module}`);
      for (const area of menuChildren(flat, root))
        for (const page of [area, ...menuChildren(flat, area)])
          expect(openablePath(flat, page.fullPath, tree)).toBe(page.fullPath);
    }
  });

  it('never lists a page that needs a record id', () => {
    const listed = menuChildren(flat, byName('sc')).map((at) => at.fullPath);
    expect(listed).not.toContain('/sc/viewuser');
    expect(listed).not.toContain('/sc/job-position-edit');
    expect(listed).toContain('/sc/user-departments');
    expect(listed).toHaveLength(menuChildren(flat, byName('sc')).length);
  });

  it('sends a user with only the notification rules to that tab, not to the send tab they may not open', () => {
    const tree = treeOf(['sc.admin.notifyRule.actions.view']);
    expect(openablePath(flat, '/sc/notify', tree)).toBe('/sc/notify/rules');
    expect(openablePath(flat, '/sc/notify', treeOf(['sc.admin.notify.actions.view']))).toBe('/sc/notify');
  });

  it('asks of each System settings page the right its API asks (no page that opens to 403s)', () => {
    const permission = (path: string) =>
      flat.find((at) => at.fullPath === path && !at.route.index)?.route.permission;
    // server/sc/**: POST /api/sc/user, GET /api/sc/user/{id}/edit, GET /api/sc/group,
    // GET /api/sc/rights/catalogue, GET /api/sc/department, GET /api/sc/user-departments.
    expect(permission('/sc/adduser')).toBe('sc.admin.user.actions.create');
    expect(permission('/sc/viewuser')).toBe('sc.admin.user.actions.view');
    expect(permission('/sc/group')).toBe('sc.admin.group.actions.view');
    expect(permission('/sc/rights-settings')).toBe('sc.admin.rights.actions.view');
    expect(permission('/sc/list')).toBe('sc.admin.department.actions.view');
    expect(permission('/sc/user-departments')).toBe('sc.admin.user.actions.view');
    // Below the module key, no page asks for the bare area: every sc.admin right would open it.
    const bare = flat.filter((at) => at.fullPath.startsWith('/sc/') && at.route.permission === 'sc.admin');
    expect(bare.map((at) => at.fullPath)).toEqual(['/sc/notify']);
  });
});

// A small tree of its own for the redirect rules.
const demo: RouteDescriptor[] = [
  {
    path: '/m',
    name: 'm',
    redirect: '/m/area',
    permission: 'm',
    children: [
      {
        path: 'area',
        name: 'm.area',
        breadcrumb: 'x:area',
        redirect: '/m/area/a',
        children: [
          { path: 'a', name: 'm.area.a', breadcrumb: 'x:a', permission: 'm.use.a', screen: 'general.home' },
          { path: 'secret/:id', name: 'm.area.s', breadcrumb: 'x:s', screen: 'general.home' },
          { path: 'detail', name: 'm.area.d', breadcrumb: 'x:d', screen: 'general.home', hideInMenu: true },
          { path: 'b', name: 'm.area.b', breadcrumb: 'x:b', permission: 'm.use.b', screen: 'general.home' },
          {
            path: 'c',
            name: 'm.area.c',
            breadcrumb: 'x:c',
            children: [{ index: true, name: 'm.area.c.list', permission: 'm.use.c', screen: 'general.home' }],
          },
        ],
      },
      { path: 'page', name: 'm.page', breadcrumb: 'x:page', permission: 'm.use.p', screen: 'general.home' },
      { path: 'loop', name: 'm.loop', breadcrumb: 'x:loop', redirect: '/m/loop' },
    ],
  },
];
const demoFlat = flattenRoutes(demo);
const user = (grants: Record<string, string[]>) => ({
  m: { use: Object.entries(grants).map(([name, actions]) => ({ name, actions })) },
});

describe('openablePath, redirects', () => {
  it('keeps an entry whose redirect chain lands on a page the user may open, at its own path', () => {
    const tree = user({ a: [] });
    expect(openablePath(demoFlat, '/m', tree)).toBe('/m');
    expect(openablePath(demoFlat, '/m/area', tree)).toBe('/m/area');
  });

  it('sends the entry to the first child the user may open when the redirect lands on a closed page', () => {
    expect(openablePath(demoFlat, '/m/area', user({ b: [] }))).toBe('/m/area/b');
    expect(openablePath(demoFlat, '/m', user({ b: [] }))).toBe('/m/area/b');
    // A child whose path renders an index page needs that page's right.
    expect(openablePath(demoFlat, '/m', user({ c: [] }))).toBe('/m/area/c');
    // Skipping a closed area for a page beside it.
    expect(openablePath(demoFlat, '/m', user({ p: [] }))).toBe('/m/page');
  });

  it('never falls back on a child that needs an id or is hidden from menus', () => {
    // Both are open to anyone who may open the module (no right of their own), yet skipped.
    expect(openablePath(demoFlat, '/m', user({}))).toBeNull();
    expect(openablePath(demoFlat, '/m/area/detail', user({}))).toBe('/m/area/detail');
  });

  it('does not stand a page the user may not open in for its children', () => {
    expect(openablePath(demoFlat, '/m/page', user({ a: [] }))).toBeNull();
    expect(openablePath(demoFlat, '/m/area/c', user({ a: [] }))).toBeNull();
  });

  it('needs the right of every level above the page', () => {
    expect(openablePath(demoFlat, '/m/area/a', {})).toBeNull();
    expect(openablePath(demoFlat, '/m/area/a', undefined)).toBeNull();
  });

  it('gives nothing for a redirect loop or a path no route has', () => {
    expect(openablePath(demoFlat, '/m/loop', user({ a: [] }))).toBeNull();
    expect(openablePath(demoFlat, '/nowhere', user({ a: [] }))).toBeNull();
  });
});
