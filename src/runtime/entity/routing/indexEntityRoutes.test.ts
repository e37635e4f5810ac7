import { describe, expect, it } from 'vitest';
import type { RouteDescriptor } from '../../../../schemas/routes/RouteDescriptor';
import { findEntityRoute, indexEntityRoutes, recordLink } from './indexEntityRoutes';

const routes: RouteDescriptor[] = [
  {
    path: '/cm',
    name: 'cm',
    children: [
      {
        path: 'use/lead',
        name: 'lead',
        children: [
          { index: true, name: 'lead.board', screen: 'entity.board', entity: 'cm.lead' },
          { path: 'table', name: 'lead.table', screen: 'entity.list', entity: 'cm.lead' },
          { path: 'view', name: 'lead.view', screen: 'entity.view', entity: 'cm.lead' },
        ],
      },
      { path: 'other/lead/view', name: 'other.view', screen: 'entity.view', entity: 'cm.lead' },
      { path: 'x/:kind/edit/:id', name: 'x.edit', screen: 'entity.edit', entity: 'cm.lead' },
      { path: '/y/edit/:id', name: 'y.edit', screen: 'entity.edit', entity: 'cm.lead' },
    ],
  },
];

describe('entity routes', () => {
  it('finds each screen of an entity by absolute path, the nearest one first', () => {
    const entries = indexEntityRoutes(routes);
    expect(findEntityRoute(entries, 'cm.lead', 'entity.board', '/home')).toBe('/cm/use/lead');
    expect(findEntityRoute(entries, 'cm.lead', 'entity.view', '/cm/use/lead/table')).toBe(
      '/cm/use/lead/view',
    );
    expect(findEntityRoute(entries, 'cm.lead', 'entity.view', '/cm/other/lead')).toBe('/cm/other/lead/view');
    // A route needing a parameter the link cannot know is skipped.
    expect(findEntityRoute(entries, 'cm.lead', 'entity.edit', '/cm')).toBe('/y/edit/:id');
    expect(findEntityRoute(entries, 'cm.lead', 'entity.create', '/cm')).toBeNull();
  });

  it('links a record by its :id parameter or the ?id= query', () => {
    expect(recordLink('/cm/use/lead/view', 7)).toBe('/cm/use/lead/view?id=7');
    expect(recordLink('/y/edit/:id', 7)).toBe('/y/edit/7');
  });
});
