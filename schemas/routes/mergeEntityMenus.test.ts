import { describe, expect, it } from 'vitest';
import { type EntityMenuSource, mergeEntityMenus } from './mergeEntityMenus';
import type { RouteDescriptor } from './RouteDescriptor';

const tree: RouteDescriptor[] = [
  {
    path: '/cm/admin',
    name: 'cm.admin',
    children: [
      { path: 'more', name: 'cm.admin.more', screen: 'entity.tabs', breadcrumb: 'cm:menu.more' },
      {
        path: 'finance',
        name: 'cm.admin.finance',
        children: [
          { path: 'declared', name: 'cm.admin.finance.declared', screen: 'entity.list', entity: 'cm.x' },
        ],
      },
    ],
  },
];

const entity = (id: string, menu: EntityMenuSource['menu']): EntityMenuSource => ({
  id,
  title: `cm:entities.${id.slice(3)}.title`,
  permission: `cm.admin.${id.slice(3)}`,
  menu,
});

describe('mergeEntityMenus', () => {
  it("adds an entity's list route under the route its menu names", () => {
    const merged = mergeEntityMenus(tree, [
      entity('cm.tag', { parent: 'cm.admin.more', path: 'tags', title: 'cm:menu.tags' }),
    ]);
    expect(merged[0]?.children?.[0]?.children).toEqual([
      {
        path: 'tags',
        name: 'cm.admin.more.tags',
        breadcrumb: 'cm:menu.tags',
        permission: 'cm.admin.tag.actions.view',
        screen: 'entity.list',
        entity: 'cm.tag',
      },
    ]);
  });

  it('opens the tree screen for an entity with a tree section', () => {
    const merged = mergeEntityMenus(tree, [
      {
        ...entity('cm.region', { parent: 'cm.admin.more', path: 'regions' }),
        tree: { parentField: 'parent_id', orderField: 'sort' },
      },
    ]);
    expect(merged[0]?.children?.[0]?.children?.[0]).toMatchObject({
      screen: 'entity.tree',
      entity: 'cm.region',
    });
  });

  it("titles the route by the entity's title when the menu has none", () => {
    const merged = mergeEntityMenus(tree, [entity('cm.tag', { parent: 'cm.admin.more', path: 'tags' })]);
    expect(merged[0]?.children?.[0]?.children?.[0]?.breadcrumb).toBe('cm:entities.tag.title');
  });

  it('puts menu routes after the declared children, by order, then by path', () => {
    const merged = mergeEntityMenus(tree, [
      entity('cm.c', { parent: 'cm.admin.finance', path: 'c' }),
      entity('cm.b', { parent: 'cm.admin.finance', path: 'b', order: 20 }),
      entity('cm.a', { parent: 'cm.admin.finance', path: 'a', order: 10 }),
      entity('cm.d', { parent: 'cm.admin.finance', path: 'd', order: 20 }),
    ]);
    expect(merged[0]?.children?.[1]?.children?.map((r) => r.path)).toEqual(['declared', 'a', 'b', 'd', 'c']);
  });

  it('leaves the given tree untouched and ignores entities without a menu or with an unknown parent', () => {
    const before = JSON.stringify(tree);
    const merged = mergeEntityMenus(tree, [
      entity('cm.tag', { parent: 'cm.admin.more', path: 'tags' }),
      entity('cm.none', undefined),
      entity('cm.lost', { parent: 'cm.admin.nowhere', path: 'lost' }),
    ]);
    expect(JSON.stringify(tree)).toBe(before);
    expect(JSON.stringify(merged)).not.toContain('lost');
    expect(JSON.stringify(merged)).not.toContain('cm.none');
  });
});
