import { describe, expect, it } from 'vitest';
import { buildPermissionTree, catalogueWithEntities } from '../../../schemas/core/permissionCatalogue';
import { cmRoutes } from '../../../schemas/routes/cmRoutes';
import { moduleMenuGroups } from './moduleMenuGroups';

const catalogue = catalogueWithEntities([
  { permission: 'cm.use.quotation', actions: ['view'] },
  { permission: 'cm.use.organization', actions: ['view'] },
  { permission: 'cm.use.product', actions: ['view'] },
  { permission: 'cm.admin.pipeline', actions: ['view'] },
]);

describe('module menu', () => {
  it('lists each area’s pages the user may open', () => {
    const groups = moduleMenuGroups(cmRoutes, '/cm', buildPermissionTree(['cm'], catalogue));
    expect(groups.map((g) => g.title)).toEqual(['cm:menu.use', 'cm:menu.admin']);
    expect(groups[0]?.items).toEqual([
      { title: 'cm:menu.lead', to: '/cm/use/lead' },
      { title: 'cm:menu.quota', to: '/cm/use/quota' },
      { title: 'cm:menu.contact', to: '/cm/use/contact' },
      { title: 'cm:menu.product', to: '/cm/use/product' },
    ]);
    expect(groups[1]?.items[0]).toEqual({ title: 'cm:menu.infoSettings', to: '/cm/admin/info-settings' });
  });

  it('shows no admin group to a user without admin rights', () => {
    const groups = moduleMenuGroups(cmRoutes, '/cm', buildPermissionTree(['cm.use'], catalogue));
    expect(groups.map((g) => g.title)).toEqual(['cm:menu.use']);
  });
});
