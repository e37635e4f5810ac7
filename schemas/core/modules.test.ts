import { describe, expect, it } from 'vitest';
import { hasPermission } from './hasPermission';
import { buildPermissionTree } from './permissionCatalogue';
import { moduleEntryPath } from './modules';

describe('moduleEntryPath', () => {
  const holds = (grants: string[]) => {
    const tree = buildPermissionTree(grants);
    return (path: string) => hasPermission(tree, path);
  };

  it('opens the user side when the user holds it', () => {
    expect(moduleEntryPath('cm', holds(['cm.use', 'cm.admin']))).toBe('/cm/use');
    expect(moduleEntryPath('bb', holds(['bb.use']))).toBe('/bb/use');
  });

  it('opens the admin side for someone with only administrative rights', () => {
    expect(moduleEntryPath('cm', holds(['cm.admin']))).toBe('/cm/admin');
    expect(moduleEntryPath('as', holds(['as.admin.shiftManagement']))).toBe('/as/admin');
  });

  it('opens system settings at its list, its only side', () => {
    expect(moduleEntryPath('sc', holds(['sc.admin.user.actions.view']))).toBe('/sc/list');
  });
});
