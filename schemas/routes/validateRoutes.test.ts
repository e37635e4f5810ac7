import { describe, expect, it } from 'vitest';
import type { EntityMenuSource } from './mergeEntityMenus';
import type { RouteDescriptor } from './RouteDescriptor';
import type { ScreenId } from './screenIds';
import { validateRoutes } from './validateRoutes';

const lead: EntityMenuSource = { id: 'cm.lead', title: 'cm:entities.lead.title', permission: 'cm.use.lead' };

/** A small valid module tree, changed by each test to break one thing. */
function cmTree(extra: RouteDescriptor[] = [], root: Partial<RouteDescriptor> = {}): RouteDescriptor[] {
  return [
    {
      name: 'shell',
      screen: 'general.shell',
      children: [
        {
          path: '/cm',
          name: 'cm',
          redirect: '/cm/use',
          breadcrumb: 'common:modules.cm',
          permission: 'cm',
          ...root,
          children: [
            {
              path: 'use',
              name: 'cm.use',
              breadcrumb: 'cm:menu.use',
              permission: 'cm.use',
              screen: 'entity.list',
              entity: 'cm.lead',
            },
            ...extra,
          ],
        },
      ],
    },
    { path: '*', name: 'not-found', screen: 'general.notFound', access: 'public' },
  ];
}

const check = (routes: RouteDescriptor[], entities: EntityMenuSource[] = [lead]) =>
  validateRoutes(routes, entities);

