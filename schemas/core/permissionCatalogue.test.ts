import { describe, expect, it } from 'vitest';
import { hasPermission } from './hasPermission';
import { buildPermissionTree, catalogueWithEntities, cataloguePaths } from './permissionCatalogue';

describe('buildPermissionTree', () => {
  it('grants exactly one action for a full path', () => {
    const tree = buildPermissionTree(['sc.admin.user.actions.view']);
    expect(tree).toEqual({ sc: { admin: [{ name: 'user', actions: ['view'] }] } });
    expect(hasPermission(tree, 'sc.admin.user.actions.view')).toBe(true);
    expect(hasPermission(tree, 'sc.admin.user.actions.edit')).toBe(false);
  });

  it('a prefix grants everything below it', () => {
    const tree = buildPermissionTree(['as.admin']);
    expect(hasPermission(tree, 'as.admin.shiftManagement.actions.delete')).toBe(true);
    expect(hasPermission(tree, 'as.use')).toBe(false);
  });

  it('merges overlapping grants without duplicates', () => {
    const tree = buildPermissionTree(['cm.use.lead', 'cm.use.lead.actions.view', 'cm']);
    const lead = tree.cm?.use?.find((i) => i.name === 'lead');
    expect(lead?.actions).toEqual(['view', 'create', 'edit', 'delete', 'export', 'import']);
  });

  it('ignores grants that name nothing and empty grants', () => {
    expect(buildPermissionTree(['', 'zz.admin', 'sc.admin.nothing'])).toEqual({});
  });

  it('every catalogue path has five levels', () => {
    for (const path of cataloguePaths()) expect(path.split('.')).toHaveLength(5);
  });

  it('includes the rights of entity descriptors, so a prefix grant reaches them', () => {
    const catalogue = catalogueWithEntities([
      { permission: 'cm.admin.tag', actions: ['view', 'edit'] },
      { permission: 'cm.use.lead', actions: ['view', 'export'] },
    ]);
    const tree = buildPermissionTree(['cm.admin'], catalogue);
    expect(hasPermission(tree, 'cm.admin.tag.actions.edit')).toBe(true);
    expect(hasPermission(tree, 'cm.admin.settings.actions.view')).toBe(true);
    // Actions merge with the static catalogue's item of the same path.
    expect(buildPermissionTree(['cm.use.lead'], catalogue).cm?.use?.[0]?.actions).toEqual([
      'view',
      'create',
      'edit',
      'delete',
      'export',
      'import',
    ]);
  });

  it('adds the rights of its own a row action names, granted apart from the entity actions', () => {
    const period = {
      permission: 'fa.admin.period',
      actions: ['view', 'edit'],
      list: { rowActions: [{ right: 'close' }, { right: 'reopen' }, { right: 'edit' }, {}] },
    };
    const catalogue = catalogueWithEntities([period]);
    expect(catalogue.find((i) => i.module === 'fa' && i.name === 'period')?.actions).toEqual([
      'view',
      'edit',
      'close',
      'reopen',
    ]);
    const editor = buildPermissionTree(['fa.admin.period.actions.edit'], catalogue);
    expect(hasPermission(editor, 'fa.admin.period.actions.close')).toBe(false);
    const closer = buildPermissionTree(['fa.admin.period'], catalogue);
    expect(hasPermission(closer, 'fa.admin.period.actions.reopen')).toBe(true);
  });
});
