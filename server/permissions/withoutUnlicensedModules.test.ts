import { describe, expect, it } from 'vitest';
import { hasPermission, type PermissionTree } from '../../schemas/core/hasPermission';
import type { ModuleId } from '../../schemas/core/modules';
import { withoutUnlicensedModules } from './withoutUnlicensedModules';

const TREE: PermissionTree = {
  sc: { admin: [{ name: 'license', actions: ['view', 'edit'] }] },
  wf: { use: [{ name: 'signoff', actions: ['view'] }] },
  cm: { use: [{ name: 'lead', actions: ['view', 'create'] }], admin: [] },
};

describe('withoutUnlicensedModules', () => {
  it('drops the whole subtree of each module that is switched off', () => {
    const cut = withoutUnlicensedModules(TREE, new Set<ModuleId>(['sc', 'wf']));
    expect(Object.keys(cut)).toEqual(['sc', 'wf']);
    expect(hasPermission(cut, 'cm')).toBe(false);
    expect(hasPermission(cut, 'cm.use.lead.actions.view')).toBe(false);
    expect(hasPermission(cut, 'wf.use.signoff.actions.view')).toBe(true);
    expect(TREE).toHaveProperty('cm');
  });

  it('keeps the tree as it is when every module it names is on', () => {
    const licensed = new Set<ModuleId>(['sc', 'wf', 'cm', 'fa']);
    expect(withoutUnlicensedModules(TREE, licensed)).toBe(TREE);
    expect(withoutUnlicensedModules({}, licensed)).toEqual({});
  });
});