describe('validateRoutes', () => {
  it('finds nothing wrong in a valid tree', () => {
    expect(check(cmTree())).toEqual([]);
  });

  it('reports a duplicate route name, in the file the route is declared in', () => {
    const problems = check(cmTree([{ path: 'other', name: 'cm.use', breadcrumb: 'cm:menu.use' }]));
    expect(problems).toEqual([
      {
        file: 'schemas/routes/cmRoutes.ts',
        pointer: '/children/1/name',
        message: expect.stringContaining(
          'route "cm.use" has the same name as the route at schemas/routes/cmRoutes.ts#/children/0',
        ),
      },
    ]);
  });

  it('reports a duplicate full path, whether written relative or absolute', () => {
    const problems = check(cmTree([{ path: '/cm/use', name: 'cm.use2', breadcrumb: 'cm:menu.use' }]));
    expect(problems.map((p) => p.message)).toEqual([
      'route "cm.use2" has the same path "/cm/use" as route "cm.use"',
    ]);
  });

  it('reports a redirect to a path no route has, ignoring its query', () => {
    const problems = check(cmTree([], { redirect: '/cm/nowhere?x={now}' }));
    expect(problems).toEqual([
      {
        file: 'schemas/routes/cmRoutes.ts',
        pointer: '/redirect',
        message: 'route "cm" redirects to "/cm/nowhere", which no route has',
      },
    ]);
  });

  it('accepts a redirect to a path with parameters, and never counts the 404 route as a target', () => {
    const withParam: RouteDescriptor = { path: 'read/:id', name: 'cm.read', breadcrumb: 'cm:menu.use' };
    expect(check(cmTree([withParam], { redirect: '/cm/read/7' }))).toEqual([]);
    expect(check(cmTree([withParam], { redirect: '/cm/read/7/more' }))).toHaveLength(1);
  });

  it('reports a redirect loop', () => {
    const loop: RouteDescriptor = { path: 'a', name: 'cm.a', breadcrumb: 'cm:menu.use', redirect: '/cm' };
    const problems = check(cmTree([loop], { redirect: '/cm/a' }));
    expect(problems.map((p) => p.message)).toContain('route "cm" redirects in a loop through "/cm"');
  });

  it('reports an entity.* screen without an entity, and one naming an entity with no descriptor', () => {
    const problems = check(
      cmTree([
        { path: 'a', name: 'cm.a', breadcrumb: 'cm:menu.use', screen: 'entity.list' },
        { path: 'b', name: 'cm.b', breadcrumb: 'cm:menu.use', screen: 'entity.view', entity: 'cm.ghost' },
      ]),
    );
    expect(problems).toEqual([
      {
        file: 'schemas/routes/cmRoutes.ts',
        pointer: '/children/1/entity',
        message: 'route "cm.a" renders the generic screen "entity.list" but names no entity',
      },
      {
        file: 'schemas/routes/cmRoutes.ts',
        pointer: '/children/2/entity',
        message: 'route "cm.b" names the entity "cm.ghost", which has no descriptor',
      },
    ]);
  });

  it('accepts fixed filters among the entity’s list filters on a list, and nothing else', () => {
    const withList = { ...lead, list: { filters: ['status'] } } as EntityMenuSource;
    const problems = validateRoutes(
      cmTree([
        {
          path: 'a',
          name: 'cm.a',
          breadcrumb: 'cm:menu.use',
          screen: 'entity.list',
          entity: 'cm.lead',
          filters: { status: 'won' },
        },
        {
          path: 'b',
          name: 'cm.b',
          breadcrumb: 'cm:menu.use',
          screen: 'entity.list',
          entity: 'cm.lead',
          filters: { owner: '1' },
        },
        {
          path: 'c',
          name: 'cm.c',
          breadcrumb: 'cm:menu.use',
          screen: 'entity.view',
          entity: 'cm.lead',
          filters: { status: 'won' },
        },
      ]),
      [withList],
    );
    expect(problems.map((p) => `${p.pointer}: ${p.message}`)).toEqual([
      '/children/2/filters/owner: route "cm.b" fixes the filter "owner", which is not among cm.lead\'s list filters',
      '/children/3/filters: route "cm.c" fixes filters, which only an entity.list screen has',
    ]);
  });

  it('accepts rights roots on the rights settings screen only, each a permission path', () => {
    const problems = check(
      cmTree([
        {
          path: 'a',
          name: 'cm.a',
          breadcrumb: 'cm:menu.use',
          screen: 'sc.rightsSettings',
          rightsRoots: ['cm.use.lead', 'cm use'],
        },
        { path: 'b', name: 'cm.b', breadcrumb: 'cm:menu.use', screen: 'general.home', rightsRoots: ['cm'] },
      ]),
    );
    expect(problems.map((p) => `${p.pointer}: ${p.message}`)).toEqual([
      '/children/1/rightsRoots/1: route "cm.a" has the rights root "cm use": not a permission path',
      '/children/2/rightsRoots: route "cm.b" limits the rights tree, which only the sc.rightsSettings screen shows',
    ]);
  });

  it('lets the tabs screen go without an entity', () => {
    const tabs: RouteDescriptor = {
      path: 'tabs',
      name: 'cm.tabs',
      breadcrumb: 'cm:menu.use',
      screen: 'entity.tabs',
    };
    expect(check(cmTree([tabs]))).toEqual([]);
  });

  it.each([
    ['', 'empty'],
    ['cm..admin', 'an empty segment'],
    ['cm.admin.a.b.c.d', 'six levels'],
    ['cm.admin.tag lists', 'a space'],
    ['cm.admin/tag', 'a slash'],
  ])('reports the permission path "%s" (%s)', (permission) => {
    const problems = check(cmTree([], { permission }));
    expect(problems).toEqual([
      {
        file: 'schemas/routes/cmRoutes.ts',
        pointer: '/permission',
        message: expect.stringContaining(`has the permission path "${permission}": it must be 1 to 5`),
      },
    ]);
  });

  it('accepts permission paths of one to five levels', () => {
    for (const permission of ['cm', 'cm.admin', 'as.admin.shiftManagement', 'cm.use.lead.actions.view'])
      expect(check(cmTree([], { permission }))).toEqual([]);
  });

  it('reports a screen id that is not in SCREEN_IDS', () => {
    const route = { path: 'x', name: 'cm.x', breadcrumb: 'cm:menu.use', screen: 'cm.nothing' as ScreenId };
    expect(check(cmTree([route])).map((p) => p.message)).toEqual([
      'route "cm.x" names the screen "cm.nothing", which is not in SCREEN_IDS',
    ]);
  });

  it("reports an entity whose menu.parent names no route, in the entity's file", () => {
    const tag: EntityMenuSource = {
      id: 'cm.tag',
      title: 'cm:entities.tag.title',
      permission: 'cm.admin.tag',
      menu: { parent: 'cm.admin.nowhere', path: 'tags' },
    };
    expect(check(cmTree(), [lead, tag])).toEqual([
      {
        file: 'schemas/cm/entities/tag.entity.json',
        pointer: '/menu/parent',
        message: 'names the route "cm.admin.nowhere" as its menu parent, but no route has that name',
      },
    ]);
  });

  it("locates a menu route's problems in its entity's file", () => {
    const tag: EntityMenuSource = {
      id: 'cm.tag',
      title: 'cm:entities.tag.title',
      permission: 'cm.admin.tag',
      menu: { parent: 'cm', path: 'use' },
    };
    const generated: RouteDescriptor = {
      path: 'use',
      name: 'cm.use',
      breadcrumb: 'cm:entities.tag.title',
      screen: 'entity.list',
      entity: 'cm.tag',
    };
    const problems = check(cmTree([generated]), [lead, tag]);
    expect(problems.map((p) => `${p.file}#${p.pointer}`)).toEqual([
      'schemas/cm/entities/tag.entity.json#/menu/name',
      'schemas/cm/entities/tag.entity.json#/menu/path',
    ]);
  });

  it('reports a route without a title, a parameter its path lacks, and an index route with a path', () => {
    const problems = check(
      cmTree([
        { path: 'untitled', name: 'cm.untitled', screen: 'general.home' },
        { path: 'read/:id', name: 'cm.read', breadcrumb: 'cm:menu.use', propsFromParams: ['ident'] },
        { index: true, path: 'x', name: 'cm.index', screen: 'general.home' },
      ]),
    );
    expect(problems.map((p) => p.message)).toEqual([
      'route "cm.untitled" needs a title: a breadcrumb key or dynamicTitle',
      'route "cm.read" passes the parameter "ident", which its path "/cm/read/:id" does not have',
      'route "cm.index" is an index route, which has no path, children or redirect of its own',
    ]);
  });
});
